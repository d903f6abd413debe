import type { ApolloClient } from '@apollo/client';
import type { UpdatesPage } from '@parley/protocol';
import { StartupRead } from '../../../shared/startupRead';
import { UpdatesSinceQuery } from '../graphql/UpdatesSince.query';
import { toUpdatesPage } from './updateEvents';

/** One updatesSince page: large enough that a short outage is one request, within the server's 500. */
export const CATCH_UP_PAGE_SIZE = 100;

/** The changes after `since`, one page; with `since` null, only the current cursor. */
export function fetchUpdates(client: ApolloClient, since: number | null): Promise<UpdatesPage> {
  return client.query({ query: UpdatesSinceQuery, variables: { cursor: since, size: CATCH_UP_PAGE_SIZE }, fetchPolicy: 'no-cache' }).then(({ data }) => {
    if (!data) throw new Error('updatesSince answered no data');
    return toUpdatesPage(data.updatesSince);
  });
}

const startup = new StartupRead<Promise<UpdatesPage>>();

/** Reads the current cursor at startup (main.tsx), before the first render; the realtime session's start takes it. */
export function prefetchCursor(client: ApolloClient): Promise<UpdatesPage> | null {
  return startup.start(() => {
    const request = fetchUpdates(client, null);
    request.catch(() => undefined); // handled by whoever takes it
    return request;
  });
}

/** The cursor read at startup, to the realtime session's first start only; null when none was made. */
export function takeStartupCursor(): Promise<UpdatesPage> | null {
  return startup.take();
}
