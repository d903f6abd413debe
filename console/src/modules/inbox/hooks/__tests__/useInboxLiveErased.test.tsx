import { ApolloClient, ApolloLink } from '@apollo/client';
import { InboxCardFragment } from '../../graphql/InboxCard.fragment';
import { readCard } from '../../utils/cardCache';
import { inboxCard } from './inboxCard.fixture';
import { renderInboxLive } from './inboxLive.fixture';
import { createCache } from '../../../../app/cache';

const card = (id: string, customerId: string) => inboxCard(id, { customer: [{ id: customerId, displayName: customerId, generatedName: false }] });

function setup() {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
  for (const c of [card('c1', 'u1'), card('c2', 'u1'), card('c3', 'u2')]) {
    client.cache.writeFragment({ id: client.cache.identify(c), fragment: InboxCardFragment, fragmentName: 'InboxCard_conversation', data: c });
  }
  const { options, publish } = renderInboxLive(client, 'c1');
  return { client, options, publish: (payload: Record<string, unknown>) => publish('customer.erased', payload) };
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
