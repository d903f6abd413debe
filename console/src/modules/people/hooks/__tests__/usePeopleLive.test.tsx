import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EventHub } from '../../../realtime/utils/EventHub';
import { RealtimeHubContext } from '../../../realtime/utils/realtimeContext';
import { CustomerRowFragment } from '../../graphql/CustomerRow.fragment';
import { usePeopleLive } from '../usePeopleLive';
import { createCache } from '../../../../app/cache';

const row = (id: string) => ({
  __typename: 'Customer' as const,
  id,
  displayName: `Customer ${id}`,
  generatedName: false,
  email: null,
  refId: null,
  platformReference: null,
  createDate: 1,
  online: false,
  conversationCount: 1,
});

function setup() {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
  for (const id of ['u1', 'u2']) {
    client.cache.writeFragment({ id: `Customer:${id}`, fragment: CustomerRowFragment, fragmentName: 'CustomerRow_customer', data: row(id) });
  }
  const hub = new EventHub();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <RealtimeHubContext.Provider value={{ hub, session: null }}>{children}</RealtimeHubContext.Provider>
    </ApolloProvider>
  );
  const cached = () => Object.keys(client.cache.extract() as Record<string, unknown>);
  const publish = (payload: Record<string, unknown>) => act(() => hub.publish({ id: 'e1', type: 'customer.erased', cursor: null, replay: false, payload }));
  return { wrapper, cached, publish };
}

describe('the people pages when a customer is erased', () => {
  it('tell the page, then forget the customer', () => {
    const { wrapper, cached, publish } = setup();
    const heard: { id: string; stillCached: boolean }[] = [];
    renderHook(() => usePeopleLive({ onCustomerErased: (id) => heard.push({ id, stillCached: cached().includes(`Customer:${id}`) }) }), { wrapper });
    publish({ customerId: 'u1', conversationIds: ['c1'] });
    // The page hears first: a profile of theirs must know it is leaving before its query finds them gone.
    expect(heard).toEqual([{ id: 'u1', stillCached: true }]);
    expect(cached()).not.toContain('Customer:u1');
    expect(cached()).toContain('Customer:u2');
  });

  it('forget them on pages that show no customer too', () => {
    const { wrapper, cached, publish } = setup();
    renderHook(() => usePeopleLive(), { wrapper });
    publish({ customerId: 'u2', conversationIds: [] });
    expect(cached()).not.toContain('Customer:u2');
  });
});
