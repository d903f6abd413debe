import { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CustomerNameQuery } from '../../../people/graphql/CustomerName.query';
import { MessageExportKeyQuery } from '../../../report/graphql/Report';
import { heldLink } from '../../../../test/heldLink';
import { useFreshRead } from '../useFreshRead';
import { createCache } from '../../../../app/cache';

/** A server whose answers the test releases one by one; each answers the customer's name at release time. */
function heldServer() {
  const held = heldLink();
  let name = 'Ann';
  return {
    ...held,
    rename: (n: string) => (name = n),
    /** Answers request i as the server would if it read the row now. */
    release: (i: number) =>
      held.answer(i, {
        data: { customer: { __typename: 'Customer', id: String(held.variablesOf(i).id), displayName: name, generatedName: false, email: null } },
      }),
  };
}

function setup() {
  const server = heldServer();
  const client = new ApolloClient({ link: server.link, cache: createCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { server, wrapper };
}

/** c1's name on screen (useQuery) beside a fresh read of it, once the first answer (Ann) shows. */
async function nameOnScreen({ server, wrapper }: ReturnType<typeof setup>) {
  const { result } = renderHook(
    () => {
      const query = useQuery(CustomerNameQuery, { variables: { id: 'c1' }, fetchPolicy: 'cache-and-network' });
      return { name: query.data?.customer.displayName ?? null, error: query.error, readAgain: useFreshRead(CustomerNameQuery, { id: 'c1' }) };
    },
    { wrapper },
  );
  await waitFor(() => expect(server.requests()).toBe(1));
  server.release(0);
  await waitFor(() => expect(result.current.name).toBe('Ann'));
  return result;
}

describe('useFreshRead', () => {
  it('sends a request of its own while an identical one is on its way, and the query on screen shows its answer', async () => {
    const screen = setup();
    const { server } = screen;
    const result = await nameOnScreen(screen);

    // An event: the read it asks for takes its time.
    act(() => result.current.readAgain());
    await waitFor(() => expect(server.requests()).toBe(2));
    // The customer is renamed, and an event says so, while that read (which saw the row before) is
    // still on its way: a deduplicated read (useQuery's refetch) would share it, and show the old name for good.
    server.rename('Ann Lee');
    act(() => result.current.readAgain());
    await waitFor(() => expect(server.requests()).toBe(3));
    expect(server.variablesOf(2)).toEqual({ id: 'c1' });

    server.rename('Ann');
    server.release(1);
    server.rename('Ann Lee');
    server.release(2);
    await waitFor(() => expect(result.current.name).toBe('Ann Lee'));
  });

  it('keeps one callback across renders and reads with the variables of the latest render', async () => {
    const { server, wrapper } = setup();
    const { result, rerender } = renderHook(({ id }) => useFreshRead(CustomerNameQuery, { id }), { wrapper, initialProps: { id: 'a' } });
    const first = result.current;
    rerender({ id: 'b' });
    expect(result.current).toBe(first);
    act(() => result.current());
    await waitFor(() => expect(server.requests()).toBe(1));
    expect(server.variablesOf(0)).toEqual({ id: 'b' });
  });

  it('drops a failed read: the query keeps what it showed, and the next read shows the change', async () => {
    const screen = setup();
    const { server } = screen;
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const result = await nameOnScreen(screen);

      act(() => result.current.readAgain());
      await waitFor(() => expect(server.requests()).toBe(2));
      await act(async () => server.fail(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(result.current.name).toBe('Ann');
      expect(result.current.error).toBeUndefined();
      expect(unhandled).not.toHaveBeenCalled();

      server.rename('Ann Lee');
      act(() => result.current.readAgain());
      await waitFor(() => expect(server.requests()).toBe(3));
      server.release(2);
      await waitFor(() => expect(result.current.name).toBe('Ann Lee'));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('asks for variables exactly when the query has required ones', () => {
    const { wrapper } = setup();
    renderHook(
      () => {
        useFreshRead(MessageExportKeyQuery);
        // @ts-expect-error CustomerNameQuery needs its id
        useFreshRead(CustomerNameQuery);
      },
      { wrapper },
    );
  });
});
