import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SessionUser } from '@parley/protocol';
import { SignInApp } from './app/SignInApp';
import { primeMe, prefetchMe } from './modules/session/utils/sessionRequests';
import { loginPathFor, safeReferer } from './modules/session/utils/referer';
import { probablySignedIn, rememberSignedIn } from './modules/session/utils/signedInHint';
import { activateLocale, detectLocale, loadCatalog } from './shared/i18n';
import { isApiError } from './shared/rest';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The session check and the language's strings at once, before anything renders.
const me = prefetchMe();
const localeReady = activateLocale(detectLocale());

let consoleRequested: Promise<typeof import('./app/ConsoleApp')> | undefined;
/** The console's chunk (and, through it, its catalog): asked for once. */
const fetchConsole = () => (consoleRequested ??= import('./app/ConsoleApp'));

function openConsole(): void {
  void loadCatalog('inbox');
  void fetchConsole().then(({ startConsole }) => startConsole(root));
}

function openSignIn(): void {
  const signedIn = (user: SessionUser) => {
    primeMe(user);
    rememberSignedIn(true);
    const referer = safeReferer(new URLSearchParams(window.location.search).get('referer'));
    window.history.replaceState(null, '', referer ?? '/conversation');
    openConsole();
  };
  void localeReady.then(() =>
    root.render(
      <StrictMode>
        <SignInApp onSignedIn={signedIn} onIntent={() => void fetchConsole()} />
      </StrictMode>,
    ),
  );
}

/**
 * Which app this address opens. /login, for someone not signed in, is the sign-in screen alone
 * (app/SignInApp.tsx): no router, GraphQL client or console strings. A console address opens the
 * console, fetched beside the session check when this browser was signed in; otherwise after it,
 * and a signed-out visitor is sent to /login carrying the address. The other public addresses
 * (password reset, invitations) are pages of the console.
 */
const path = window.location.pathname;
if (path === '/login' || (!/^\/(forget|account\/|invitation\/)/.test(path) && !probablySignedIn())) {
  me.then(
    () => openConsole(),
    (error: unknown) => {
      // Not a 401 (the server cannot be reached): the console says so and offers to try again.
      if (!isApiError(error) || error.status !== 401) return openConsole();
      if (path !== '/login') window.history.replaceState(null, '', loginPathFor(window.location));
      openSignIn();
    },
  );
} else {
  openConsole();
}
