import webpush from 'web-push';
import { api, type Credentials } from '../../support/http';
import { databaseVariants } from '../../support/databases';
import { startFakePushService, type FakePushService } from '../../support/fake-push-service';
import { outboxFor } from '../../support/outbox';
import { startTestServer, type TestServer } from '../../support/server';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../../support/two-nodes';
import { until } from '../../support/until';
import { signIn } from '../../factories/workspace';
import { createConversation, sendText, setUpWorkspace } from '../../factories/conversation';
import { NOTIFICATION_TEST_ENV, payloadOf, pushesTo, subscribeBrowser } from './notification-env';

describeTwoNodes('agent notifications on two nodes: each push once', () => {
  let nodes: TwoNodes;
  let push: FakePushService;
  const email = 'notify-nodes@example.com';
  const password = 'Notify-nodes-1';

  beforeAll(async () => {
    push = await startFakePushService();
    // Both nodes sign with one key pair (the environment's): a subscription made through either is pushed by whichever runs the job.
    const keys = webpush.generateVAPIDKeys();
    nodes = await startTwoNodes({ email, password }, { ...NOTIFICATION_TEST_ENV, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
  });
  afterAll(async () => {
    await nodes?.stop();
    await push?.close();
  });

  test('messages written through both nodes are each pushed once, by whichever node runs the job', async () => {
    const onA = await signIn(nodes.a.url, email, password);
    const httpA = api(nodes.a.url);
    const httpB = api(nodes.b.url);
    const browser = await subscribeBrowser(httpA, onA, push);
    const me = await httpA.get<{ userId: string }>('/api/me', onA);
    const keys = await httpA.get<{ key: string }[]>('/api/admin/setting/apiKey', onA);
    const visitor = await httpB.post<{ token: string }>('/api/init', { type: 'customer', appKey: keys.body.data![0]!.key });
    const visitorCreds: Credentials = { token: visitor.body.data!.token };
    const conversation = await createConversation(httpB, visitorCreds);
    await httpA.post('/api/conversation/update', { id: conversation.id, addAgent: [me.body.data!.userId] }, onA);
    const texts = ['one', 'two', 'three', 'four', 'five', 'six'];
    for (const [i, text] of texts.entries()) await sendText(i % 2 ? httpA : httpB, visitorCreds, conversation.id, text);
    await push.waitFor(() => pushesTo(push, browser.endpoint).length >= texts.length, 15_000);
    // A later push, so a duplicate of any earlier one would have arrived before it.
    await sendText(httpB, visitorCreds, conversation.id, 'last');
    await push.waitFor((p) => p.endpoint === browser.endpoint && payloadOf(p).body === 'last', 10_000);
    // Each exactly once; two nodes' jobs run side by side, so not necessarily in order.
    expect(
      pushesTo(push, browser.endpoint)
        .map((p) => payloadOf(p).body)
        .sort(),
    ).toEqual([...texts, 'last'].sort());
    expect(push.rejected).toEqual([]);
  });
});

describe.each(databaseVariants())('agent notifications across a restart on $name', (variant) => {
  let server: TestServer | undefined;
  let push: FakePushService;

  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  test('what a node recorded and did not send is pushed and emailed once by the node that starts next', async () => {
    // A node that runs no jobs records the notification and its jobs, then stops.
    const first = await startTestServer(variant, { ...NOTIFICATION_TEST_ENV, JOB_WORKERS: 'off' });
    server = first;
    const w = await setUpWorkspace(first.parley, first.url);
    const ann = await w.agent(['ownConversations']);
    const browser = await subscribeBrowser(w.http, ann.creds, push);
    const [{ email }] = (await first.parley.database.dataSource.query(`SELECT email FROM agent WHERE id = $1`, [ann.id])) as { email: string }[];
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    await w.http.post('/api/conversation/update', { id: conversation.id, addAgent: [ann.id] }, w.owner.creds);
    await sendText(w.http, visitor.creds, conversation.id, 'sent before the restart');
    await until(
      async () => ((await first.parley.database.dataSource.query(`SELECT 1 FROM agent_notification WHERE agent_id = $1`, [ann.id])) as unknown[]).length > 0,
      'the notification recorded',
    );
    await first.stop();

    server = await startTestServer(variant, NOTIFICATION_TEST_ENV, { dataDir: first.dataDir, databaseUrl: first.databaseUrl, drop: () => first.close() });
    await push.waitFor((p) => p.endpoint === browser.endpoint, 15_000);
    await until(async () => outboxFor(first.dataDir, email).length > 0, 'the digest after the restart');
    // One more, through the restarted node: its push comes after any repeat of the first would have.
    const http = api(server.url);
    await sendText(http, visitor.creds, conversation.id, 'after the restart');
    await push.waitFor((p) => p.endpoint === browser.endpoint && payloadOf(p).body === 'after the restart', 10_000);
    expect(pushesTo(push, browser.endpoint).map((p) => payloadOf(p).body)).toEqual(['sent before the restart', 'after the restart']);
    expect(outboxFor(first.dataDir, email).filter((m) => m.includes('sent before the restart'))).toHaveLength(1);
  });
});
