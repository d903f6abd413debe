// The durable floor of the messaging benchmark's throughput (issue 53): an HTTP POST whose body is
// inserted as one row and committed on the same PostgreSQL as the Parley node, then broadcast as-is
// to every socket of a raw `ws` server — what any server that keeps a message before fanning it out
// must do at the least, on this machine, in this run. No auth, no checks, no conversation state.
// Run as its own process, like the node it is compared with; prints "listening <port>".
//   DATABASE_URL=postgres://… node tests/load/durable-floor-server.mjs
import http from 'node:http';
import pg from 'pg';
import { WebSocketServer } from 'ws';

// The pool Parley's node opens on DATABASE_URL (DATABASE_POOL_SIZE's default, 20: server/src/config/env.ts), so both
// commit with as many backends at once and share the same group commits.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query(
  `CREATE TABLE IF NOT EXISTS floor_message (
     id bigserial PRIMARY KEY, conversation_id text NOT NULL, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
);
// Named, so each backend parses and plans it once, as Parley's prepared hot statements are
// (server/src/db/prepared-statements.ts): the floor is not slowed by planning Parley does not do.
const INSERT = { name: 'floor_insert', text: 'INSERT INTO floor_message (conversation_id, body) VALUES ($1, $2) RETURNING id' };

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    const body = Buffer.concat(chunks).toString();
    try {
      // The conversation is read from the JSON, as Parley has to; the body goes to jsonb as text
      // (PostgreSQL parses it) and to the sockets as received.
      const { conversationId } = JSON.parse(body);
      // One statement outside a transaction block: PostgreSQL commits it, and answers only once
      // the commit's WAL is flushed (synchronous_commit as the server has it, the same as Parley's).
      const { rows } = await pool.query({ ...INSERT, values: [String(conversationId ?? ''), body] });
      for (const ws of wss.clients) ws.send(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"code":0,"data":{"id":"${rows[0].id}"}}`);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 1, msg: String(error) }));
    }
  });
});
const wss = new WebSocketServer({ server });
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
