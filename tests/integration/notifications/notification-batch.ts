import { domainEvent, conversationSubject } from '../../../server/src/core/events/events';
import { databaseVariants } from '../../support/databases';
import { startFakePushService, type FakePushService } from '../../support/fake-push-service';
import { outboxFor } from '../../support/outbox';
import type { TestServer } from '../../support/server';
import { until } from '../../support/until';
import { createConversation, sendText, setUpWorkspace } from '../../factories/conversation';
import { notificationServer, payloadOf, pushesTo, subscribeBrowser } from './notification-env';

/** The fan-out takes the events of one moment together (notification-fanout.ts): what each owes stays its own. */
describe.each(databaseVariants())('notifications of a burst on $name', (variant) => {
  let server: TestServer;
  let push: FakePushService;

  beforeAll(async () => {
    server = await notificationServer(variant);
    push = await startFakePushService();
  });
  afterAll(async () => {
    await push?.close();
  });

  const sql = <T>(text: string, params: unknown[]) => server.parley.database.dataSource.query(text, params) as Promise<T[]>;

  test('twelve customers writing at once, among agents’ replies, each tell the reader of unassigned conversations once, by push and in one digest each', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const reader = await w.agent(['allConversations']);
    const browser = await subscribeBrowser(w.http, reader.creds, push);
    const [{ email }] = await sql<{ email: string }>('SELECT email FROM agent WHERE id = $1', [reader.id]);
    const visitors = await Promise.all(Array.from({ length: 12 }, () => w.visitor()));
    const conversations = await Promise.all(visitors.map((v) => createConversation(w.http, v.creds)));
    const answered = await createConversation(w.http, visitors[0]!.creds);
    await sendText(w.http, visitors[0]!.creds, answered.id, 'An earlier question');
    await until(async () => pushesTo(push, browser.endpoint).length === 1, 'the earlier question’s push');

    await Promise.all([
      ...conversations.map((c, i) => sendText(w.http, visitors[i]!.creds, c.id, `burst ${i}`)),
      // Replies in the same moment tell nobody, and shift nothing of what the others owe.
      sendText(w.http, w.owner.creds, answered.id, 'An answer'),
      sendText(w.http, w.owner.creds, answered.id, 'Another answer'),
    ]);
    const pushes = await until(async () => {
      const all = pushesTo(push, browser.endpoint).slice(1);
      return all.length >= 12 && all;
    }, 'twelve pushes');
    const byConversation = new Map(conversations.map((c, i) => [c.id, `burst ${i}`]));
    expect(pushes.map((p) => [payloadOf(p).conversationId, payloadOf(p).body]).sort()).toEqual([...byConversation].sort());
    for (const p of pushes) expect(payloadOf(p).kind).toBe('newConversation');

    const rows = await sql<{ conversation_id: string; n: number }>(
      'SELECT conversation_id, count(*)::int AS n FROM agent_notification WHERE agent_id = $1 GROUP BY conversation_id',
      [reader.id],
    );
    expect(rows.map((r) => [r.conversation_id, r.n]).sort()).toEqual([answered.id, ...conversations.map((c) => c.id)].map((id) => [id, 1]).sort());
    // Each conversation is in exactly one of the reader's digests (the burst may straddle two windows).
    const digests = await until(async () => {
      const mails = outboxFor(server.dataDir, email);
      return conversations.every((c) => mails.some((m) => m.includes(`/conversation/${c.id}`))) && mails;
    }, 'the digests listing the burst');
    for (const c of conversations) expect([c.id, digests.filter((m) => m.includes(`/conversation/${c.id}`)).length]).toEqual([c.id, 1]);
  });

  test('an event the fan-out cannot read loses only its own notifications, not those of the events beside it', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const mentioned = await w.agent(['allConversations']);
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    const note = await sendText(w.http, w.owner.creds, conversation.id, 'a note', { internal: true });
    const subject = conversationSubject({ id: conversation.id, customerId: visitor.id, readers: [] }, { internal: false });
    // Published in the same turn, so they share a batch: the first names a message id no query can read.
    const broken = domainEvent('message.created', w.workspaceId, subject, { id: 'not-a-message-id', senderType: 'customer', internal: false });
    const mention = domainEvent(
      'conversation.mentioned',
      w.workspaceId,
      { ...subject, agentIds: [mentioned.id] },
      { conversationId: conversation.id, messageId: note.id, senderId: w.owner.id, senderName: 'Owner', text: 'a note', mentioned: [mentioned.id] },
    );
    await Promise.all([server.parley.bus.publish(broken), server.parley.bus.publish(mention)]);

    const told = await until(
      async () => (await sql<{ kind: string }>('SELECT kind FROM agent_notification WHERE event_id = $1', [mention.id])).map((r) => r.kind).join() || null,
      'the mention’s notification',
    );
    expect(told).toBe('mention');
    // Tried alone before the mention (in the batch's order): it wrote nothing.
    expect(await sql('SELECT id FROM agent_notification WHERE event_id = $1', [broken.id])).toEqual([]);
  });
});
