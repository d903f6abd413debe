import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { CopyField } from '../../../ui/CopyField';
import { Modal } from '../../../ui/Modal';

export interface WebhookSecretModalProps {
  /** The secret to show, once; none closes the dialog. */
  shown: { secret: string; url: string; rotated: boolean } | null;
  onClose: () => void;
}

/** A signing secret, shown this once (as an API token's is): copy it into the receiver, it is not shown again. */
export function WebhookSecretModal({ shown, onClose }: WebhookSecretModalProps) {
  const { t } = useLingui();
  const url = shown?.url ?? '';
  return (
    <Modal
      open={shown !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.rotated ? t`New signing secret` : t`Webhook added`}
      description={
        shown ? (
          <Trans>
            Deliveries to {url} are signed with this secret in the <HeaderName>Parley-Signature</HeaderName> header (HMAC-SHA256).
          </Trans>
        ) : undefined
      }
      footer={<Button onClick={onClose}>{t`I have copied it`}</Button>}
      width={560}
    >
      {shown && (
        <Body data-testid="webhook-secret">
          <Warning role="status">
            <TriangleAlert size={16} aria-hidden />
            <span>{t`Copy it now: the secret is shown only this once and cannot be shown again.`}</span>
          </Warning>
          <CopyField label={t`Signing secret`} value={shown.secret} />
          {shown.rotated && <Note>{t`The old secret keeps signing beside the new one for 24 hours: switch your receiver over within that time.`}</Note>}
        </Body>
      )}
    </Modal>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Warning = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2.5)} ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const HeaderName = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
