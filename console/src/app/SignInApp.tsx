import { I18nProvider } from '@lingui/react';
import { useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import type { SessionUser } from '@parley/protocol';
import { LoginScreen } from '../modules/account/components/LoginScreen';
import { SessionContext, type SessionContextValue } from '../modules/session/utils/SessionContext';
import { i18n } from '../shared/i18n';
import { theme } from '../shared/theme';
import { GlobalStyle } from './GlobalStyle';

interface SignInAppProps {
  /** The person signed in: the console takes over (main.tsx). */
  onSignedIn: (user: SessionUser) => void;
  /** They are about to: start fetching the console while the server answers. */
  onIntent: () => void;
}

/**
 * /login on a first visit, without the console's router, GraphQL client or realtime connection:
 * the form, its language's strings and the session probe (issue 53: ≤ 90 KB). Nobody is signed in
 * here, so the session the form's parts read is an anonymous one.
 */
export function SignInApp({ onSignedIn, onIntent }: SignInAppProps) {
  const session = useMemo<SessionContextValue>(
    () => ({
      state: { status: 'anonymous' },
      user: null,
      signedIn: onSignedIn,
      signOut: async () => undefined,
      expired: () => undefined,
      reload: () => undefined,
    }),
    [onSignedIn],
  );
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SessionContext.Provider value={session}>
          {/* display: contents: the layout's height still follows #root's. */}
          <div style={{ display: 'contents' }} onSubmitCapture={onIntent}>
            <LoginScreen onSignedIn={onSignedIn} />
          </div>
        </SessionContext.Provider>
      </ThemeProvider>
    </I18nProvider>
  );
}
