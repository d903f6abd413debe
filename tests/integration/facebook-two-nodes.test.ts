import { createHmac } from 'node:crypto';
import { api } from '../support/http';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../support/two-nodes';
import { signIn } from '../factories/workspace';
import type { ConversationJson, MessageJson } from '../factories/conversation';

const SECRET = 'two-node-app-secret';
const PAGE_ID = '5550001';
const PSID = '7770001';

/** Facebook retries a delivery it did not see answered; behind a proxy the retry may reach the other node. */
describeTwoNodes('Facebook deliveries across two nodes (PostgreSQL + Redis)', () => {
  let nodes: TwoNodes;
  let graph: FakeGraph;
  const email = 'facebook-two-nodes@example.com';
  const password = 'Facebook-two-nodes-1';
  beforeAll(async () => {
    graph = await startFakeGraph({ [PSID]: 'Ann Lee' });
    // Its own server (not a group's, tests/support/shared-server.ts): two server processes sharing a fake Graph API are what it tests.
    nodes = await startTwoNodes({ email, password }, { FACEBOOK_GRAPH_URL: graph.url, JOBS_POLL_SECONDS: '0.5' });
  });
  afterAll(async () => {
    await nodes?.stop();
    await graph?.close();
  });

  it('one delivery posted to both nodes at once is stored once; a reply from either node is sent once', async () => {
    const onA = api(nodes.a.url);
    const onB = api(nodes.b.url);
    const owner = await signIn(nodes.a.url, email, password);
    const [platform] = (await onA.post<{ id: string }[]>('/api/admin/setting/externalPlatform/facebook/create', { appSecret: SECRET }, owner)).body.data!;
    await onA.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: platform!.id, pageId: PAGE_ID, name: 'Shop', accessToken: 'page-token' },
      owner,
    );

    const deliver = (mid: string, text: string, url: string) => {
      const raw = JSON.stringify({
        object: 'page',
        entry: [
          { id: PAGE_ID, time: Date.now(), messaging: [{ sender: { id: PSID }, recipient: { id: PAGE_ID }, timestamp: Date.now(), message: { mid, text } }] },
        ],
      });
      return fetch(`${url}/webhooks/facebook/${platform!.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}` },
        body: raw,
      });
    };
    const answers = await Promise.all([deliver('m_both', 'Sent to both', nodes.a.url), deliver('m_both', 'Sent to both', nodes.b.url)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // A later delivery on the same conversation: once it is stored, the first has been processed too.
    await deliver('m_after', 'After', nodes.b.url);
    let conversation: ConversationJson | undefined;
    let messages: MessageJson[] = [];
    const end = Date.now() + 20_000;
    while (Date.now() < end) {
      conversation = (await onB.get<ConversationJson[]>('/api/conversation?status=open&filter=all', owner)).body.data!.find((c) => c.source === 'facebook');
      messages = conversation ? (await onB.get<MessageJson[]>(`/api/conversation/${conversation.id}/message?size=50`, owner)).body.data! : [];
      if (messages.some((m) => m.meta.content === 'After') && messages.some((m) => m.meta.content === 'Sent to both')) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(messages.filter((m) => m.meta.content === 'Sent to both')).toHaveLength(1);

    const before = graph.sent.length;
    await onB.post('/api/message/send', { conversationId: conversation!.id, meta: { type: 1, content: 'From node B' } }, owner);
    await graph.waitForSends(before + 1);
    // The sentinel: a second reply from node A; when it has gone, the first was not sent twice.
    await onA.post('/api/message/send', { conversationId: conversation!.id, meta: { type: 1, content: 'From node A' } }, owner);
    await graph.waitForSends(before + 2);
    expect(
      graph.sent
        .slice(before)
        .map((s) => (s.body as { message: { text: string } }).message.text)
        .sort(),
    ).toEqual(['From node A', 'From node B']);
  });
});
