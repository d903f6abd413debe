import { ApolloClient, ApolloLink, InMemoryCache, Observable, type FetchResult } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import type { ConversationStatus } from '../../../../__generated__/graphql';
import { readCard } from '../../utils/cardCache';
import { inboxCard } from './inboxCard.fixture';
import { renderInboxLive } from './inboxLive.fixture';

/** A server whose answers the test releases; each answers the conversation as it is at release time. */
function heldServer() {
  const held: ((result: FetchResult) => void)[] = [];
  let status: ConversationStatus = 'open';
  const link = new ApolloLink(
    () =>
      new Observable<FetchResult>((observer) => {
        held.push((result) => {
          observer.next(result);
          observer.complete();
        });
      }),
  );
  return {
    link,
    requests: () => held.length,
    close: () => (status = 'closed'),
    release: (i: number) => held[i]({ data: { conversation: inboxCard('c1', { status }) } }),
  };
}

describe('the inbox list when a conversation changes twice while its card is being read', () => {
  it('reads it again for the second change instead of sharing the read already on its way', async () => {
    const server = heldServer();
    const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
    const { publish } = renderInboxLive(client);
    const updated = () => publish('conversation.updated', { id: 'c1' });

    updated();
    await waitFor(() => expect(server.requests()).toBe(1));
    // It closes while the first read is on its way (that read may already have seen it open): the second event says so.
    server.close();
    updated();
    await waitFor(() => expect(server.requests()).toBe(2));
    server.release(1);
    await waitFor(() => expect(readCard(client.cache, 'c1')?.status).toBe('closed'));
  });
});
