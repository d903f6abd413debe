import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { prefetchFirstPage } from '../modules/inbox/utils/firstPage';
import { paramsFromAddress } from '../modules/inbox/utils/inboxAddress';
import { prefetchCursor } from '../modules/realtime/utils/updatesPage';
import { pendingMe } from '../modules/session/utils/sessionRequests';
import { loadCatalog } from '../shared/i18n';
import { createApolloClient } from './apollo';
import { App } from './App';
import { preloadPage } from './AppRoutes';
import { startupReads } from './startupReads';

/**
 * The console itself (router, GraphQL client, realtime, shell), a chunk of its own that main.tsx
 * fetches on a signed-in address or once a sign-in succeeds. The session check is already under
 * way; signed in, the realtime cursor and the inbox's first page follow at once (startupReads.ts),
 * while the page being opened and the console's strings arrive.
 */
export function startConsole(root: Root): void {
  const { client, connection } = createApolloClient();
  const catalog = loadCatalog('inbox');
  startupReads({
    me: pendingMe(),
    readCursor: () => prefetchCursor(client),
    readFirstPage: (params) => prefetchFirstPage(client, params),
    inboxParams: paramsFromAddress(window.location),
  });
  preloadPage(window.location.pathname);
  void catalog.then(() => {
    root.render(
      <StrictMode>
        <App client={client} connection={connection} />
      </StrictMode>,
    );
  });
}
