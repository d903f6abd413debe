import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { GlobalStyle } from './GlobalStyle';
import { i18n } from './i18n';
import { theme } from './theme';

export function App({ client }: { client: ApolloClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<ComingSoonPage />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </ApolloProvider>
    </I18nProvider>
  );
}
