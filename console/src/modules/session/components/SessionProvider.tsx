import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { activateLocale, hasStoredLocale, i18n, toLocale } from '../../../shared/i18n';
import { API_CODE, SESSION_LOST_EVENT, isApiError } from '../../../shared/rest';
import type { SessionUser } from '@parley/protocol';
import { fetchMe, signOut as requestSignOut } from '../utils/sessionRequests';
import { rememberSignedIn } from '../utils/signedInHint';
import { SessionContext, type SessionContextValue, type SessionState } from '../utils/SessionContext';

/** Restores the session from the cookie at start (GET /api/me) and keeps who is signed in. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchMe()
      .then(async (user) => {
        // A browser with no language chosen yet follows the one stored on the account.
        const serverLocale = toLocale(user.lang);
        if (!hasStoredLocale() && serverLocale && serverLocale !== i18n.locale) await activateLocale(serverLocale);
        rememberSignedIn(true);
        if (!cancelled) setState({ status: 'signedIn', user });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const unreachable = isApiError(error) && (error.code === API_CODE.network || error.status >= 500);
        if (!unreachable) rememberSignedIn(false);
        setState({ status: unreachable ? 'unreachable' : 'anonymous' });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const forget = useCallback(() => {
    rememberSignedIn(false);
    setState({ status: 'anonymous' });
    void client.clearStore();
  }, [client]);

  // A 401 from any call after sign-in: forget the user, so the routes send them to /login with the referer.
  const signedInNow = state.status === 'signedIn';
  useEffect(() => {
    if (!signedInNow) return undefined;
    window.addEventListener(SESSION_LOST_EVENT, forget);
    return () => window.removeEventListener(SESSION_LOST_EVENT, forget);
  }, [signedInNow, forget]);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      user: state.status === 'signedIn' ? state.user : null,
      signedIn: (user: SessionUser) => {
        rememberSignedIn(true);
        setState({ status: 'signedIn', user });
      },
      signOut: async () => {
        try {
          await requestSignOut();
        } finally {
          forget();
        }
      },
      expired: forget,
      reload: () => {
        setState({ status: 'loading' });
        setAttempt((n) => n + 1);
      },
    }),
    [state, forget],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
