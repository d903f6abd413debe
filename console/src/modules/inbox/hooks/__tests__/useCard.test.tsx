import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createCache } from '../../../../app/cache';
import { InboxCardFragment } from '../../graphql/InboxCard.fragment';
import { useCard } from '../useCard';
import { inboxCard } from './inboxCard.fixture';

const card = inboxCard('c1', { unread: true });

// The console's own cache, which reads a new object each time (no result caching).
function setup() {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
  const write = (data: typeof card) =>
    client.cache.writeFragment({ id: client.cache.identify(data), fragment: InboxCardFragment, fragmentName: 'InboxCard_conversation', data });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, write, wrapper };
}

describe('useCard', () => {
  it('is null until the cache holds the conversation, then follows its changes', async () => {
    const { write, wrapper } = setup();
    const { result } = renderHook(() => useCard('c1'), { wrapper });
    expect(result.current).toBeNull();
    act(() => void write(card));
    await waitFor(() => expect(result.current?.unread).toBe(true));
    act(() => void write({ ...card, unread: false, status: 'closed' }));
    await waitFor(() => expect(result.current).toMatchObject({ unread: false, status: 'closed' }));
  });

  it('shows optimistic changes and their rollback, and keeps the same object while nothing changes', async () => {
    const { client, write, wrapper } = setup();
    write(card);
    const { result, rerender } = renderHook(() => useCard('c1'), { wrapper });
    const first = result.current;
    expect(first?.status).toBe('open');
    rerender();
    expect(result.current).toBe(first);
    act(() => client.cache.recordOptimisticTransaction((c) => void c.modify({ id: c.identify(card), fields: { status: () => 'closed' } }), 'change'));
    await waitFor(() => expect(result.current?.status).toBe('closed'));
    act(() => client.cache.removeOptimistic('change'));
    await waitFor(() => expect(result.current?.status).toBe('open'));
  });

  it('follows another conversation when the id changes, and stops watching on unmount', async () => {
    const { write, wrapper } = setup();
    write(card);
    write({ ...card, id: 'c2', name: 'Conversation c2' });
    const { result, rerender, unmount } = renderHook(({ id }) => useCard(id), { wrapper, initialProps: { id: 'c1' } });
    expect(result.current?.name).toBe('Conversation c1');
    rerender({ id: 'c2' });
    expect(result.current?.name).toBe('Conversation c2');
    unmount();
    // A write after unmount reaches no watch of ours (React would warn about an update on an unmounted hook).
    act(() => void write({ ...card, id: 'c2', name: 'Renamed' }));
  });
});
