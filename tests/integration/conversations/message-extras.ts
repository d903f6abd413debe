import { appendMessage } from '../../../server/src/modules/message/message-writer';
import type { MessageMeta } from '../../../server/src/modules/message/message.entity';
import { databaseVariants } from '../../support/databases';
import type { Credentials } from '../../support/http';
import { GatewayClient, subscribeEvents } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import {
  createConversation,
  history,
  sendText,
  setUpWorkspace,
  type ConversationJson,
  type MessageJson,
  type Person,
  type TestWorkspace,
} from '../../factories/conversation';

interface FormField {
  inputId: string;
  title: string;
  type: string;
  value?: string;
  action?: Record<string, unknown>;
}
type FormMessage = MessageJson & { meta: MessageJson['meta'] & { inlineInput: { title: string; input: FormField[]; readOnly?: boolean } } };

describe.each(databaseVariants())('message extras on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, ownAgent: Person, alice: Person, bob: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [agent, ownAgent] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations'])]);
    [alice, bob] = await Promise.all([w.visitor('x-alice'), w.visitor('x-bob')]);
  });
  afterAll(() => server?.close());

  const conversation = (customer = alice) => createConversation(w.http, agent.creds, { customer: [customer.id], agent: [agent.id] });
  const getConversation = async (id: string, creds: Credentials = agent.creds) =>
    (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${id}`, creds)).body.data![0];

  /**
   * Stores a file or audio message the way the file door does (its upload lives in the file
   * module): through the one writer, under the conversation's lock.
   */
  const storeMedia = (conversationId: string, sender: Person, meta: MessageMeta, internal = false) =>
    server.parley.database.dataSource.transaction(async (m) => {
      await m.query('SELECT id FROM conversation WHERE id = $1 FOR UPDATE', [conversationId]);
      return appendMessage(m, {
        workspaceId: w.workspaceId,
        conversationId,
        senderType: sender === alice || sender === bob ? 'customer' : 'agent',
        senderId: sender.id,
        internal,
        meta,
      });
    });
  const file = (name: string, subtype?: number): MessageMeta => ({
    type: 3,
    ...(subtype ? { subtype } : {}),
    file: { name, fileUrl: `/files/${name}`, contentType: subtype === 2 ? 'image/png' : 'application/pdf', fileSize: 1234 },
  });
  const audio = (): MessageMeta => ({ type: 2, file: { name: 'voice.mp3', fileUrl: '/files/voice.mp3', contentType: 'audio/mpeg', fileSize: 99 } });

  describe('media library filters', () => {
    it('answers photos, files and audio apart, newest first, up to 50 a page, on both doors', async () => {
      const c = await conversation();
      await sendText(w.http, alice.creds, c.id, 'hello');
      const photo1 = await storeMedia(c.id, alice, file('one.png', 2));
      const doc1 = await storeMedia(c.id, agent, file('terms.pdf', 1));
      const voice = await storeMedia(c.id, alice, audio());
      const photo2 = await storeMedia(c.id, agent, file('two.png', 2));
      // A file stored without a subtype is a plain file (1).
      const doc2 = await storeMedia(c.id, alice, file('plain.pdf'));
      const secretDoc = await storeMedia(c.id, agent, file('internal.pdf', 1), true);
      await sendText(w.http, agent.creds, c.id, 'bye');

      const tab = async (creds: Credentials, query: string) => {
        const res = await history(w.http, creds, c.id, query);
        expect(res.status).toBe(200);
        return { ids: res.body.data!.map((m) => m.id), total: res.body.total };
      };
      expect(await tab(agent.creds, 'msgTypeFilter=3&msgSubtypeFilter=2&size=50')).toEqual({ ids: [photo2.id, photo1.id], total: 2 });
      expect(await tab(agent.creds, 'msgTypeFilter=3&msgSubtypeFilter=1&size=50')).toEqual({ ids: [secretDoc.id, doc2.id, doc1.id], total: 3 });
      expect(await tab(agent.creds, 'msgTypeFilter=2&size=50')).toEqual({ ids: [voice.id], total: 1 });
      // Customers never see the internal file.
      expect(await tab(alice.creds, 'msgTypeFilter=3&msgSubtypeFilter=1&size=50')).toEqual({ ids: [doc2.id, doc1.id], total: 2 });
      // Paging stays within the filter.
      expect(await tab(agent.creds, `msgTypeFilter=3&msgSubtypeFilter=1&size=1&beforeId=${secretDoc.id}`)).toEqual({ ids: [doc2.id], total: 3 });
      expect((await history(w.http, agent.creds, c.id, 'msgTypeFilter=2&size=51')).status).toBe(400);
      expect((await history(w.http, agent.creds, c.id, 'msgTypeFilter=photo')).status).toBe(400);
      expect((await history(w.http, bob.creds, c.id, 'msgTypeFilter=2')).status).toBe(404);

      const gql = await w.http.graphql<{ messages: { total: number; messages: { id: string; meta: { subtype: number } }[] } }>(
        'query($c: ID!) { messages(conversationId: $c, size: 50, msgTypeFilter: 3, msgSubtypeFilter: 2) { total messages { id meta } } }',
        { c: c.id },
        alice.creds,
      );
      expect(gql.data!.messages.total).toBe(2);
      expect(gql.data!.messages.messages.map((m) => [m.id, m.meta.subtype])).toEqual([
        [photo2.id, 2],
        [photo1.id, 2],
      ]);
      const tooMany = await w.http.graphql('query($c: ID!) { messages(conversationId: $c, size: 51, msgTypeFilter: 2) { total } }', { c: c.id }, alice.creds);
      expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('inline input answers', () => {
    const satisfaction = {
      type: 20,
      inlineInput: {
        title: 'Customer satisfaction',
        input: [
          { inputId: 'score', title: 'How did we do?', type: 'rating', action: { type: 'updateRating' } },
          { inputId: 'opinion', title: 'Customer opinions', type: 'longtext', action: { type: 'updateComment' } },
          { inputId: 'email', title: 'Your email', type: 'email' },
        ],
      },
    };
    const sendForm = async (conversationId: string, meta: Record<string, unknown>, internal = false, creds = agent.creds) => {
      const res = await w.http.post<FormMessage>('/api/message/send', { conversationId, internal, meta }, creds);
      expect(res.status).toBe(200);
      return res.body.data!;
    };
    const answer = (messageId: string, inputId: string, value: unknown, creds: Credentials) =>
      w.http.post<FormMessage>('/api/message/inlineInput/update', { messageId, inputId, value }, creds);
    const valueOf = (m: FormMessage, inputId: string) => m.meta.inlineInput.input.find((i) => i.inputId === inputId)?.value;

    it('lets the customer answer, checks each answer type, rates the conversation and tells every reader', async () => {
      const c = await conversation();
      const form = await sendForm(c.id, satisfaction);
      const aliceSub = await subscribeEvents(server.url, alice.creds.token!);
      const agentSocket = await GatewayClient.connect(server.url, agent.creds.token!);
      try {
        const required = await answer(form.id, 'opinion', '   ', alice.creds);
        expect(required.status).toBe(400);
        expect(required.body.error).toMatchObject({ message: 'RequiredField', extraInfo: { fields: { value: 'RequiredField' } } });
        const badEmail = await answer(form.id, 'email', 'not-an-email', alice.creds);
        expect(badEmail.body.error).toMatchObject({ code: 400, message: 'PleaseEnterAValidEmail' });
        for (const score of [0, 6, 2.5, 'five']) expect((await answer(form.id, 'score', score, alice.creds)).status).toBe(400);
        expect((await answer(form.id, 'nope', 'x', alice.creds)).body.error?.extraInfo).toEqual({ fields: { inputId: 'unknown' } });

        // The comment first: it waits in the form until the score arrives.
        const commented = await answer(form.id, 'opinion', '  Quick and kind  ', alice.creds);
        expect(commented.status).toBe(200);
        expect(valueOf(commented.body.data!, 'opinion')).toBe('Quick and kind');
        expect(commented.body.data!.meta.inlineInput.readOnly).toBeUndefined();
        expect((await getConversation(c.id)).customerRating).toBeNull();
        const updated = await aliceSub.waitFor((e) => e.type === 'message.updated' && e.payload.id === form.id);
        expect(updated.dataType).toBe(51);
        expect((updated.payload as unknown as FormMessage).meta.inlineInput.input[1].value).toBe('Quick and kind');
        await agentSocket.next((m) => m.event === 'message.updated' && m.data?.id === form.id);

        const rated = await answer(form.id, 'score', 4, alice.creds);
        expect(valueOf(rated.body.data!, 'score')).toBe('4');
        expect((await getConversation(c.id)).customerRating).toEqual({ score: 4, comment: 'Quick and kind' });
        expect((await getConversation(c.id, alice.creds)).customerRating).toEqual({ score: 4, comment: 'Quick and kind' });
        // Until every input is answered, an answer may be given again.
        expect(valueOf((await answer(form.id, 'score', '5', alice.creds)).body.data!, 'score')).toBe('5');
        expect((await getConversation(c.id)).customerRating).toEqual({ score: 5, comment: 'Quick and kind' });

        // The last answer closes the form; the stored message is the answered one.
        const done = await answer(form.id, 'email', ' alice@example.com ', alice.creds);
        expect(done.body.data!.meta.inlineInput).toMatchObject({ readOnly: true });
        expect(done.body.data!.meta.inlineInput.input.map((i) => i.value)).toEqual(['5', 'Quick and kind', 'alice@example.com']);
        const [stored] = (await history(w.http, agent.creds, c.id, 'msgTypeFilter=20')).body.data! as FormMessage[];
        expect(stored.meta).toEqual(done.body.data!.meta);
        const again = await answer(form.id, 'score', 1, alice.creds);
        expect(again.status).toBe(409);
        await agentSocket.next((m) => m.event === 'message.updated' && (m.data as unknown as FormMessage | undefined)?.meta?.inlineInput?.readOnly === true);
      } finally {
        agentSocket.close();
        await aliceSub.close();
      }
    });

    it('keeps forms to those who may answer them', async () => {
      const c = await conversation();
      const form = await sendForm(c.id, satisfaction);
      // Spec §4: an agent may answer a form an agent sent (e.g. for a customer on the phone);
      // other customers and outsiders do not see it.
      const byPhone = await sendForm(c.id, satisfaction);
      expect((await answer(byPhone.id, 'opinion', 'from the agent', agent.creds)).status).toBe(200);
      expect((await answer(form.id, 'opinion', 'from bob', bob.creds)).status).toBe(404);
      expect((await answer(form.id, 'opinion', 'from outside', ownAgent.creds)).status).toBe(404);
      const token = await w.token(['allConversations']);
      expect((await answer(form.id, 'opinion', 'from a token', token.creds)).status).toBe(403);
      // Only forms take answers.
      const text = await sendText(w.http, alice.creds, c.id, 'just text');
      expect((await answer(text.id, 'opinion', 'x', alice.creds)).body.error?.extraInfo).toEqual({ fields: { messageId: 'notInlineInput' } });
      expect((await answer('00000000-0000-4000-8000-000000000000', 'opinion', 'x', alice.creds)).status).toBe(404);
      expect((await w.http.post('/api/message/inlineInput/update', { messageId: 'nope', inputId: 'a', value: 'x' }, alice.creds)).status).toBe(400);
      expect((await w.http.post('/api/message/inlineInput/update', { messageId: form.id, inputId: 'opinion' }, alice.creds)).status).toBe(400);
      // A form the sender marked read-only, and a terminated conversation, take none.
      const readOnly = await sendForm(c.id, { ...satisfaction, inlineInput: { ...satisfaction.inlineInput, readOnly: true } });
      expect(readOnly.meta.inlineInput.readOnly).toBeUndefined(); // clients cannot pre-close a form: the flag is dropped
      await w.http.post('/api/conversation/update', { id: c.id, status: 'terminated' }, agent.creds);
      expect((await answer(form.id, 'opinion', 'too late', alice.creds)).status).toBe(409);
    });

    it('lets agents answer internal forms, out of the customer’s sight, as the agent rating', async () => {
      const c = await conversation();
      const internalForm = await sendForm(
        c.id,
        {
          type: 20,
          inlineInput: {
            title: 'Agent review',
            input: [
              { inputId: 'r', title: 'Handling', type: 'rating' },
              { inputId: 'd', title: 'Follow up on', type: 'date' },
            ],
          },
        },
        true,
      );
      const aliceSocket = await GatewayClient.connect(server.url, alice.creds.token!);
      const agentSub = await subscribeEvents(server.url, agent.creds.token!);
      try {
        expect((await answer(internalForm.id, 'r', 3, alice.creds)).status).toBe(404);
        expect((await answer(internalForm.id, 'd', '2025-02-30', agent.creds)).status).toBe(400);
        const rated = await answer(internalForm.id, 'r', 3, agent.creds);
        expect(rated.status).toBe(200);
        await agentSub.waitFor((e) => e.type === 'message.updated' && e.payload.id === internalForm.id);
        expect((await getConversation(c.id)).agentRating).toEqual({ score: 3 });
        expect((await getConversation(c.id)).customerRating).toBeNull();
        const dated = await answer(internalForm.id, 'd', '2024-02-29', agent.creds);
        expect(dated.body.data!.meta.inlineInput.readOnly).toBe(true);
        // The GraphQL twin answers the whole message too (here: refused, the form is complete).
        const gql = await w.http.graphql<{ answerInlineInput: { id: string } }>(
          'mutation($m: ID!) { answerInlineInput(messageId: $m, inputId: "r", value: "1") { id meta } }',
          { m: internalForm.id },
          agent.creds,
        );
        expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
        // The last change reached its agent: settled, the customer's socket shows whether it had it too.
        await agentSub.waitFor((e) => e.type === 'message.updated' && e.payload.id === internalForm.id && JSON.stringify(e.payload).includes('2024-02-29'));
        await aliceSocket.settle();
        expect(aliceSocket.received.some((m) => JSON.stringify(m).includes(internalForm.id))).toBe(false);
      } finally {
        aliceSocket.close();
        await agentSub.close();
      }
    });

    it('answers through GraphQL the same way', async () => {
      const c = await conversation();
      const form = await sendForm(c.id, { type: 20, inlineInput: { title: 'Anniversary', input: [{ inputId: 'a', title: 'Day', type: 'anniversary' }] } });
      const mutate = (value: string) =>
        w.http.graphql<{ answerInlineInput: FormMessage }>(
          'mutation($m: ID!, $v: String!) { answerInlineInput(messageId: $m, inputId: "a", value: $v) { id meta } }',
          { m: form.id, v: value },
          alice.creds,
        );
      expect((await mutate('13-01')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const ok = await mutate('02-29');
      expect(ok.data!.answerInlineInput.meta.inlineInput).toMatchObject({ readOnly: true, input: [{ inputId: 'a', value: '02-29' }] });
    });
  });

  describe('transcript export', () => {
    const download = (id: string, creds?: Credentials) =>
      fetch(`${server.url}/api/admin/conversation/message/export?id=${id}&clientType=26`, {
        headers: creds?.token ? { authorization: `Bearer ${creds.token}` } : {},
      });

    beforeAll(async () => {
      const tz = await w.http.graphql('mutation($v: JSONObject!) { updateAppConfig(value: $v) }', { v: { timezone: 'Asia/Taipei' } }, w.owner.creds);
      expect(tz.errors).toBeUndefined();
    });

    it('answers a text transcript in the workspace time zone, internal messages marked', async () => {
      await w.http.post('/api/me/update', { displayName: 'Alice Chen', email: 'alice@example.com' }, alice.creds);
      await w.http.post('/api/me/update', { displayName: 'Agent Smith' }, agent.creds);
      const c = await createConversation(w.http, agent.creds, { customer: [alice.id], agent: [agent.id], name: '退款 / refund?' });
      const hello = await sendText(w.http, alice.creds, c.id, '你好，我想申請退款');
      await sendText(w.http, agent.creds, c.id, 'Sure.\nWhich order?');
      await sendText(w.http, agent.creds, c.id, 'check the payment first', { internal: true });
      await storeMedia(c.id, alice, file('receipt.png', 2));
      await storeMedia(c.id, alice, file('invoice.pdf', 1));
      await storeMedia(c.id, alice, audio());

      const res = await download(c.id, agent.creds);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const disposition = res.headers.get('content-disposition')!;
      // The plain name is quoted only when it needs quotes (RFC 6266): both forms are the same header.
      expect(disposition).toMatch(/^attachment; filename="?conversation-[0-9a-f]{8}-\d{8}\.txt"?; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^退款 refund-\d{8}\.txt$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
      const lines = text.split('\n');
      expect(lines.slice(0, 4)).toEqual([
        `Conversation: 退款 / refund?`,
        `Conversation id: ${c.id}`,
        'Customer: Alice Chen <alice@example.com>',
        'Source: web',
      ]);
      expect(text).toContain('Time zone: Asia/Taipei');
      // Taipei is UTC+8 all year.
      const taipei = new Date(hello.timestamp + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
      const body = lines.slice(lines.indexOf('') + 1);
      expect(body).toEqual([
        `[${taipei}] Alice Chen: 你好，我想申請退款`,
        expect.stringMatching(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] Agent Smith: Sure\.$/),
        '    Which order?',
        expect.stringMatching(/\] Agent Smith \(internal\): check the payment first$/),
        expect.stringMatching(/\] Alice Chen: \[image: receipt\.png\]$/),
        expect.stringMatching(/\] Alice Chen: \[file: invoice\.pdf\]$/),
        expect.stringMatching(/\] Alice Chen: \[audio\]$/),
        '',
      ]);
    });

    it('refuses customers and those who may not read the conversation', async () => {
      const c = await conversation();
      await sendText(w.http, alice.creds, c.id, 'private');
      const asAlice = await download(c.id, alice.creds);
      expect(asAlice.status).toBe(403);
      expect(((await asAlice.json()) as { error: { code: number } }).error.code).toBe(403);
      expect((await download(c.id, bob.creds)).status).toBe(403);
      expect((await download(c.id, ownAgent.creds)).status).toBe(404);
      expect((await download(c.id)).status).toBe(401);
      expect((await download('not-an-id', agent.creds)).status).toBe(400);
      const elsewhere = await setUpWorkspace(server.parley, server.url);
      expect((await download(c.id, elsewhere.owner.creds)).status).toBe(404);
      // An API token reading every conversation may export, like an agent.
      const token = await w.token(['allConversations']);
      expect((await download(c.id, token.creds)).status).toBe(200);
    });

    it('streams long conversations in pages, every message once and in order', async () => {
      const c = await conversation();
      const count = 1234;
      // Written in one statement: the writer's own path is covered above; here only the volume matters.
      await server.parley.database.dataSource.query(
        `WITH n AS (SELECT g FROM generate_series(1, $3::int) g)
         INSERT INTO message (workspace_id, conversation_id, seq, sender_type, sender_id, meta, search_text, created_at)
         SELECT $1, $2, (SELECT last_seq FROM conversation WHERE id = $2) + g, 'customer', $4, jsonb_build_object('type', 1, 'content', 'line ' || g), 'line ' || g,
                timestamptz '2025-01-01 00:00:00+00' + g * interval '1 second'
         FROM n`,
        [w.workspaceId, c.id, count, alice.id],
      );
      await server.parley.database.dataSource.query('UPDATE conversation SET last_seq = last_seq + $2 WHERE id = $1', [c.id, count]);
      const res = await download(c.id, agent.creds);
      const text = await res.text();
      const contents = [...text.matchAll(/\] [^:]+: line (\d+)$/gm)].map((m) => Number(m[1]));
      expect(contents).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      // UTC+8: the first message, 2025-01-01 00:00:01 UTC.
      expect(text).toContain('[2025-01-01 08:00:01] ');
    });
  });
});
