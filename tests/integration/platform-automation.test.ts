import { createHmac } from 'node:crypto';
import { databaseVariants } from '../support/databases';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type ConversationJson, type MessageJson, type TestWorkspace } from '../factories/conversation';
import { until } from '../support/until';

type Delivered = MessageJson & { meta: MessageJson['meta'] & { delivery?: { status: string; reason?: string } } };

const APP_SECRET = 'fb-automation-secret';
const PAGE_ID = '2029384756';
const PAGE_TOKEN = 'EAAB-automation-page';

/**
 * Issue 50.6: an automation's form in a Messenger conversation goes out as what Messenger carries
 * (its text; a one-rating form with quick replies whose tap answers it), shows how its delivery went,
 * is not added where it cannot be sent, and never stands in for the customer's words in the list.
 */
describe.each(databaseVariants())('automation forms in platform conversations on $name', (variant) => {
  let server: TestServer;
  let graph: FakeGraph;
  let w: TestWorkspace;
  let platformId: string;

  const deliver = async (messaging: Record<string, unknown>) => {
    const raw = JSON.stringify({ object: 'page', entry: [{ id: PAGE_ID, time: Date.now(), messaging: [messaging] }] });
    const res = await fetch(`${server.url}/webhooks/facebook/${platformId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}` },
      body: raw,
    });
    expect(res.status).toBe(200);
  };
  const text = (psid: string, mid: string, words: string, timestamp = Date.now()) => ({
    sender: { id: psid },
    recipient: { id: PAGE_ID },
    timestamp,
    message: { mid, text: words },
  });
  const conversation = async (id: string) => (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${id}`, w.owner.creds)).body.data![0]!;
  const history = async (id: string) => [...(await w.http.get<Delivered[]>(`/api/conversation/${id}/message?size=50`, w.owner.creds)).body.data!].reverse();
  const conversationOf = (words: string) =>
    until(async () => {
      const list = (await w.http.get<ConversationJson[]>('/api/conversation?status=open&filter=all', w.owner.creds)).body.data!;
      for (const c of list.filter((x) => x.source === 'facebook')) if ((await history(c.id)).some((m) => m.meta.content === words)) return c;
      return undefined;
    }, `the conversation of "${words}"`);

  beforeAll(async () => {
    graph = await startFakeGraph();
    server = await startTestServer(variant, { FACEBOOK_GRAPH_URL: graph.url, JOBS_POLL_SECONDS: '0.5' });
    w = await setUpWorkspace(server.parley, server.url);
    const created = await w.http.post<{ id: string; type: string }[]>(
      '/api/admin/setting/externalPlatform/facebook/create',
      { appSecret: APP_SECRET },
      w.owner.creds,
    );
    platformId = created.body.data!.find((p) => p.type === 'facebook')!.id;
    const page = await w.http.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: platformId, pageId: PAGE_ID, name: 'Acme', accessToken: PAGE_TOKEN },
      w.owner.creds,
    );
    expect(page.status).toBe(200);
    const rating = await w.http.post(
      '/api/admin/inlineInput/create',
      {
        name: 'Rate us',
        title: 'How did we do?',
        automation: { type: 'newConversation' },
        input: [{ inputId: 'score', title: 'Your score', type: 'rating', action: { type: 'updateRating' } }],
      },
      w.owner.creds,
    );
    expect(rating.status).toBe(200);
    const details = await w.http.post(
      '/api/admin/inlineInput/create',
      {
        name: 'Details',
        title: 'A few details',
        description: 'So we can help faster',
        automation: { type: 'newConversation' },
        input: [
          { inputId: 'email', title: 'Email', type: 'email' },
          { inputId: 'order', title: 'Order number', type: 'text' },
        ],
      },
      w.owner.creds,
    );
    expect(details.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
  });

  it("sends the forms as Messenger carries them, records each as sent, and keeps the customer's words as the card's preview", async () => {
    await deliver(text('31000001', 'm_auto_1', 'I need help with my order'));
    const c = await conversationOf('I need help with my order');
    const sends = await graph.waitForSends(2);
    const bodies = sends.map((s) => s.body as { recipient: { id: string }; message: { text: string; quick_replies?: { title: string; payload: string }[] } });
    const rating = bodies.find((b) => b.message.text.startsWith('How did we do?'))!;
    expect(rating.recipient.id).toBe('31000001');
    expect(rating.message.text).toBe('How did we do?\n\nYour score (1–5)');
    expect(rating.message.quick_replies!.map((q) => q.title)).toEqual(['1 ★', '2 ★★', '3 ★★★', '4 ★★★★', '5 ★★★★★']);
    const details = bodies.find((b) => b.message.text.startsWith('A few details'))!;
    expect(details.message.text).toBe('A few details\nSo we can help faster\n\n1. Email\n2. Order number');
    expect(details.message.quick_replies).toBeUndefined();

    const forms = await until(async () => {
      const bot = (await history(c.id)).filter((m) => m.senderType === 'autoMessage');
      return bot.length === 2 && bot.every((m) => m.meta.delivery?.status === 'sent') ? bot : undefined;
    }, 'both forms recorded as sent');
    expect(forms.map((m) => m.meta.type)).toEqual([20, 20]);
    // The agents' list still shows what the customer wrote, not the bot's forms.
    const card = await conversation(c.id);
    expect(card.lastMessage).toMatchObject({ senderType: 'customer', text: 'I need help with my order' });

    // The customer taps 4 stars: the form is answered and the conversation rated.
    const form = forms.find((m) => m.meta.inlineInput?.title === 'How did we do?')!;
    const payload = rating.message.quick_replies![3]!.payload;
    expect(payload).toBe(`PARLEY_FORM:${form.id}:score:4`);
    await deliver({
      sender: { id: '31000001' },
      recipient: { id: PAGE_ID },
      timestamp: Date.now(),
      message: { mid: 'm_auto_tap', text: '4 ★★★★', quick_reply: { payload } },
    });
    const answered = await until(async () => {
      const m = (await history(c.id)).find((x) => x.id === form.id);
      return (m?.meta.inlineInput?.input as { value?: string }[] | undefined)?.[0]?.value === '4' ? m : undefined;
    }, 'the form answered by the tap');
    expect(answered.meta.inlineInput).toMatchObject({ readOnly: true });
    const rated = await conversation(c.id);
    expect(rated.customerRating).toMatchObject({ score: 4 });
    expect(rated.lastMessage).toMatchObject({ senderType: 'customer', text: '4 ★★★★' });
  });

  it('a form the platform refuses shows as not delivered, never as sent', async () => {
    graph.failWith({ status: 400, error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } });
    try {
      const before = graph.sent.length;
      await deliver(text('31000002', 'm_auto_2', 'Hello again'));
      const c = await conversationOf('Hello again');
      await graph.waitForSends(before + 2);
      const failed = await until(async () => {
        const bot = (await history(c.id)).filter((m) => m.senderType === 'autoMessage');
        return bot.length === 2 && bot.every((m) => m.meta.delivery?.status === 'failed') ? bot : undefined;
      }, 'both forms failed');
      expect(failed.map((m) => m.meta.delivery?.reason)).toEqual(['tokenInvalid', 'tokenInvalid']);
    } finally {
      graph.failWith(null);
    }
  });

  it('where the response window has closed, the forms are not added', async () => {
    const before = graph.sent.length;
    // Facebook held this first message back two days: the window had closed when it arrived.
    await deliver(text('31000003', 'm_auto_3', 'Sent long ago', Date.now() - 2 * 24 * 60 * 60 * 1000));
    const c = await conversationOf('Sent long ago');
    // Then the agent's own reply with a tag goes out: by then the automation's job has run (it was queued first).
    const reply = await w.http.post<Delivered>(
      '/api/message/send',
      { conversationId: c.id, meta: { type: 1, content: 'We are on it', messageTag: 'HUMAN_AGENT' } },
      w.owner.creds,
    );
    expect(reply.status).toBe(200);
    await until(
      async () => ((await history(c.id)).find((m) => m.id === reply.body.data!.id)?.meta.delivery?.status === 'sent' ? true : undefined),
      'the reply sent',
    );
    const messages = await history(c.id);
    expect(messages.filter((m) => m.senderType === 'autoMessage')).toEqual([]);
    expect(graph.sent.slice(before).map((s) => (s.body as { message: { text: string } }).message.text)).toEqual(['We are on it']);
  });
});
