import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

const corked = new Set<Duplex>();

function uncorkAll(): void {
  for (const socket of corked) socket.uncork();
  corked.clear();
}

/**
 * Holds a websocket's writes until the event loop has handled every I/O callback of this turn, so
 * the frames a socket gets in one turn (several sends completing together under load) leave in one
 * system call instead of one each. The socket is ws's underlying TCP socket: cork/uncork nest, so
 * ws's own cork around each frame keeps working inside this one.
 */
export function batchWrites(ws: WebSocket): void {
  const socket = (ws as unknown as { _socket?: Duplex })._socket;
  if (!socket || corked.has(socket)) return;
  if (corked.size === 0) setImmediate(uncorkAll);
  socket.cork();
  corked.add(socket);
}
