import { databaseVariants, type DatabaseVariant } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import {
  createConversation,
  history,
  setUpWorkspace,
  type ConversationJson,
  type MessageJson,
  type Person,
  type TestWorkspace,
} from '../../factories/conversation';

interface Template {
  id: string;
  name: string;
  description: string;
  title: string;
  internal: boolean;
  automation: { type: string };
  input: { inputId: string; title: string; type: string; action?: { type: string; field?: string } }[];
}
type Form = { title: string; description?: string; input: { inputId: string; value?: string }[]; readOnly?: boolean };
type FormMessage = MessageJson & { meta: { type: number; inlineInput: Form } };

/** Every answer type and action of spec §3. */
const survey = {
  name: 'After-sales survey',
  description: 'Sent when a case closes',
  title: 'How did we do?',
  internal: false,
  automation: { type: '' },
  input: [
    { inputId: 'score', title: 'Customer satisfaction', type: 'rating', action: { type: 'updateRating' } },
    { inputId: 'opinion', title: 'Customer opinions', type: 'longtext', action: { type: 'updateComment' } },
    { inputId: 'name', title: 'Your name', type: 'text', action: { type: 'updateField', field: 'name' } },
    { inputId: 'email', title: 'Your email', type: 'email', action: { type: 'updateField', field: 'email' } },
    { inputId: 'role', title: 'Your role', type: 'text', action: { type: 'updateField', field: 'subtitle' } },
    { inputId: 'birthday', title: 'Birthday', type: 'anniversary', action: { type: 'updateField', field: 'birthday' } },
    { inputId: 'since', title: 'Customer since', type: 'date', action: { type: 'updateField', field: 'since' } },
    { inputId: 'site', title: 'Website', type: 'url', action: { type: 'updateField', field: 'site' } },
    { inputId: 'phone', title: 'Phone', type: 'phone' },
  ],
};

describe.each(databaseVariants())('interactive-information templates on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    agent = await w.agent(['allConversations']);
    const fields = await w.http.post(
      '/api/admin/setting/update',
      {
        customerFields: [
          { id: 'birthday', type: 'anniversary', name: { en: 'Birthday' } },
          { id: 'since', type: 'date', name: { en: 'Customer since' } },
          { id: 'site', type: 'url', name: { en: 'Website' } },
        ],
      },
      w.owner.creds,
    );
    expect(fields.status).toBe(200);
  });
  afterAll(() => server?.close());

  const list = (creds = w.owner.creds, query = '') => w.http.get<Template[]>(`/api/admin/inlineInput${query}`, creds);
  const create = (body: unknown, creds = w.owner.creds) => w.http.post<Template>('/api/admin/inlineInput/create', body, creds);

  it('creates, reads, updates and deletes templates with every field, answer type and action', async () => {
    const made = await create(survey);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ ...survey, id: expect.any(String) });
    const id = made.body.data!.id;
    const second = await create({ ...survey, name: 'Agent checklist', internal: true, input: [{ inputId: 'q', title: 'Checked the order?', type: 'text' }] });
    expect(second.status).toBe(200);

    const all = await list(agent.creds, '?size=0');
    expect([all.body.data!.map((t) => t.name), all.body.total]).toEqual([['After-sales survey', 'Agent checklist'], 2]);
    expect([(await list(agent.creds, '?limit=1')).body.data!.length, (await list(agent.creds, '?limit=1')).body.total]).toEqual([1, 2]);
    expect((await w.http.get<Template>(`/api/admin/inlineInput/${id}`, agent.creds)).body.data).toMatchObject(survey);
    expect((await w.http.get(`/api/admin/inlineInput/00000000-0000-4000-8000-000000000000`, agent.creds)).status).toBe(404);

    const updated = await w.http.post<Template>(
      '/api/admin/inlineInput/update',
      { ...survey, id, title: 'How was it?', automation: { type: 'closeConversation' } },
      w.owner.creds,
    );
    expect([updated.status, updated.body.data?.title, updated.body.data?.automation]).toEqual([200, 'How was it?', { type: 'closeConversation' }]);
    expect((await w.http.post('/api/admin/inlineInput/delete', { id: second.body.data!.id }, w.owner.creds)).status).toBe(200);
    expect((await list()).body.data!.map((t) => t.name)).toEqual(['After-sales survey']);
    await w.http.post('/api/admin/inlineInput/delete', { id }, w.owner.creds);
  });

  it('refuses a bad template whole, naming the field, on both doors', async () => {
    const question = { inputId: 'q', title: 'Question', type: 'text' };
    const cases: [string, unknown, string][] = [
      ['no questions', { ...survey, input: [] }, 'body.input'],
      ['an unknown answer type', { ...survey, input: [{ ...question, type: 'colour' }] }, 'body.input.0.type'],
      ['two questions with one id', { ...survey, input: [question, question] }, 'body.input.1.inputId'],
      ['a 10,000-character title', { ...survey, title: 'x'.repeat(10_000) }, 'body.title'],
      ['no name', { ...survey, name: '  ' }, 'body.name'],
      ['an unknown automation', { ...survey, automation: { type: 'everyHour' } }, 'body.automation.type'],
      ['a rating action on a text answer', { ...survey, input: [{ ...question, action: { type: 'updateRating' } }] }, 'body.input.0.action'],
      ['an unknown action', { ...survey, input: [{ ...question, action: { type: 'deleteCustomer' } }] }, 'body.input.0.action.type'],
    ];
    for (const [what, body, field] of cases) {
      const res = await create(body);
      expect([what, res.status, Object.keys((res.body.error?.extraInfo?.fields as Record<string, string>) ?? {})]).toEqual([
        what,
        400,
        expect.arrayContaining([field]),
      ]);
    }
    // A field that does not exist (or no longer does) is named by the service, for REST and GraphQL alike.
    const removed = await create({ ...survey, input: [{ ...question, action: { type: 'updateField', field: 'gone' } }] });
    expect([removed.status, removed.body.error?.extraInfo?.fields]).toEqual([400, { 'input.0.action.field': 'UnknownField' }]);
    const gql = await w.http.graphql(
      'mutation($input: InlineInputTemplateInput!) { createInlineInputTemplate(input: $input) { id } }',
      { input: { name: 'G', title: 'T', input: [] } },
      w.owner.creds,
    );
    expect([gql.errors?.[0]?.extensions?.code, (gql.errors?.[0]?.extensions?.extraInfo as { fields?: unknown } | undefined)?.fields]).toEqual([
      'BAD_USER_INPUT',
      { input: 'Add at least one question' },
    ]);
    // Nothing of any of them was stored.
    expect((await list()).body.total).toBe(0);
  });

  it('lets every agent list and send templates, and only manageSettings change them', async () => {
    const visitor = await w.visitor();
    expect((await list(visitor.creds)).status).toBe(403);
    expect((await create(survey, agent.creds)).status).toBe(403);
    const made = (await create(survey)).body.data!;
    for (const [path, body] of [
      ['/api/admin/inlineInput/update', { ...survey, id: made.id }],
      ['/api/admin/inlineInput/delete', { id: made.id }],
    ] as const) {
      expect((await w.http.post(path, body, agent.creds)).status).toBe(403);
    }
    const gql = await w.http.graphql('mutation($id: ID!) { deleteInlineInputTemplate(id: $id) }', { id: made.id }, agent.creds);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const c = await createConversation(w.http, agent.creds, { customer: [visitor.id] });
    expect((await w.http.post('/api/admin/inlineInput/trigger', { id: made.id, conversationId: c.id }, visitor.creds)).status).toBe(403);
    await w.http.post('/api/admin/inlineInput/delete', { id: made.id }, w.owner.creds);
  });

  it('sends a form that the customer answers: each action updates the customer or the rating, and a refused value stores nothing', async () => {
    const template = (await create(survey)).body.data!;
    const internalOne = (await create({ ...survey, name: 'Internal', internal: true })).body.data!;
    const alice = await w.visitor();
    const c: ConversationJson = await createConversation(w.http, agent.creds, { customer: [alice.id] });
    const sent = await w.http.post<FormMessage>('/api/admin/inlineInput/trigger', { id: template.id, conversationId: c.id }, agent.creds);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      senderType: 'agent',
      senderId: agent.id,
      internal: false,
      meta: { type: 20, inlineInput: { title: 'How did we do?', description: 'Sent when a case closes' } },
    });
    expect(sent.body.data!.meta.inlineInput.input.map((i) => i.inputId)).toEqual(survey.input.map((i) => i.inputId));
    const internal = await w.http.post<FormMessage>('/api/admin/inlineInput/trigger', { id: internalOne.id, conversationId: c.id }, agent.creds);
    expect(internal.body.data?.internal).toBe(true);
    // The customer sees the public form only.
    expect((await history(w.http, alice.creds, c.id)).body.data!.filter((m) => m.meta.type === 20).map((m) => m.id)).toEqual([sent.body.data!.id]);

    const messageId = sent.body.data!.id;
    const answer = (inputId: string, value: string | number) =>
      w.http.post<FormMessage>('/api/message/inlineInput/update', { messageId, inputId, value }, alice.creds);
    const profile = async () => (await w.http.get<Record<string, unknown>[]>(`/api/admin/customer/get?userId=${alice.id}`, w.owner.creds)).body.data![0];
    const panel = await GatewayClient.connect(server.url, agent.creds.token!);
    try {
      const refusals: [string, string, string][] = [
        ['email', 'not-an-email', 'PleaseEnterAValidEmail'],
        ['site', 'ftp:/nope', 'PleaseEnterAValidUrl'],
        ['since', '2024-02-30', 'Please enter a date as YYYY-MM-DD'],
        ['birthday', '13-01', 'Please enter a day as MM-DD'],
        ['name', '   ', 'RequiredField'],
        ['score', '6', 'Rating is 1 to 5 in steps of 1'],
      ];
      for (const [inputId, value, message] of refusals) {
        const res = await answer(inputId, value);
        expect([inputId, res.status, res.body.error?.message]).toEqual([inputId, 400, message]);
      }
      const untouched = (await history(w.http, alice.creds, c.id)).body.data!.find((m) => m.id === messageId) as FormMessage;
      expect(untouched.meta.inlineInput.input.filter((i) => i.value !== undefined)).toEqual([]);
      expect(await profile()).toMatchObject({ email: null, fields: {} });

      const named = await answer('name', 'Alice Wong');
      expect(named.status).toBe(200);
      // The answer is a newer state of the form: its version is the stored copy's, above the sent one's.
      const stored = (await history(w.http, alice.creds, c.id)).body.data!.find((m) => m.id === messageId)!;
      expect([named.body.data!.version > sent.body.data!.version, named.body.data!.version]).toEqual([true, stored.version]);
      await panel.next((m) => m.event === 'customer.updated' && m.data?.userId === alice.id);
      for (const [inputId, value] of [
        ['email', 'alice@example.com'],
        ['role', 'Head of purchasing'],
        ['birthday', '02-29'],
        ['since', '2019-06-01'],
        ['site', 'https://alice.example.com'],
        ['phone', '+852 1234 5678'],
        ['score', 4],
        ['opinion', 'Quick and friendly'],
      ] as const) {
        const res = await answer(inputId, value);
        expect([inputId, res.status]).toEqual([inputId, 200]);
      }
      expect(await profile()).toMatchObject({
        displayName: 'Alice Wong',
        email: 'alice@example.com',
        subtitle: 'Head of purchasing',
        fields: { birthday: { value: '02-29' }, since: { value: '2019-06-01' }, site: { value: 'https://alice.example.com' } },
      });
      const rated = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, agent.creds)).body.data![0];
      expect(rated.customerRating).toEqual({ score: 4, comment: 'Quick and friendly' });
      // Every question answered: the form is read-only, for the customer and the agents alike.
      const form = (await history(w.http, agent.creds, c.id)).body.data!.find((m) => m.id === messageId)!.meta as unknown as { inlineInput: Form };
      expect(form.inlineInput.readOnly).toBe(true);
      expect((await answer('phone', '+852 0000 0000')).status).toBe(409);
    } finally {
      panel.close();
    }
  });
});
