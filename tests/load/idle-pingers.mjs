// The idle floor's clients, in their own process (the benchmark's own holds the node's 10,000 and a
// process may open 20,000 files here): COUNT sockets to a bare ws server, 200 connecting at a time,
// each sending a JSON ping every 20 s from a jittered start, as the benchmark's widgets do. Prints
// "connected" when all are open; runs until SIGTERM.
//   node idle-pingers.mjs ws://127.0.0.1:<port> <count>
import WebSocket from 'ws';

const [url, count] = [process.argv[2], Number(process.argv[3])];
const PING_EVERY_MS = 20_000;
const sockets = [];

function open() {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    sockets.push(ws);
    ws.once('error', reject);
    ws.once('open', () => {
      let id = 0;
      const ping = () => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping', id: ++id }));
      setTimeout(() => {
        ping();
        setInterval(ping, PING_EVERY_MS);
      }, Math.random() * PING_EVERY_MS);
      resolve();
    });
  });
}

for (let i = 0; i < count; i += 200) await Promise.all(Array.from({ length: Math.min(200, count - i) }, open));
console.log('connected');
process.on('SIGTERM', () => {
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
