import { useLingui } from '@lingui/react/macro';
import { Download, FileText } from 'lucide-react';
import styled from 'styled-components';
import { formatFileSize } from '../../utils/fileSize';
import { downloadUrl } from '../../utils/fileUpload';
import type { FileMeta } from '../../utils/types';

/** A file: its name and size (KB/MB/GB) with a download link. */
export function FileContent({ messageId, file, local }: { messageId: string; file?: FileMeta; local?: boolean }) {
  const { t } = useLingui();
  const name = file?.name ?? t`File`;
  return (
    <Card>
      <Icon>
        <FileText size={20} aria-hidden />
      </Icon>
      <Info>
        <Name title={name}>{name}</Name>
        <Size>{formatFileSize(file?.fileSize)}</Size>
      </Info>
      {!local && (
        <DownloadLink href={downloadUrl(messageId)} download={name} aria-label={t`Download ${name}`}>
          <Download size={16} aria-hidden />
        </DownloadLink>
      )}
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 200px;
  max-width: 100%;
  padding: ${({ theme }) => theme.spacing(1)} 0;
`;
const Icon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;
const Info = styled.div`
  flex: 1;
  min-width: 0;
`;
const Name = styled.div`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Size = styled.div`
  font-size: ${({ theme }) => theme.font.size.small};
  opacity: 0.75;
`;
const DownloadLink = styled.a`
  display: inline-flex;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: inherit;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;
