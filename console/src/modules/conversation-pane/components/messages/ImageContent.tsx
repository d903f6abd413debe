import { useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { downloadUrl } from '../../utils/fileUpload';
import type { FileMeta } from '../../utils/types';

/** An image in a preview box of at most max x max (250 in chat, 75 in a reply quote); click opens the full file. */
export function ImageContent({ messageId, file, localPreview, max = 250 }: { messageId: string; file?: FileMeta; localPreview?: string; max?: number }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const src = localPreview ?? downloadUrl(messageId, true);
  const dim = file?.previewDimension;
  const scale = dim ? Math.min(1, max / Math.max(dim.width, dim.height, 1)) : 1;
  const style = dim ? { width: Math.round(dim.width * scale), height: Math.round(dim.height * scale) } : undefined;
  if (failed) {
    return (
      <Broken $max={max} title={t`failed to load image`}>
        <ImageOff size={20} aria-hidden />
        {max > 100 && <span>{t`failed to load image`}</span>}
      </Broken>
    );
  }
  return (
    <Box $max={max} href={localPreview ? undefined : downloadUrl(messageId)} target="_blank" rel="noopener noreferrer">
      <img src={src} alt={file?.name ?? t`Image`} style={style} onError={() => setFailed(true)} loading="lazy" />
    </Box>
  );
}

const Box = styled.a<{ $max: number }>`
  display: inline-flex;
  max-width: ${({ $max }) => $max}px;
  max-height: ${({ $max }) => $max}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    max-width: ${({ $max }) => $max}px;
    max-height: ${({ $max }) => $max}px;
    object-fit: contain;
  }
`;

const Broken = styled.div<{ $max: number }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  width: ${({ $max }) => Math.min($max, 160)}px;
  height: ${({ $max }) => Math.min($max, 100)}px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
