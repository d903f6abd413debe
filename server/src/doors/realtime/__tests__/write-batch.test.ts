import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { batchWrites } from '../write-batch';

describe('batched websocket writes', () => {
  let wss: WebSocketServer;
  let client: WebSocket;
  let server: WebSocket;
  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(wss, 'listening');
    const connected = once(wss, 'connection');
    client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    [server] = (await connected) as [WebSocket];
    await once(client, 'open');
  });
  afterAll(async () => {
    client.close();
    await new Promise((resolve) => wss.close(resolve));
  });

  it('holds the frames of one turn until the turn is over, then sends them all, in order', async () => {
    const socket = (server as unknown as { _socket: Duplex })._socket;
    const received: string[] = [];
    client.on('message', (data) => received.push(String(data)));
    for (const text of ['one', 'two', 'three']) {
      batchWrites(server);
      server.send(text);
    }
    expect(socket.writableCorked).toBe(1);
    expect(socket.writableLength).toBeGreaterThan(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.writableCorked).toBe(0);
    while (received.length < 3) await once(client, 'message');
    expect(received).toEqual(['one', 'two', 'three']);
  });
});
