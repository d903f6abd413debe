import styled from 'styled-components';

/** The frame of a file in a message: an icon tile, the name on one line, a detail line below. */
export const FileCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 200px;
  max-width: 100%;
  padding: ${({ theme }) => theme.spacing(1)} 0;
`;
export const FileCardIcon = styled.div<{ $tone: 'primary' | 'danger' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
`;
export const FileCardInfo = styled.div`
  flex: 1;
  min-width: 0;
`;
export const FileCardName = styled.div`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
export const FileCardDetail = styled.div`
  font-size: ${({ theme }) => theme.font.size.small};
  opacity: 0.8;
`;
