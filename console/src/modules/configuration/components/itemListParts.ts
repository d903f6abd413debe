import styled from 'styled-components';

/**
 * An item of a settings list (a canned reply, a template): its text, then its action buttons.
 * `$fit` lets the text column grow to its content instead of shrinking below it.
 */
export const ItemRow = styled.div<{ $fit?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $fit }) => ($fit ? '1fr' : 'minmax(0, 1fr)')} auto auto;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

/** The badges and counts under an item's name. */
export const ItemMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const NoItems = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
