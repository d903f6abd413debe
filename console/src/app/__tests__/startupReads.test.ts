import type { UpdatesPage } from '@parley/protocol';
import { startupReads } from '../startupReads';

const page: UpdatesPage = { cursor: 42, hasMore: false, reset: false, updates: [] };
const inbox = { status: 'open' as const, filter: 'all' as const };

/** A promise the test settles. */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('what the console asks for at startup', () => {
  it("signed in on the inbox: the cursor once the session is known, the list's first page only once the cursor has answered", async () => {
    const me = held<unknown>();
    const cursor = held<UpdatesPage>();
    const readCursor = jest.fn(() => cursor.promise);
    const readFirstPage = jest.fn();
    startupReads({ me: me.promise, readCursor, readFirstPage, inboxParams: inbox });
    await settle();
    expect(readCursor).not.toHaveBeenCalled();

    me.resolve({ userId: 'a1' });
    await settle();
    expect(readCursor).toHaveBeenCalledTimes(1);
    // Read before the cursor, the page could miss a change the first catch-up would not bring.
    expect(readFirstPage).not.toHaveBeenCalled();

    cursor.resolve(page);
    await settle();
    expect(readFirstPage).toHaveBeenCalledWith(inbox);
  });

  it('signed out: nothing more is asked', async () => {
    const me = held<unknown>();
    const readCursor = jest.fn(() => Promise.resolve(page));
    const readFirstPage = jest.fn();
    startupReads({ me: me.promise, readCursor, readFirstPage, inboxParams: inbox });
    me.reject(new Error('401'));
    await settle();
    expect(readCursor).not.toHaveBeenCalled();
    expect(readFirstPage).not.toHaveBeenCalled();
  });

  it('the cursor failed: no page either (the inbox reads its own, after the realtime session has its cursor)', async () => {
    const readCursor = jest.fn(() => Promise.reject(new Error('unreachable')));
    const readFirstPage = jest.fn();
    startupReads({ me: Promise.resolve({}), readCursor, readFirstPage, inboxParams: inbox });
    await settle();
    expect(readCursor).toHaveBeenCalledTimes(1);
    expect(readFirstPage).not.toHaveBeenCalled();
  });

  it('too late for the cursor (the realtime session already read it): no page either', async () => {
    const readFirstPage = jest.fn();
    startupReads({ me: Promise.resolve({}), readCursor: () => null, readFirstPage, inboxParams: inbox });
    await settle();
    expect(readFirstPage).not.toHaveBeenCalled();
  });

  it('another page (or a view the address alone does not decide): the cursor only', async () => {
    const readCursor = jest.fn(() => Promise.resolve(page));
    const readFirstPage = jest.fn();
    startupReads({ me: Promise.resolve({}), readCursor, readFirstPage, inboxParams: null });
    await settle();
    expect(readCursor).toHaveBeenCalledTimes(1);
    expect(readFirstPage).not.toHaveBeenCalled();
  });
});
