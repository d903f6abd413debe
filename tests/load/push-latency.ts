// Benchmark of agent notifications (issue 54; prints figures, not a test), on PostgreSQL, with the
// fake push service on 127.0.0.1 (it checks each VAPID signature and decrypts each payload):
//   1. the floors: a visitor's message round trip alone (HTTP, no push), and one push signed,
//      encrypted and POSTed to the fake by web-push (no Parley);
//   2. Parley: a visitor's message → its push decrypted at the fake, one message at a time;
//   3. the email window: the first notification → the agent's one digest email.
//   npm run bench:push
//   BENCH_PUSHES=500 BENCH_WINDOW_SECONDS=5 npm run bench:push
import webpush from 'web-push';
import { createPostgresDatabase } from '../support/databases';
import { startFakePushService } from '../support/fake-push-service';
import { outboxFor } from '../support/outbox';
import { startTestServer } from '../support/server';
import { createConversation, sendText, setUpWorkspace } from '../factories/conversation';
import { sendWebPush } from '../../server/src/modules/notification/web-push-send';
import { runBenchmark, stats } from './figures';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PUSHES = Number(process.env.BENCH_PUSHES ?? 200);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 3);

async function main(): Promise<void> {
  const push = await startFakePushService();
  const server = await startTestServer(
    { name: 'postgres', create: () => createPostgresDatabase(ADMIN_URL) },
    { ...NO_VISITOR_LIMITS, ALLOW_PRIVATE_FETCH: '1', NOTIFY_EMAIL_WINDOW_SECONDS: String(WINDOW_SECONDS), JOBS_POLL_SECONDS: '0.5' },
  );
  try {
    const w = await setUpWorkspace(server.parley, server.url);
    const ann = await w.agent(['ownConversations']);
    const settings = await w.http.get<{ pushPublicKey: string }>('/api/notification/settings', ann.creds);
    const browser = push.subscriber({ applicationServerKey: settings.body.data!.pushPublicKey });
    await w.http.post('/api/notification/push/subscribe', { ...browser, label: 'bench' }, ann.creds);
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    await w.http.post('/api/conversation/update', { id: conversation.id, addAgent: [ann.id] }, w.owner.creds);

    // 1. Floors. An unassigned conversation: its messages notify nobody with a browser.
    const roundTrip: number[] = [];
    const other = await w.visitor();
    const unassigned = await createConversation(w.http, other.creds);
    await sendText(w.http, other.creds, unassigned.id, 'warm-up');
    for (let i = 0; i < PUSHES; i++) {
      const start = performance.now();
      await sendText(w.http, other.creds, unassigned.id, `floor ${i}`);
      roundTrip.push(performance.now() - start);
    }
    const keys = webpush.generateVAPIDKeys();
    const direct = push.subscriber();
    const bare: number[] = [];
    for (let i = 0; i < PUSHES; i++) {
      const start = performance.now();
      const outcome = await sendWebPush(
        { endpoint: direct.endpoint, p256dh: direct.keys.p256dh, authSecret: direct.keys.auth },
        { title: 't', body: `bare ${i}`, url: 'http://localhost/x', tag: 'x', conversationId: 'x', kind: 'assignedMessage' },
        { vapid: keys, subject: 'mailto:bench@example.com', allowPrivate: true, ttlSeconds: 60 },
      );
      if (outcome.kind !== 'sent') throw new Error(`bare push: ${JSON.stringify(outcome)}`);
      bare.push(performance.now() - start);
    }

    // 2. Parley: send → push at the fake.
    const latency: number[] = [];
    for (let i = 0; i < PUSHES; i++) {
      const body = `message ${i}`;
      const start = performance.now();
      const arrived = push.waitFor((p) => p.endpoint === browser.endpoint && (p.payload as { body: string }).body === body, 20_000);
      await sendText(w.http, visitor.creds, conversation.id, body);
      await arrived;
      latency.push(performance.now() - start);
    }

    // 3. The email window: the first notification of an agent who is offline → one email.
    const eve = await w.agent(['ownConversations']);
    const [{ email }] = (await server.parley.database.dataSource.query(`SELECT email FROM agent WHERE id = $1`, [eve.id])) as { email: string }[];
    const their = await w.visitor();
    const theirs = await createConversation(w.http, their.creds);
    await w.http.post('/api/conversation/update', { id: theirs.id, addAgent: [eve.id] }, w.owner.creds);
    const firstAt = performance.now();
    for (let i = 0; i < 5; i++) await sendText(w.http, their.creds, theirs.id, `digest ${i}`);
    while (outboxFor(server.dataDir, email).length === 0) await new Promise((r) => setTimeout(r, 20));
    const digestMs = performance.now() - firstAt;

    console.log(`agent notifications, ${PUSHES} pushes one at a time, PostgreSQL:`);
    console.log(`  floor: visitor message round trip (HTTP)     ${stats(roundTrip)}`);
    console.log(`  floor: web-push sign + encrypt + POST (bare) ${stats(bare)}`);
    console.log(`  Parley: message sent → push decrypted         ${stats(latency)}`);
    console.log(`  email window ${WINDOW_SECONDS} s (job poll 0.5 s): 5 notifications → 1 email after ${digestMs.toFixed(0)} ms`);
    console.log(`  pushes refused by the fake: ${push.rejected.length}`);
  } finally {
    await server.close();
    await push.close();
  }
}

runBenchmark(main);
