import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter, Link } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useNotificationPermission } from '../modules/notifications/hooks/useNotificationPermission';
import type { ConnectionMonitor } from '../modules/realtime/utils/ConnectionMonitor';
import { ConnectionMonitorContext } from '../modules/realtime/utils/realtimeContext';
import { SessionProvider } from '../modules/session/components/SessionProvider';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { InAppLink, type TextLinkProps } from '../ui/TextLink';
import { TooltipProvider } from '../ui/Tooltip';
import { AppRoutes } from './AppRoutes';
import { GlobalStyle } from './GlobalStyle';
import { i18n } from '../shared/i18n';
import { theme } from '../shared/theme';

export function App({ client, connection }: { client: ApolloClient; connection: ConnectionMonitor }) {
  useNotificationPermission();
  return (
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ConnectionMonitorContext.Provider value={connection}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <TooltipProvider>
              <ToastProvider>
                <BrowserRouter>
                  <InAppLink.Provider value={RouterLink}>
                    <SessionProvider>
                      <AppRoutes />
                    </SessionProvider>
                  </InAppLink.Provider>
                </BrowserRouter>
              </ToastProvider>
            </TooltipProvider>
          </ThemeProvider>
        </ConnectionMonitorContext.Provider>
      </ApolloProvider>
    </I18nProvider>
  );
}

function RouterLink({ to, ...rest }: TextLinkProps) {
  return <Link to={to} {...rest} />;
}
