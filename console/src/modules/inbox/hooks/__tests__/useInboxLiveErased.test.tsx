import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EventHub } from '../../../realtime/utils/EventHub';
import { RealtimeHubContext } from '../../../realtime/utils/realtimeContext';
import { InboxCardFragment } from '../../graphql/InboxCard.fragment';
import { readCard } from '../../utils/cardCache';
import { useInboxLive, type InboxLiveOptions } from '../useInboxLive';
import { inboxCard } from './inboxCard.fixture';

const card = (id: string, customerId: string) => inboxCard(id, { customer: [{ id: customerId, displayName: customerId }] });

function setup() {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  for (const c of [card('c1', 'u1'), card('c2', 'u1'), card('c3', 'u2')]) {
    client.cache.writeFragment({ id: client.cache.identify(c), fragment: InboxCardFragment, fragmentName: 'InboxCard_conversation', data: c });
  }
  const hub = new EventHub();
  const options: InboxLiveOptions = {
    me: 'me',
    selectedId: 'c1',
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
  const publish = (payload: Record<string, unknown>) => act(() => hub.publish({ id: 'e1', type: 'customer.erased', cursor: null, replay: false, payload }));
  return { client, options, publish };
}

describe('the inbox when a customer is erased', () => {
  it('forgets their conversations, takes them out of the list and asks for the counters again', () => {
    const { client, options, publish } = setup();
    publish({ customerId: 'u1', conversationIds: ['c1', 'c2'] });
    expect(readCard(client.cache, 'c1')).toBeNull();
    expect(readCard(client.cache, 'c2')).toBeNull();
    expect(readCard(client.cache, 'c3')?.id).toBe('c3');
    expect(options.place).toHaveBeenCalledWith('c1');
    expect(options.place).toHaveBeenCalledWith('c2');
    expect(options.place).not.toHaveBeenCalledWith('c3');
    expect(options.onCountsChanged).toHaveBeenCalledWith(null);
  });

  it('ignores a payload without a customer', () => {
    const { client, options, publish } = setup();
    publish({ conversationIds: ['c1'] });
    expect(readCard(client.cache, 'c1')?.id).toBe('c1');
    expect(options.place).not.toHaveBeenCalled();
    expect(options.onCountsChanged).not.toHaveBeenCalled();
  });
});
