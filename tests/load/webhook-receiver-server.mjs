// The webhooks benchmark's receiver as its own process (tests/load/webhooks.ts), so the load
// generator's 200 senders do not delay its answers. Answers 200, or 503 while told it is down
// (a line "down" or "up" on stdin); prints one line per accepted message.created:
// "<event id> <conversation id> <message seq> <lag ms>", lag from the message's own timestamp.
import http from 'node:http';
import readline from 'node:readline';

let down = false;
let refused = 0;
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'down') down = true;
  if (line === 'up') down = false;
  if (line === 'refused?') process.stdout.write(`refused ${refused}\n`);
});
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (down) {
      refused += 1;
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200).end('ok');
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (event.type !== 'message.created') return;
    process.stdout.write(`${event.id} ${event.data.conversationId} ${event.data.seq} ${Date.now() - event.data.timestamp}\n`);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
