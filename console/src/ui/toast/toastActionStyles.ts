import { css } from 'styled-components';

/** A button inside a toast's text (Undo, Open): it reads as a link so the toast stays one block of text. */
export const toastActionStyles = css`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  cursor: pointer;
`;
