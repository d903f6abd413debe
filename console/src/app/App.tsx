import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useNotificationPermission } from '../modules/notifications/hooks/useNotificationPermission';
import { SessionProvider } from '../modules/session/components/SessionProvider';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { TooltipProvider } from '../ui/Tooltip';
import { AppRoutes } from './AppRoutes';
import { GlobalStyle } from './GlobalStyle';
import { i18n } from './i18n';
import { theme } from './theme';

export function App({ client }: { client: ApolloClient }) {
  useNotificationPermission();
  return (
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <TooltipProvider>
            <ToastProvider>
              <BrowserRouter>
                <SessionProvider>
                  <AppRoutes />
                </SessionProvider>
              </BrowserRouter>
            </ToastProvider>
          </TooltipProvider>
        </ThemeProvider>
      </ApolloProvider>
    </I18nProvider>
  );
}
