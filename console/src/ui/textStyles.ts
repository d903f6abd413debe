import styled, { css } from 'styled-components';

/** One line, cut with an ellipsis where it does not fit. */
export const truncate = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The small capitals of a label over a group (a panel's section, a card's part). */
export const overline = css`
  font-size: ${({ theme }) => theme.font.size.xsmall};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** The muted line under a name (a conversation's last message, a suggestion's detail, the signed-in email), one line at most. */
export const MutedLine = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  ${truncate}
`;
