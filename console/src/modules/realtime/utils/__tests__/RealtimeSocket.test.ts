import { RealtimeSocket, type ConnectionState, type SocketLike } from '../RealtimeSocket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
  serverClose(code: number) {
    this.onclose?.({ code } as CloseEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const states: ConnectionState[] = [];
  const onUnauthorized = jest.fn();
  const socket = new RealtimeSocket({
    url: 'ws://test/websocket/connect',
    udId: 'ud-1',
    lang: () => 'zh_cn',
    onStateChange: (s) => states.push(s),
    onUnauthorized,
    createSocket: () => {
      const fake = new FakeSocket();
      sockets.push(fake);
      return fake;
    },
  });
  const current = () => sockets[sockets.length - 1];
  return { socket, sockets, states, onUnauthorized, current };
}

describe('RealtimeSocket (spec §4 socket connection status)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('handshakes, then pings every 20 s', () => {
    const { socket, states, current } = setup();
    socket.connect();
    expect(states).toEqual(['processing']);
    current().open();
    expect(current().sent[0]).toEqual({
      type: 'handshake',
      udId: 'ud-1',
      clientType: 26,
      version: 1,
      lang: 'zh_cn',
      getUpdates: true,
    });
    current().receive({ type: 'handshake', data: {} });
    expect(socket.state).toBe('success');

    jest.advanceTimersByTime(20_000);
    expect(current().sent[1]).toEqual({ type: 'ping', id: 1 });
    current().receive({ type: 'pong', id: 1 });
    jest.advanceTimersByTime(20_000);
    expect(current().sent[2]).toEqual({ type: 'ping', id: 2 });
    expect(socket.state).toBe('success');
    socket.dispose();
  });

  it('becomes pending_retry when a pong does not come within 10 s, and reconnects on retryIfFailed', () => {
    const { socket, sockets, current } = setup();
    socket.connect();
    current().open();
    current().receive({ type: 'handshake', data: {} });
    jest.advanceTimersByTime(20_000);
    jest.advanceTimersByTime(9_999);
    expect(socket.state).toBe('success');
    jest.advanceTimersByTime(1);
    expect(socket.state).toBe('pending_retry');
    expect(sockets[0].closed).toBe(true);

    // Nothing happens by itself...
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    // ...until the window regains focus.
    socket.retryIfFailed();
    expect(sockets).toHaveLength(2);
    expect(socket.state).toBe('processing');
    socket.dispose();
  });

  it('is error when the handshake does not answer within 10 s', () => {
    const { socket, current } = setup();
    socket.connect();
    current().open();
    jest.advanceTimersByTime(10_000);
    expect(socket.state).toBe('error');
    socket.dispose();
  });

  it('is error when the connection is refused, pending_retry when a live one drops', () => {
    const { socket, current } = setup();
    socket.connect();
    current().serverClose(1006);
    expect(socket.state).toBe('error');

    socket.retry();
    current().open();
    current().receive({ type: 'handshake', data: {} });
    current().serverClose(1006);
    expect(socket.state).toBe('pending_retry');
    socket.dispose();
  });

  it('reports an expired session (close 4401)', () => {
    const { socket, current, onUnauthorized } = setup();
    socket.connect();
    current().open();
    current().receive({ type: 'error', error: { code: 401, message: 'Please sign in' } });
    current().serverClose(4401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(socket.state).toBe('error');
    socket.dispose();
  });

  it('does not open a second connection while one is opening or open', () => {
    const { socket, sockets, current } = setup();
    socket.connect();
    socket.connect();
    socket.retryIfFailed();
    expect(sockets).toHaveLength(1);
    current().open();
    current().receive({ type: 'handshake', data: {} });
    socket.retryIfFailed();
    expect(sockets).toHaveLength(1);
    socket.dispose();
  });
});
