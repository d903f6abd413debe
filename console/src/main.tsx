import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { preloadPage } from './app/AppRoutes';
import { activateLocale, detectLocale } from './shared/i18n';
import { startupReads } from './app/startupReads';
import { prefetchFirstPage } from './modules/inbox/utils/firstPage';
import { paramsFromAddress } from './modules/inbox/utils/inboxAddress';
import { prefetchCursor } from './modules/realtime/utils/updatesPage';
import { prefetchMe } from './modules/session/utils/sessionRequests';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { client, connection } = createApolloClient();

// While the language catalog loads, already ask who is signed in and fetch the page being opened:
// otherwise each waits for the one before it. The page's ~20 files are asked for after the catalog
// (its import starts a microtask later), which the first screen waits for.
// Signed in, the realtime cursor and the inbox's first page follow at once (app/startupReads.ts).
const localeReady = activateLocale(detectLocale());
startupReads({
  me: prefetchMe(),
  readCursor: () => prefetchCursor(client),
  readFirstPage: (params) => prefetchFirstPage(client, params),
  inboxParams: paramsFromAddress(window.location),
});
setTimeout(() => preloadPage(window.location.pathname), 0);

void localeReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App client={client} connection={connection} />
    </StrictMode>,
  );
});
