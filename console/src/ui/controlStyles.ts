import styled, { css } from 'styled-components';

/** The look shared by text inputs, selects and picker triggers. */
export const controlStyles = css`
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.body};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus {
    box-shadow: ${({ theme }) => theme.shadow.focusDanger};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** Holds a control and the icon or button laid over its right end (a select's chevron, a password's eye). */
export const ControlBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

/**
 * A frame that looks like a control and holds a bare input beside icons or chips (a search box, a
 * tag field): the frame takes the focus ring, the input inside shows none of its own.
 */
export const inputFrameStyles = css`
  display: flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.textSubtle};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  input {
    flex: 1;
    border: none;
    outline: none;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/** A square icon button with no chrome of its own (a clear ×, a password eye, a dialog's close). */
export const bareIconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  cursor: pointer;
`;

/** A button that reads as an entry of a list: the page's text, left-aligned, with a muted `<small>` line. */
export const listEntryButtonStyles = css`
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A small quiet button with no chrome until hovered (a message's actions, a toast's dismiss). */
export const subtleButtonStyles = css`
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;
`;
