// The floors of the messaging and idle-widgets benchmarks: an HTTP POST whose body is broadcast
// as-is to every socket of a raw `ws` server, nothing else (no auth, no database, no JSON); and a
// JSON ping from a socket answered with a JSON pong, as the spec socket answers it. Run as its own
// process, like the Parley node it is compared with; prints "listening <port>".
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    for (const ws of wss.clients) ws.send(body);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"code":0}');
  });
});
const wss = new WebSocketServer({ server });
wss.on('connection', (ws) => {
  ws.on('message', (raw) => {
    const msg = JSON.parse(raw.toString());
    if (msg.type === 'ping') ws.send(JSON.stringify({ type: 'pong', id: msg.id ?? null, t: Date.now() }));
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => process.exit(0));
