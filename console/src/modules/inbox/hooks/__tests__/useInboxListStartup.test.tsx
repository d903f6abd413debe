import { ApolloClient, ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { prefetchFirstPage } from '../../utils/firstPage';
import type { ViewParams } from '../../utils/views';
import { useInboxList } from '../useInboxList';
import { inboxCard } from './inboxCard.fixture';
import { createCache } from '../../../../app/cache';

const all: ViewParams = { status: 'open', filter: 'all' };

describe('the inbox list opened after its first page was asked for at startup', () => {
  it('shows that page and asks for no other', async () => {
    const requests: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable<FetchResult>((observer) => {
          requests.push(operation.operationName ?? '');
          observer.next({ data: { conversations: [inboxCard('c1'), inboxCard('c2')] } });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ link, cache: createCache() });
    prefetchFirstPage(client, all);
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => useInboxList({ params: all, selectedId: null, me: 'a1', myTeams: [] }), { wrapper });
    await waitFor(() => expect(result.current.ids).toEqual(['c1', 'c2']));
    expect(result.current.loading).toBe(false);
    expect(requests).toEqual(['InboxConversations']);
  });
});
