import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { receiverInternals, releaseMessageFragments } from '../ws-fragments';

interface Pair {
  server: WebSocket;
  client: WebSocket;
  close: () => Promise<void>;
}

async function pair(): Promise<Pair> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(wss, 'listening');
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const [[server]] = (await Promise.all([once(wss, 'connection'), once(client, 'open')])) as [[WebSocket], unknown];
  return {
    server,
    client,
    close: async () => {
      client.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

/** The array the server's receiver will gather its next message's fragments in. */
const nextFragments = (server: WebSocket): unknown[] => (server as unknown as { _receiver: { _fragments: unknown[] } })._receiver._fragments;

/** The next `count` messages the server receives. */
function messages(server: WebSocket, count: number): Promise<RawData[]> {
  const got: RawData[] = [];
  return new Promise((resolve) => {
    const on = (raw: RawData) => {
      got.push(raw);
      if (got.length === count) {
        server.off('message', on);
        resolve(got);
      }
    };
    server.on('message', on);
  });
}

describe("ws's receiver lets go of a message's fragments (ws-fragments.ts)", () => {
  beforeAll(() => releaseMessageFragments());

  it('ws still has the receiver members the fix relies on (an upgrade of ws that changes them fails here)', () => {
    expect(receiverInternals()).not.toBeNull();
  });

  it('empties the array a message was gathered in once it is assembled, and every message arrives whole, one of three frames too', async () => {
    const { server, client, close } = await pair();
    try {
      const first = nextFragments(server);
      const arriving = messages(server, 3);
      client.send('{"type":"ping","id":1}');
      client.send('part one, ', { fin: false });
      client.send('two, ', { fin: false });
      client.send('three', { fin: true });
      client.send('last');
      const got = await arriving;
      expect(got.map(String)).toEqual(['{"type":"ping","id":1}', 'part one, two, three', 'last']);
      // Unreleased, it would still hold the first ping's buffer (and keep it alive until a major collection).
      expect(first).toHaveLength(0);
      expect(nextFragments(server)).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it("leaves alone the arrays handed to the application (binaryType 'fragments')", async () => {
    const { server, client, close } = await pair();
    try {
      server.binaryType = 'fragments';
      const arriving = messages(server, 1);
      client.send(Buffer.from('abc'), { fin: false });
      client.send(Buffer.from('def'), { fin: true });
      const [got] = await arriving;
      expect(Array.isArray(got)).toBe(true);
      expect(Buffer.concat(got as Buffer[]).toString()).toBe('abcdef');
    } finally {
      await close();
    }
  });
});
