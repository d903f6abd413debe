import { css, keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.97); }
  to { opacity: 1; transform: scale(1); }
`;

/** Popovers and menus: a raised white card that fades in from its trigger. */
export const floatingStyles = css`
  z-index: ${({ theme }) => theme.layer.dropdown};
  min-width: 200px;
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.large};
  transform-origin: var(--radix-popper-transform-origin);
  animation: ${appear} ${({ theme }) => theme.motion.fast};
  &:focus {
    outline: none;
  }
`;
