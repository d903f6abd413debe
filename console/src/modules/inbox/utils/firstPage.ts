import type { ApolloClient } from '@apollo/client';
import { StartupRead } from '../../../shared/startupRead';
import { InboxConversationsQuery } from '../graphql/InboxConversations.query';
import { filterOf, paramsKey, type ViewParams } from './views';

/** Spec §9: the inbox loads 20 conversations a page. */
export const INBOX_PAGE_SIZE = 20;

/**
 * One page of a view's conversations, written to the cache for the cards and not read back from
 * it: the list keeps only ids (a read back would walk every field of the page's conversations for
 * nothing).
 */
export async function readPage(client: ApolloClient, params: ViewParams, beforeId: string | null) {
  const variables = { filter: { ...filterOf(params), size: INBOX_PAGE_SIZE, ...(beforeId ? { beforeId } : {}) } };
  const res = await client.query({ query: InboxConversationsQuery, variables, fetchPolicy: 'no-cache' });
  if (res.data) client.cache.writeQuery({ query: InboxConversationsQuery, variables, data: res.data });
  return res;
}

export type PageRequest = ReturnType<typeof readPage>;

const startup = new StartupRead<{ key: string; request: PageRequest }>();

/** Asks for a view's first page at startup (main.tsx), before the inbox's code has arrived; the list takes it. */
export function prefetchFirstPage(client: ApolloClient, params: ViewParams): void {
  startup.start(() => {
    const request = readPage(client, params, null);
    request.catch(() => undefined); // handled by whoever takes it
    return { key: paramsKey(params), request };
  });
}

/** The first page asked for at startup, to the list's first ask only, if it is this view's (paramsKey); else null. */
export function takeFirstPage(key: string): PageRequest | null {
  const pending = startup.take();
  return pending?.key === key ? pending.request : null;
}
