import { useLingui } from '@lingui/react/macro';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { LOGO_TYPES, ScaleError, scaleImageFile } from '../utils/scaleImage';

export interface LogoFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The box the image is scaled to fit before it is stored. */
  box: { width: number; height: number };
  testId: string;
}

/** An image the widget shows: chosen from a file, scaled here to fit its box, or removed. */
export function LogoField({ label, value, onChange, box, testId }: LogoFieldProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      onChange(await scaleImageFile(file, box));
    } catch (e) {
      const reason = e instanceof ScaleError ? e.reason : 'unreadable';
      setError(
        reason === 'type'
          ? t`Choose a PNG, JPEG, WebP, GIF or SVG image.`
          : reason === 'size'
            ? t`This image is larger than 5 MB.`
            : t`This image could not be read.`,
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Wrap data-testid={testId}>
      <Label id={id}>{label}</Label>
      <Row>
        <Frame $box={box} aria-labelledby={id}>
          {value ? <img src={value} alt={label} data-testid={`${testId}-image`} /> : <Empty>{t`None`}</Empty>}
        </Frame>
        <Actions>
          <Button variant="secondary" size="small" loading={busy} icon={<ImagePlus size={16} aria-hidden />} onClick={() => input.current?.click()}>
            {value ? t`Replace` : t`Upload`}
          </Button>
          {value && (
            <Button variant="ghost" size="small" icon={<Trash2 size={16} aria-hidden />} onClick={() => onChange(null)}>
              {t`Remove`}
            </Button>
          )}
        </Actions>
      </Row>
      <Note role={error ? 'alert' : undefined} $error={!!error}>
        {error ?? t`Scaled to fit ${box.width} × ${box.height} pixels.`}
      </Note>
      <input
        ref={input}
        type="file"
        hidden
        accept={LOGO_TYPES.join(',')}
        aria-label={label}
        data-testid={`${testId}-file`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
`;
/** The image at the size the widget stores it (the box), on a checkerboard that shows transparency. */
const Frame = styled.div<{ $box: { width: number; height: number } }>`
  display: grid;
  place-items: center;
  box-sizing: border-box;
  width: min(100%, ${({ $box }) => $box.width + 14}px);
  height: ${({ $box }) => $box.height + 14}px;
  padding: 6px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: repeating-conic-gradient(#eceef3 0 25%, #fff 0 50%) 0 0 / 12px 12px;
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;
const Empty = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textSubtle};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0 4px;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Note = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;
