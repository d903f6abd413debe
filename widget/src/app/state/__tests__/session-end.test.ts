/**
 * @jest-environment jsdom
 */
import { createLiveClient, type ConnectionStatus, type LiveClient } from '../../api/apollo';
import { REOPEN_GAP_MS, SessionEndWatch } from '../session-end';

interface CloseEventLike {
  code: number;
  reason: string;
  wasClean: boolean;
}

/** A server that accepts the socket, reads connection_init, then closes it with `closeCode` (graphql-ws's refusal). */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static closeCode = 4403;
  static sent: string[] = [];
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onclose: ((event: CloseEventLike) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor() {
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string): void {
    FakeSocket.sent.push(data);
    setTimeout(() => {
      this.readyState = FakeSocket.CLOSED;
      this.onclose?.({ code: FakeSocket.closeCode, reason: 'Forbidden', wasClean: true });
    });
  }

  close(): void {
    this.readyState = FakeSocket.CLOSED;
  }
}

/** What fetch answers GET /api/me: a status, or a network failure. */
function meAnswers(answer: number | 'network error'): jest.Mock {
  const fetchMock = jest.fn(() =>
    answer === 'network error'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve({
          ok: answer < 400,
          status: answer,
          json: () => Promise.resolve(answer < 400 ? { data: { type: 'customer' } } : { error: { message: `HTTP ${answer}` } }),
        }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

let client: LiveClient | undefined;

/** The widget's live connection with token t1, against FakeSocket; resolves at its first close. */
function connect(closeCode: number, onRefused: () => void): Promise<void> {
  FakeSocket.closeCode = closeCode;
  return new Promise((resolve) => {
    client = createLiveClient({
      token: 't1',
      lang: () => 'en',
      onStatus: (status: ConnectionStatus) => {
        if (status === 'offline') resolve();
      },
      onConnected: () => undefined,
      onRefused,
    });
  });
}

/** The check the first refusal started (the watch answers whether it opened a new session). */
function firstRefusal(watch: SessionEndWatch): Promise<boolean> {
  return new Promise((resolve) => void connect(4403, () => resolve(watch.refused('t1'))));
}

describe('the widget when its live connection is refused', () => {
  beforeEach(() => {
    FakeSocket.sent = [];
    global.WebSocket = FakeSocket as unknown as typeof WebSocket;
  });
  afterEach(() => {
    client?.stop();
    client = undefined;
  });

  it('reports a close with 4403 (the token refused at connection_init), and no other close', async () => {
    const refused = jest.fn();
    await connect(1006, refused);
    expect(refused).not.toHaveBeenCalled();
    client?.stop();
    await connect(4403, refused);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(FakeSocket.sent.map((m) => JSON.parse(m) as { type: string; payload: { token: string } })).toContainEqual(
      expect.objectContaining({ type: 'connection_init', payload: expect.objectContaining({ token: 't1' }) }),
    );
  });

  it('stopped while the server is refusing its connection (the session is being replaced), it leaves no unhandled rejection', async () => {
    const closed = connect(4403, () => undefined);
    // Still connecting: graphql-ws's dispose waits for that connection, which the server then refuses.
    client?.stop();
    await closed;
    // Node reports a rejection nobody handled once the microtasks of the close have run, before the
    // next task; jest fails the test it happens in ("thrown: { code: 4403 … }").
    await new Promise((resolve) => setTimeout(resolve));
  });

  it('4403 and /api/me answering 401: the session is over, a new one opens', async () => {
    const fetchMock = meAnswers(401);
    const reopen = jest.fn(() => Promise.resolve());
    await expect(firstRefusal(new SessionEndWatch(reopen))).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer t1' }) }));
    expect(reopen).toHaveBeenCalledWith('t1');
  });

  it('4403 and /api/me answering 403: the session is over too', async () => {
    meAnswers(403);
    const reopen = jest.fn(() => Promise.resolve());
    await expect(firstRefusal(new SessionEndWatch(reopen))).resolves.toBe(true);
    expect(reopen).toHaveBeenCalledTimes(1);
  });

  it.each([['network error' as const], [500], [503]])('4403 and /api/me failing (%s): no new session, the connection keeps retrying', async (answer) => {
    meAnswers(answer);
    const reopen = jest.fn(() => Promise.resolve());
    await expect(firstRefusal(new SessionEndWatch(reopen))).resolves.toBe(false);
    expect(reopen).not.toHaveBeenCalled();
  });

  it('4403 for a token /api/me still accepts (its access changed): the session is kept', async () => {
    meAnswers(200);
    const reopen = jest.fn(() => Promise.resolve());
    await expect(firstRefusal(new SessionEndWatch(reopen))).resolves.toBe(false);
    expect(reopen).not.toHaveBeenCalled();
  });

  it('opens at most one new session per 10 s, however often the connection is refused', async () => {
    const fetchMock = meAnswers(401);
    let now = 1_000_000;
    const reopen = jest.fn(() => Promise.resolve());
    const watch = new SessionEndWatch(reopen, undefined, () => now);
    // Refusals while the token is being checked wait for that check, not one each.
    const [first, second] = await Promise.all([watch.refused('t1'), watch.refused('t1')]);
    expect([first, second]).toEqual([true, false]);
    now += REOPEN_GAP_MS - 1;
    await expect(watch.refused('t2')).resolves.toBe(false);
    now += 1;
    await expect(watch.refused('t2')).resolves.toBe(true);
    expect(reopen.mock.calls).toEqual([['t1'], ['t2']]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
