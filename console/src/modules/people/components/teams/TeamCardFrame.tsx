import styled, { css } from 'styled-components';

/** The card of a team (and of the New Team entry): raised when open, dimmed while another is open. */
export const TeamCardFrame = styled.article<{ $expanded: boolean; $dimmed: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
  transition:
    opacity ${({ theme }) => theme.motion.normal},
    box-shadow ${({ theme }) => theme.motion.normal};
  ${({ theme, $expanded }) =>
    $expanded &&
    css`
      border-color: ${theme.colors.primaryMuted};
      box-shadow: ${theme.shadow.medium};
    `}
  ${({ $dimmed }) =>
    $dimmed &&
    css`
      opacity: 0.5;
      &:hover,
      &:focus-within {
        opacity: 0.8;
      }
    `}
`;
