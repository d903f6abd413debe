// Benchmark: HTTP mutation → event on /websocket/connect and on graphql-ws, N sequential round trips.
//   npm run bench:realtime                       (embedded PGlite, in-process bus)
//   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://… npm run bench:realtime
import { createPostgresDatabase } from '../support/databases';
import { api } from '../support/http';
import { GatewayClient, subscribeEvents } from '../support/realtime';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { signIn } from '../factories/workspace';

const N = Number(process.env.BENCH_N ?? 1000);

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `median ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(2)} ms, max ${s[s.length - 1].toFixed(2)} ms`;
}

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const variant = pgUrl
    ? { name: 'postgres' as const, create: () => createPostgresDatabase(pgUrl) }
    : { name: 'pglite' as const, create: async () => ({ url: undefined, drop: async () => undefined }) };
  const server = await startTestServer(variant, process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {});
  try {
    const creds = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const http = api(server.url);
    const gateway = await GatewayClient.connect(server.url, creds.token!);
    const sub = await subscribeEvents(server.url, creds.token!);
    const viaGateway: number[] = [];
    const viaGraphql: number[] = [];
    for (let i = 0; i < N; i++) {
      const name = `bench ${i}`;
      const t0 = performance.now();
      const res = await http.post('/api/me/update', { displayName: name }, creds);
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      await gateway.next((m) => m.event === 'agent.updated' && m.data?.displayName === name);
      viaGateway.push(performance.now() - t0);
      await sub.waitFor((e) => e.payload.displayName === name);
      viaGraphql.push(performance.now() - t0);
      gateway.received.length = 0;
      sub.events.length = 0;
    }
    console.log(`realtime round trip, ${N} sequential, ${variant.name}, bus ${server.parley.bus.kind}`);
    console.log(`  POST /api/me/update → /websocket/connect event: ${stats(viaGateway)}`);
    console.log(`  POST /api/me/update → graphql-ws event:        ${stats(viaGraphql)}`);
    gateway.close();
    await sub.close();
  } finally {
    await server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
