import { useLingui } from '@lingui/react/macro';
import { FileText, X } from 'lucide-react';
import styled from 'styled-components';
import { formatFileSize } from '../../../shared/fileSize';
import { IconButton } from '../../../ui/IconButton';

/** A file waiting in the composer, with an image's preview URL. */
export interface Attachment {
  file: File;
  preview: string | null;
}

/** The composer's files waiting to be sent: a chip each with its name, size and Remove. */
export function ComposerAttachments({ attachments, onRemove }: { attachments: readonly Attachment[]; onRemove: (index: number) => void }) {
  const { t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <Attachments>
      {attachments.map((a, i) => (
        <Chip key={i}>
          {a.preview ? <img src={a.preview} alt="" /> : <FileText size={18} aria-hidden />}
          <span title={a.file.name}>{a.file.name}</span>
          <small>{formatFileSize(a.file.size)}</small>
          <IconButton label={t`Remove ${a.file.name}`} icon={<X size={12} />} size={22} onClick={() => onRemove(i)} />
        </Chip>
      ))}
    </Attachments>
  );
}

const Attachments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 8px;
`;
const Chip = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  max-width: 260px;
  padding: 4px 4px 4px 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.small};
  img {
    width: 32px;
    height: 32px;
    border-radius: 4px;
    object-fit: cover;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textSubtle};
    white-space: nowrap;
  }
`;
