import { css } from 'styled-components';

/** A tag as a pill (a conversation's, a customer's): the size, padding and text colour stay each list's own. */
export const tagChipStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.font.size.small};
`;
