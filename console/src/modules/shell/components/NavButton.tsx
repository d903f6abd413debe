import styled, { css } from 'styled-components';

/** The square icon buttons and links of the navigation rail. */
export const NavButton = styled.button<{ $active?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.navIcon};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.colors.navHover};
    color: ${({ theme }) => theme.colors.navIconActive};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primaryMuted};
  }
  ${({ theme, $active }) =>
    $active &&
    css`
      background: ${theme.colors.navActive};
      color: ${theme.colors.navIconActive};
      &::before {
        content: '';
        position: absolute;
        left: -12px;
        top: 10px;
        bottom: 10px;
        width: 3px;
        border-radius: 0 3px 3px 0;
        background: ${theme.colors.primaryMuted};
      }
    `}
`;
