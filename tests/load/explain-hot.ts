// The hot queries' plans and server-side timings on a seeded database (prints; not a test):
// the inbox first page (all, me, unassigned), the inbox counters (owner and an assigned agent) and
// message search, each run through the very functions the services call, with
// EXPLAIN (ANALYZE, BUFFERS) written to docs/perf/plans/<name>.txt.
//   BENCH_KEEP_DATABASE=1 BENCH_CONVERSATIONS=1000000 BENCH_MESSAGES=10 npm run bench:messaging   (prints the kept database)
//   EXPLAIN_DATABASE_URL=postgres://…/parley_… npm run bench:explain
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedActor } from '../../server/src/auth/actor';
import { resolveAccess } from '../../server/src/modules/conversation/conversation-access';
import { selectList } from '../../server/src/modules/conversation/conversation-query';
import { countInbox } from '../../server/src/modules/conversation/inbox-counters';
import { searchMessages } from '../../server/src/modules/message/message-search';
import { quantile, runBenchmark } from './figures';

const URL = process.env.EXPLAIN_DATABASE_URL;
const RUNS = Number(process.env.EXPLAIN_RUNS ?? 50);
const OUT = path.resolve(__dirname, '..', '..', 'docs', 'perf', 'plans');

interface Captured {
  sql: string;
  params: unknown[];
}

/** Just enough of an EntityManager for the query functions: every statement on one pg connection, remembered. */
function managerOn(pg: Client, seen: Captured[]): EntityManager {
  const manager = {
    async query(sql: string, params: unknown[] = []) {
      seen.push({ sql, params });
      return (await pg.query(sql, params)).rows;
    },
    async transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
      await pg.query('BEGIN');
      try {
        const out = await work(manager as unknown as EntityManager);
        await pg.query('COMMIT');
        return out;
      } catch (err) {
        await pg.query('ROLLBACK');
        throw err;
      }
    },
  };
  return manager as unknown as EntityManager;
}

async function main(): Promise<void> {
  if (!URL) throw new Error('EXPLAIN_DATABASE_URL: the seeded database (BENCH_KEEP_DATABASE=1 npm run bench:messaging prints it)');
  const pg = new Client({ connectionString: URL });
  await pg.connect();
  fs.mkdirSync(OUT, { recursive: true });
  try {
    const [{ workspace_id: workspaceId }] = (await pg.query(`SELECT id AS workspace_id FROM workspace LIMIT 1`)).rows as { workspace_id: string }[];
    // EXPLAIN_AGENT: the agent whose "me" inbox and counters are read (e.g. one none of whose conversations is among the newest).
    const agentId =
      process.env.EXPLAIN_AGENT || ((await pg.query(`SELECT agent_id FROM conversation_assignee LIMIT 1`)).rows as { agent_id: string }[])[0]!.agent_id;
    const [{ n: conversations }] = (await pg.query(`SELECT count(*)::int AS n FROM conversation`)).rows as { n: number }[];
    const [{ n: messages }] = (await pg.query(`SELECT count(*)::int AS n FROM message`)).rows as { n: number }[];
    console.log(`hot queries on ${conversations} conversations, ${messages} messages; ${RUNS} runs each, server-side time`);
    const owner: AuthenticatedActor = { kind: 'apiToken', workspaceId, tokenId: 'explain', permissions: ['allConversations'] };
    const agent: AuthenticatedActor = { kind: 'agent', workspaceId, agentId, sessionId: 'explain', permissions: ['allConversations'] };
    // The same agent seeing only their own conversations (one in twenty of the seeded ones).
    const ownAgent: AuthenticatedActor = { ...agent, permissions: ['ownConversations'] };
    const cases: { name: string; run: (m: EntityManager) => Promise<unknown> }[] = [
      { name: 'inbox-all-first-page', run: async (m) => selectList(m, await resolveAccess(m, owner), { filter: 'all', status: 'open' }) },
      { name: 'inbox-me-first-page', run: async (m) => selectList(m, await resolveAccess(m, agent), { filter: 'me', status: 'open' }) },
      { name: 'inbox-unassigned-first-page', run: async (m) => selectList(m, await resolveAccess(m, owner), { filter: 'unassigned', status: 'open' }) },
      { name: 'counters-owner', run: async (m) => countInbox(m, await resolveAccess(m, owner)) },
      { name: 'counters-agent', run: async (m) => countInbox(m, await resolveAccess(m, agent)) },
      { name: 'counters-own-agent', run: async (m) => countInbox(m, await resolveAccess(m, ownAgent)) },
      { name: 'search-latin', run: (m) => searchMessages(m, owner, { query: 'invoice shows' }) },
      { name: 'search-chinese', run: (m) => searchMessages(m, owner, { query: '退款申請' }) },
      // In about one message of a thousand (the seeder's every hundredth conversation, its third message):
      // too rare for the newest 20,000 to hold a page, 10,000 hits for the trigram index to sort.
      { name: 'search-mid', run: (m) => searchMessages(m, owner, { query: 'parcel tracking' }) },
      { name: 'search-mid-own-agent', run: (m) => searchMessages(m, ownAgent, { query: 'parcel tracking' }) },
      { name: 'search-rare', run: (m) => searchMessages(m, owner, { query: 'no such words anywhere' }) },
    ];
    for (const c of cases) {
      const times: number[] = [];
      let seen: Captured[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        seen = [];
        const t0 = performance.now();
        await c.run(managerOn(pg, seen));
        if (i >= 3) times.push(performance.now() - t0);
      }
      const plans: string[] = [];
      for (const s of seen.filter((q) => /^\s*(\/\*.*?\*\/\s*)?(SELECT|WITH)/is.test(q.sql))) {
        const rows = (await pg.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params)).rows as { 'QUERY PLAN': string }[];
        plans.push(`${s.sql.trim()}\n-- parameters: ${JSON.stringify(s.params)}\n\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
      fs.writeFileSync(path.join(OUT, `${c.name}.txt`), `${c.name} on ${conversations} conversations, ${messages} messages\n\n${plans.join('\n\n')}\n`);
      console.log(
        `  ${c.name.padEnd(30)} median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      );
    }
  } finally {
    await pg.end();
  }
}

runBenchmark(main);
