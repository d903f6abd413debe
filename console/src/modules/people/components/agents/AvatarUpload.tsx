import { useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { useToast } from '../../../../ui/toast/useToast';
import { AVATAR_SIZE, avatarFromFile } from '../../utils/avatarCrop';

export interface AvatarUploadProps {
  name: string;
  src: string | null | undefined;
  online: boolean;
  onSave: (dataUrl: string) => Promise<boolean>;
}

/** Spec §2: click the avatar to choose a picture; it is cropped to a centred 250x250 square, shown, then saved. */
export function AvatarUpload({ name, src, online, onSave }: AvatarUploadProps) {
  const { t } = useLingui();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  return (
    <>
      <Trigger
        type="button"
        onClick={() => input.current?.click()}
        aria-label={t`Change the profile picture`}
        title={t`Change the profile picture`}
        data-testid="avatar-upload"
      >
        <Avatar name={name} src={src} size={64} online={online} />
        <Overlay aria-hidden>
          <Camera size={18} />
        </Overlay>
      </Trigger>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-testid="avatar-file"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          try {
            setPreview(await avatarFromFile(file));
          } catch {
            toast({ kind: 'error', title: t`This picture could not be read` });
          }
        }}
      />
      <Modal
        open={preview !== null}
        onOpenChange={(open) => !open && !saving && setPreview(null)}
        title={t`New profile picture`}
        description={t`The picture is cropped to a centred square.`}
        width={380}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPreview(null)} disabled={saving}>
              {t`Cancel`}
            </Button>
            <Button
              loading={saving}
              data-testid="avatar-save"
              onClick={async () => {
                if (!preview) return;
                setSaving(true);
                const ok = await onSave(preview);
                setSaving(false);
                if (ok) setPreview(null);
              }}
            >
              {t`Save`}
            </Button>
          </>
        }
      >
        {preview && (
          <Preview>
            <img src={preview} alt={t`Cropped avatar`} width={AVATAR_SIZE} height={AVATAR_SIZE} data-testid="avatar-preview" />
          </Preview>
        )}
      </Modal>
    </>
  );
}

const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.round};
  background: rgba(20, 23, 36, 0.45);
  color: #fff;
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.fast};
`;

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: none;
  cursor: pointer;
  &:hover ${Overlay}, &:focus-visible ${Overlay} {
    opacity: 1;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Preview = styled.div`
  display: flex;
  justify-content: center;
  img {
    border-radius: ${({ theme }) => theme.radius.round};
    box-shadow: ${({ theme }) => theme.shadow.medium};
  }
`;
