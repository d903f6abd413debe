// The idle floor's clients, in their own process (the benchmark's own holds the node's 10,000 and a
// process may open 20,000 files here): COUNT sockets to a bare ws server, 200 connecting at a time,
// each pinging as the benchmark's widgets do (widget-pings.ts). Prints "connected" when all are
// open; runs until SIGTERM. Started by idle-widgets.ts with its own runtime flags:
//   node -r @swc-node/register idle-pingers.ts ws://127.0.0.1:<port> <count>
import WebSocket from 'ws';
import { pingEvery20s } from './widget-pings';

const [url, count] = [process.argv[2]!, Number(process.argv[3])];
const sockets: WebSocket[] = [];

const open = (): Promise<void> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    sockets.push(ws);
    ws.once('error', reject);
    ws.once('open', () => {
      pingEvery20s(ws);
      resolve();
    });
  });

async function main(): Promise<void> {
  for (let i = 0; i < count; i += 200) await Promise.all(Array.from({ length: Math.min(200, count - i) }, open));
  console.log('connected');
}

process.on('SIGTERM', () => {
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
