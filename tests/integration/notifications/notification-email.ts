import { databaseVariants } from '../../support/databases';
import { outboxFor } from '../../support/outbox';
import type { TestServer } from '../../support/server';
import { until } from '../../support/until';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import { notificationServer } from './notification-env';

describe.each(databaseVariants())('Notification emails to agents on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await notificationServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });

  const emailOf = async (agent: Person) =>
    ((await server.parley.database.dataSource.query(`SELECT email FROM agent WHERE id = $1`, [agent.id])) as { email: string }[])[0]!.email;
  const assignedConversation = async (agent: Person, text: string) => {
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    await w.http.post('/api/conversation/update', { id: conversation.id, addAgent: [agent.id] }, w.owner.creds);
    await sendText(w.http, visitor.creds, conversation.id, text);
    return { visitor, conversation };
  };

  test('an offline agent gets one email per window listing each conversation, in their language, with links straight to them', async () => {
    const eve = await w.agent(['ownConversations']);
    expect((await w.http.post('/api/me/update', { lang: 'zh' }, eve.creds)).status).toBe(200);
    const email = await emailOf(eve);
    const firstAt = Date.now();
    const one = await assignedConversation(eve, '我的訂單還沒到');
    const two = await assignedConversation(eve, 'Where is my refund?');
    await sendText(w.http, one.visitor.creds, one.conversation.id, '請盡快回覆');

    const [digest] = await until(async () => {
      const mails = outboxFor(server.dataDir, email);
      return mails.length > 0 && mails;
    }, 'the digest email');
    console.log(`email batching: the digest came ${Date.now() - firstAt} ms after the first message (window 2,000 ms, job poll 500 ms)`);
    expect(digest).toMatch(/^Subject: .*/m);
    expect(digest).toContain(`/conversation/${one.conversation.id}`);
    expect(digest).toContain(`/conversation/${two.conversation.id}`);
    expect(digest).toContain('請盡快回覆');
    expect(digest).toContain('Where is my refund?');
    expect(digest).toContain('您離開期間');

    // The window closed with that email: the next message opens a new one, and its email lists only it.
    await sendText(w.http, two.visitor.creds, two.conversation.id, 'Still waiting');
    const mails = await until(async () => {
      const all = outboxFor(server.dataDir, email);
      return all.length > 1 && all;
    }, 'the second digest');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Still waiting');
    expect(mails[1]).not.toContain(`/conversation/${one.conversation.id}`);
  });

  test('an agent who turned email off for a kind gets no email of it; a message they have read is left out', async () => {
    const finn = await w.agent(['ownConversations']);
    const email = await emailOf(finn);
    expect((await w.http.post('/api/notification/preferences', { newConversation: { push: true, email: false } }, finn.creds)).status).toBe(200);
    const first = await assignedConversation(finn, 'not emailed: turned off');
    // Read before the window ends: left out.
    const read = await sendText(w.http, first.visitor.creds, first.conversation.id, 'read in time');
    expect((await w.http.post('/api/conversation/read', { conversationId: first.conversation.id, messageId: read.id }, finn.creds)).status).toBe(200);
    await sendText(w.http, first.visitor.creds, first.conversation.id, 'unread, emailed');
    const [mail] = await until(async () => {
      const all = outboxFor(server.dataDir, email);
      return all.length > 0 && all;
    }, 'the digest');
    expect(mail).toContain('unread, emailed');
    expect(mail).not.toContain('read in time');
    expect(mail).not.toContain('not emailed: turned off');
  });
});
