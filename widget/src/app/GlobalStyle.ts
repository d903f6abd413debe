import { createGlobalStyle } from 'styled-components';

/** Transparent page: outside the panel or launcher, the host page shows through the iframe. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    overflow: hidden;
    background: transparent;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.body};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
  }
  button, input, textarea { font-family: inherit; }
`;
