import { ApolloClient, ApolloLink, Observable, type FetchResult } from '@apollo/client';
import type { ViewParams } from '../views';
import { paramsKey } from '../views';
import { createCache } from '../../../../app/cache';

const all: ViewParams = { status: 'open', filter: 'all' };
const mine: ViewParams = { status: 'open', filter: 'me' };

/** The module afresh (its startup page is module state), and a client whose requests are counted and never answered. */
function setup() {
  let firstPage!: typeof import('../firstPage');
  jest.isolateModules(() => {
    firstPage = jest.requireActual<typeof import('../firstPage')>('../firstPage');
  });
  const asked: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.variables);
    return new Observable<FetchResult>(() => undefined);
  });
  const client = new ApolloClient({ link, cache: createCache() });
  return { ...firstPage, client, asked };
}

describe("the inbox's first page asked for at startup", () => {
  it('goes to the first list of the same view, once', () => {
    const { client, asked, prefetchFirstPage, takeFirstPage } = setup();
    prefetchFirstPage(client, all);
    expect(asked).toEqual([{ filter: { status: 'open', filter: 'all', size: 20 } }]);
    expect(takeFirstPage(paramsKey(all))).not.toBeNull();
    expect(takeFirstPage(paramsKey(all))).toBeNull();
  });

  it('is dropped when the list opens on another view', () => {
    const { client, prefetchFirstPage, takeFirstPage } = setup();
    prefetchFirstPage(client, all);
    expect(takeFirstPage(paramsKey(mine))).toBeNull();
    expect(takeFirstPage(paramsKey(all))).toBeNull();
  });

  it('is not asked for once the list has asked itself: it would be older than what the list read', () => {
    const { client, asked, prefetchFirstPage, takeFirstPage } = setup();
    expect(takeFirstPage(paramsKey(all))).toBeNull();
    prefetchFirstPage(client, all);
    expect(asked).toEqual([]);
    expect(takeFirstPage(paramsKey(all))).toBeNull();
  });
});
