import { databaseVariants, type DatabaseVariant } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import type { Credentials } from '../../support/http';

interface Reply {
  id: string;
  scope: 'workspace' | 'personal';
  ownerId: string | null;
  shortCode: string;
  content: { en: string; zh: string; zh_cn: string };
  useCount: number;
  lastUsed: number | null;
}
type Fields = Record<string, string>;

const greeting = { en: 'Hi {{customer.displayName}}, this is {{agent.displayName}}.', zh: '{{customer.displayName}} 您好', zh_cn: '' };

/** Issue 20 part 2: workspace and personal canned replies, their rules, and their use count. */
describe.each(databaseVariants())('canned replies on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person;
  let colleague: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    agent = await w.agent(['allConversations']);
    colleague = await w.agent(['allConversations']);
  });
  afterAll(() => server?.close());

  const list = (creds: Credentials, query = '') => w.http.get<Reply[]>(`/api/cannedReply${query}`, creds);
  const codes = async (creds: Credentials, query = '') => (await list(creds, query)).body.data!.map((r) => `${r.scope}:${r.shortCode}`);
  const create = (body: unknown, creds: Credentials) => w.http.post<Reply>('/api/cannedReply/create', body, creds);
  const fieldsOf = (res: { body: { error?: { extraInfo?: Record<string, unknown> } } }) => (res.body.error?.extraInfo?.fields ?? {}) as Fields;

  it('creates, lists, updates and deletes workspace and personal replies, each visible to whom it belongs', async () => {
    const shared = await create({ scope: 'workspace', shortCode: 'greet', content: greeting }, w.owner.creds);
    expect([shared.status, shared.body.data]).toEqual([
      200,
      expect.objectContaining({ scope: 'workspace', ownerId: null, shortCode: 'greet', content: greeting, useCount: 0, lastUsed: null }),
    ]);
    const mine = await create({ scope: 'personal', shortCode: 'sig', content: { en: '— {{agent.displayName}}' } }, agent.creds);
    expect([mine.status, mine.body.data]).toEqual([
      200,
      expect.objectContaining({ scope: 'personal', ownerId: agent.id, content: { en: '— {{agent.displayName}}', zh: '', zh_cn: '' } }),
    ]);
    // The same code in the other scope, and in another agent's personal scope, is free.
    expect((await create({ scope: 'personal', shortCode: 'GREET', content: { zh_cn: '你好' } }, colleague.creds)).status).toBe(200);
    expect((await create({ scope: 'personal', shortCode: 'sig', content: { en: 'Cheers' } }, colleague.creds)).status).toBe(200);

    expect(await codes(agent.creds)).toEqual(['workspace:greet', 'personal:sig']);
    expect(await codes(colleague.creds)).toEqual(['workspace:greet', 'personal:GREET', 'personal:sig']);
    expect(await codes(w.owner.creds)).toEqual(['workspace:greet']);
    expect(await codes(agent.creds, '?scope=personal')).toEqual(['personal:sig']);
    expect(await codes(colleague.creds, '?scope=workspace')).toEqual(['workspace:greet']);
    const token = await w.token(['allConversations']);
    expect(await codes(token.creds)).toEqual(['workspace:greet']);

    const renamed = await w.http.post<Reply>('/api/cannedReply/update', { id: mine.body.data!.id, shortCode: 'sign-off' }, agent.creds);
    expect([renamed.status, renamed.body.data?.shortCode, renamed.body.data?.content.en]).toEqual([200, 'sign-off', '— {{agent.displayName}}']);
    const reworded = await w.http.post<Reply>('/api/cannedReply/update', { id: shared.body.data!.id, content: { en: 'Hello!' } }, w.owner.creds);
    expect(reworded.body.data?.content).toEqual({ en: 'Hello!', zh: '', zh_cn: '' });
    expect((await w.http.post('/api/cannedReply/delete', { id: mine.body.data!.id }, agent.creds)).status).toBe(200);
    expect(await codes(agent.creds)).toEqual(['workspace:greet']);
    expect((await w.http.post('/api/cannedReply/delete', { id: shared.body.data!.id }, w.owner.creds)).status).toBe(200);
    expect(await codes(colleague.creds)).toEqual(['personal:GREET', 'personal:sig']);
  });

  it('keeps personal replies out of reach of everyone else, and workspace ones to manageSettings', async () => {
    const personal = (await create({ scope: 'personal', shortCode: 'private', content: { en: 'mine' } }, agent.creds)).body.data!;
    for (const creds of [colleague.creds, w.owner.creds]) {
      expect((await w.http.post('/api/cannedReply/update', { id: personal.id, content: { en: 'hijacked' } }, creds)).status).toBe(404);
      expect((await w.http.post('/api/cannedReply/delete', { id: personal.id }, creds)).status).toBe(404);
    }
    const shared = (await create({ scope: 'workspace', shortCode: 'policy', content: { en: 'Our policy' } }, w.owner.creds)).body.data!;
    expect((await create({ scope: 'workspace', shortCode: 'nope', content: { en: 'x' } }, agent.creds)).status).toBe(403);
    expect((await w.http.post('/api/cannedReply/update', { id: shared.id, content: { en: 'changed' } }, agent.creds)).status).toBe(403);
    expect((await w.http.post('/api/cannedReply/delete', { id: shared.id }, agent.creds)).status).toBe(403);
    const gql = await w.http.graphql('mutation($id: ID!) { deleteCannedReply(id: $id) }', { id: shared.id }, agent.creds);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A visitor has none; an API token has no personal scope.
    const visitor = await w.visitor();
    expect((await list(visitor.creds)).status).toBe(403);
    const token = await w.token(['manageSettings']);
    expect((await create({ scope: 'personal', shortCode: 'bot', content: { en: 'x' } }, token.creds)).status).toBe(403);
    expect((await create({ scope: 'workspace', shortCode: 'bot', content: { en: 'x' } }, token.creds)).status).toBe(200);
    // Nothing of the refused changes happened.
    expect((await list(agent.creds)).body.data!.find((r) => r.id === personal.id)?.content.en).toBe('mine');
    expect((await list(agent.creds)).body.data!.find((r) => r.id === shared.id)?.content.en).toBe('Our policy');
  });

  it('refuses bad short codes, content and variables with a 400 naming the field, on both doors', async () => {
    const ok = { scope: 'personal', shortCode: 'fine', content: { en: 'x' } };
    const cases: [string, unknown, string][] = [
      ['a space in the code', { ...ok, shortCode: 'two words' }, 'body.shortCode'],
      ['a slash in the code', { ...ok, shortCode: 'a/b' }, 'body.shortCode'],
      ['an empty code', { ...ok, shortCode: '  ' }, 'body.shortCode'],
      ['a 33-character code', { ...ok, shortCode: 'x'.repeat(33) }, 'body.shortCode'],
      ['no content in any language', { ...ok, content: { en: ' ', zh: '', zh_cn: '' } }, 'body.content.en'],
      ['content over 5000 characters', { ...ok, content: { zh: 'x'.repeat(5001) } }, 'body.content.zh'],
      ['an unknown variable', { ...ok, content: { en: 'Dear {{customer.nickname}}' } }, 'body.content.en'],
      ['an unknown scope', { ...ok, scope: 'team' }, 'body.scope'],
    ];
    for (const [what, body, field] of cases) {
      const res = await create(body, agent.creds);
      expect([what, res.status, Object.keys(fieldsOf(res))]).toEqual([what, 400, expect.arrayContaining([field])]);
    }
    const unknown = await create({ ...ok, content: { en: 'Dear {{customer.nickname}}' } }, agent.creds);
    expect(unknown.body.error?.message).toContain('Unknown variable: {{customer.nickname}}');
    // Letters of any script are letters: a Chinese short code is fine.
    expect((await create({ ...ok, shortCode: '問候_1-a', content: { zh: '您好 {{ customer.displayName }}' } }, agent.creds)).status).toBe(200);

    // Unique ignoring case within the scope.
    expect((await create({ ...ok, shortCode: 'Thanks' }, agent.creds)).status).toBe(200);
    const dup = await create({ ...ok, shortCode: 'THANKS' }, agent.creds);
    expect([dup.status, dup.body.error?.message, fieldsOf(dup)]).toEqual([400, 'This short code is already used', { shortCode: 'duplicate' }]);
    const other = (await create({ ...ok, shortCode: 'other' }, agent.creds)).body.data!;
    const renamed = await w.http.post('/api/cannedReply/update', { id: other.id, shortCode: 'thanks' }, agent.creds);
    expect(renamed.status).toBe(400);

    // The GraphQL door names the same fields through the service.
    const gql = await w.http.graphql(
      'mutation($input: CannedReplyInput!) { createCannedReply(input: $input) { id } }',
      { input: { scope: 'personal', shortCode: 'bad code', content: { en: 'x' } } },
      agent.creds,
    );
    expect([gql.errors?.[0]?.extensions?.code, Object.keys((gql.errors?.[0]?.extensions?.extraInfo as { fields?: Fields }).fields ?? {})]).toEqual([
      'BAD_USER_INPUT',
      ['shortCode'],
    ]);
    const zh = await create({ ...ok, shortCode: 'THANKS' }, { ...agent.creds, lang: 'zh_cn' });
    expect(zh.body.error?.message).toBe('此快捷代码已被使用');
  });

  it('lists and creates through GraphQL', async () => {
    const made = await w.http.graphql<{ createCannedReply: { id: string; scope: string; shortCode: string; content: { zh: string } } }>(
      'mutation($input: CannedReplyInput!) { createCannedReply(input: $input) { id scope shortCode content { zh } } }',
      { input: { scope: 'personal', shortCode: 'gql', content: { zh: '謝謝 {{agent.displayName}}' } } },
      colleague.creds,
    );
    expect(made.data?.createCannedReply).toMatchObject({ scope: 'personal', shortCode: 'gql', content: { zh: '謝謝 {{agent.displayName}}' } });
    const read = await w.http.graphql<{ cannedReplies: { shortCode: string }[] }>('{ cannedReplies(scope: "personal") { shortCode } }', {}, colleague.creds);
    expect(read.data?.cannedReplies.map((r) => r.shortCode)).toContain('gql');
    const updated = await w.http.graphql<{ updateCannedReply: { shortCode: string } }>(
      'mutation($id: ID!, $input: CannedReplyInput!) { updateCannedReply(id: $id, input: $input) { shortCode } }',
      { id: made.data!.createCannedReply.id, input: { shortCode: 'gql2' } },
      colleague.creds,
    );
    expect(updated.data?.updateCannedReply.shortCode).toBe('gql2');
  });

  it('counts a use once per message sent with it, only for replies the sender can see', async () => {
    const shared = (await create({ scope: 'workspace', shortCode: 'counted', content: { en: 'We are on it.' } }, w.owner.creds)).body.data!;
    const theirs = (await create({ scope: 'personal', shortCode: 'theirs', content: { en: 'x' } }, colleague.creds)).body.data!;
    const c = await createConversation(w.http, agent.creds, { customer: [(await w.visitor()).id] });
    const send = (localId: string, cannedReplies: unknown) =>
      w.http.post('/api/message/send', { conversationId: c.id, localId, meta: { type: 1, content: 'We are on it.', cannedReplies } }, agent.creds);
    expect((await send('one', [shared.id, theirs.id])).status).toBe(200);
    // A retry of the same message (same localId) counts nothing more.
    expect((await send('one', [shared.id])).status).toBe(200);
    expect((await send('two', [shared.id, '00000000-0000-4000-8000-000000000000'])).status).toBe(200);
    expect((await send('three', ['not-an-id'])).status).toBe(400);
    const after = (await list(agent.creds)).body.data!.find((r) => r.id === shared.id)!;
    expect([after.useCount, typeof after.lastUsed]).toEqual([2, 'number']);
    expect((await list(colleague.creds)).body.data!.find((r) => r.id === theirs.id)!.useCount).toBe(0);
    // The ids are counted, not kept in the message.
    const [last] = (await w.http.get<{ meta: Record<string, unknown> }[]>(`/api/conversation/${c.id}/message?size=1`, agent.creds)).body.data!;
    expect(last.meta.cannedReplies).toBeUndefined();
  });
});
