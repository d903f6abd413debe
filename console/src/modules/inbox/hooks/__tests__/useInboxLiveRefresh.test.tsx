import { ApolloClient, ApolloLink, InMemoryCache, Observable, type FetchResult } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EventHub } from '../../../realtime/utils/EventHub';
import { RealtimeHubContext } from '../../../realtime/utils/realtimeContext';
import { readCard } from '../../utils/cardCache';
import { useInboxLive, type InboxLiveOptions } from '../useInboxLive';
import { inboxCard } from './inboxCard.fixture';

/** A server whose answers the test releases; each answers the conversation as it is at release time. */
function heldServer() {
  const held: ((result: FetchResult) => void)[] = [];
  let status = 'open';
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
    const hub = new EventHub();
    const options: InboxLiveOptions = {
      me: 'me',
      selectedId: null,
      place: jest.fn(),
      onCountsChanged: jest.fn(),
      onConfigurationChanged: jest.fn(),
      onMessage: jest.fn(),
      onReset: jest.fn(),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>
        <RealtimeHubContext.Provider value={{ hub, session: null }}>{children}</RealtimeHubContext.Provider>
      </ApolloProvider>
    );
    renderHook(() => useInboxLive(options), { wrapper });
    const updated = (id: string) => act(() => hub.publish({ id, type: 'conversation.updated', cursor: null, replay: false, payload: { id: 'c1' } }));

    updated('e1');
    await waitFor(() => expect(server.requests()).toBe(1));
    // It closes while the first read is on its way (that read may already have seen it open): the second event says so.
    server.close();
    updated('e2');
    await waitFor(() => expect(server.requests()).toBe(2));
    server.release(1);
    await waitFor(() => expect(readCard(client.cache, 'c1')?.status).toBe('closed'));
  });
});
