import { useLingui } from '@lingui/react/macro';
import { Download, FileText } from 'lucide-react';
import styled from 'styled-components';
import { FileCard, FileCardDetail, FileCardIcon, FileCardInfo, FileCardName } from './FileCard';
import { formatFileSize } from '../../../../shared/fileSize';
import { downloadUrl } from '../../utils/fileUpload';
import type { FileMeta } from '../../utils/types';

/** A file: its name and size (KB/MB/GB) with a download link. */
export function FileContent({ messageId, file, local }: { messageId: string; file?: FileMeta; local?: boolean }) {
  const { t } = useLingui();
  const name = file?.name ?? t`File`;
  return (
    <FileCard>
      <FileCardIcon $tone="primary">
        <FileText size={20} aria-hidden />
      </FileCardIcon>
      <FileCardInfo>
        <FileCardName title={name}>{name}</FileCardName>
        <FileCardDetail>{formatFileSize(file?.fileSize)}</FileCardDetail>
      </FileCardInfo>
      {!local && (
        <DownloadLink href={downloadUrl(messageId)} download={name} aria-label={t`Download ${name}`}>
          <Download size={16} aria-hidden />
        </DownloadLink>
      )}
    </FileCard>
  );
}

const DownloadLink = styled.a`
  display: inline-flex;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: inherit;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;
