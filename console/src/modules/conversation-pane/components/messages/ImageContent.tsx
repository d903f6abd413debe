import { useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { downloadUrl } from '../../utils/fileUpload';
import { fitInto } from '../../utils/imageBox';
import type { FileMeta } from '../../utils/types';

export interface ImageContentProps {
  messageId: string;
  file?: FileMeta;
  localPreview?: string;
  /** The box's width (and height, unless maxHeight is given). */
  max?: number;
  maxHeight?: number;
}

/**
 * An image in a preview box (spec §9: 250x250 in chat, 200x250 in the media library, 75 in a reply
 * quote), scaled to fit without distortion; click opens the full file.
 */
export function ImageContent({ messageId, file, localPreview, max = 250, maxHeight = max }: ImageContentProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const src = localPreview ?? downloadUrl(messageId, true);
  const dim = file?.previewDimension;
  const style = dim ? fitInto(dim, max, maxHeight) : undefined;
  if (failed) {
    return (
      <Broken $max={max} $maxHeight={maxHeight} title={t`failed to load image`}>
        <ImageOff size={20} aria-hidden />
        {max > 100 && <span>{t`failed to load image`}</span>}
      </Broken>
    );
  }
  return (
    <Box $max={max} $maxHeight={maxHeight} href={localPreview ? undefined : downloadUrl(messageId)} target="_blank" rel="noopener noreferrer">
      <img src={src} alt={file?.name ?? t`Image`} style={style} onError={() => setFailed(true)} loading="lazy" />
    </Box>
  );
}

const Box = styled.a<{ $max: number; $maxHeight: number }>`
  display: inline-flex;
  max-width: ${({ $max }) => $max}px;
  max-height: ${({ $maxHeight }) => $maxHeight}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    max-width: ${({ $max }) => $max}px;
    max-height: ${({ $maxHeight }) => $maxHeight}px;
    object-fit: contain;
  }
`;

const Broken = styled.div<{ $max: number; $maxHeight: number }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  width: ${({ $max }) => Math.min($max, 160)}px;
  height: ${({ $maxHeight }) => Math.min($maxHeight, 100)}px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
