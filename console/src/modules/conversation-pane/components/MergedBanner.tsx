import { useLingui } from '@lingui/react/macro';
import { GitMerge } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** In place of the composer of a merged conversation: it is read-only, its messages are in the survivor. */
export function MergedBanner({ survivorId }: { survivorId: string }) {
  const { t } = useLingui();
  return (
    <Banner data-testid="merged-banner" role="status">
      <GitMerge size={16} aria-hidden />
      <span>{t`This conversation was merged into another one and is read-only.`}</span>
      <Link to={`/conversation/${survivorId}`} data-testid="merged-link">{t`Open the merged conversation`}</Link>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
