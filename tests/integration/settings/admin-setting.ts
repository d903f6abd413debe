import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';

interface Definition {
  id: string;
  type: string;
  name: { en: string; zh: string; 'zh-cn': string };
}
interface Setting {
  customerFields: Definition[];
  agentFields: Definition[];
  exportKey: string | null;
  appConfig: Record<string, unknown>;
}

describe.each(databaseVariants())('admin settings on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let settings: Person, users: Person, reporter: Person, agent: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [settings, users, reporter, agent] = await Promise.all([
      w.agent(['manageSettings']),
      w.agent(['manageUser']),
      w.agent(['manageUser', 'report']),
      w.agent(['allConversations']),
    ]);
  });
  afterAll(() => server?.close());

  const get = (who: Person) => w.http.get<Setting>('/api/admin/setting', who.creds);
  const update = (body: unknown, who: Person = settings) => w.http.post<Setting>('/api/admin/setting/update', body, who.creds);

  it('starts empty, stores field definitions and appConfig, and answers the new settings', async () => {
    const first = await get(settings);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ customerFields: [], agentFields: [], exportKey: expect.any(String) });
    expect(first.body.data!.appConfig).toMatchObject({ themeColorPrimary: '#6d78a5', timezone: 'UTC' });
    // The report password is made once and stays.
    expect((await get(settings)).body.data!.exportKey).toBe(first.body.data!.exportKey);

    const saved = await update({
      customerFields: [
        { id: 'birthday', type: 'anniversary', name: { en: 'Birthday', zh: '生日', 'zh-cn': '生日' } },
        { id: 'site', type: 'url', name: { en: 'Web site' } },
      ],
      agentFields: [{ id: 'extension', type: 'phone', name: { en: 'Extension', zh_cn: '分机' } }],
      appConfig: { themeColorPrimary: '#112233' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data!.customerFields).toEqual([
      { id: 'birthday', type: 'anniversary', name: { en: 'Birthday', zh: '生日', 'zh-cn': '生日' } },
      // A language left empty stays empty: untranslated (readers show the English name), not a copy of it (issue 50.5).
      { id: 'site', type: 'url', name: { en: 'Web site', zh: '', 'zh-cn': '' } },
    ]);
    expect(saved.body.data!.agentFields).toEqual([{ id: 'extension', type: 'phone', name: { en: 'Extension', zh: '', 'zh-cn': '分机' } }]);
    expect(saved.body.data!.appConfig.themeColorPrimary).toBe('#112233');
    // The widget sees the new colour; one list can change alone.
    expect((await w.http.get<{ themeColorPrimary: string }>(`/api/application?appKey=${w.appKey}`)).body.data!.themeColorPrimary).toBe('#112233');
    const onlyAgents = await update({ agentFields: [] });
    expect(onlyAgents.body.data!.agentFields).toEqual([]);
    expect(onlyAgents.body.data!.customerFields).toHaveLength(2);
  });

  it('validates definitions whole and stores nothing when anything is wrong', async () => {
    const before = (await get(settings)).body.data!;
    const bad: [unknown, string][] = [
      [{ customerFields: [{ id: '1bad', type: 'text', name: { en: 'x' } }] }, 'customerFields.0.id'],
      [{ customerFields: [{ id: 'ok', type: 'colour', name: { en: 'x' } }] }, 'customerFields.0.type'],
      [{ customerFields: [{ id: 'ok', type: 'text', name: { en: '' } }] }, 'customerFields.0.name.en'],
      [
        {
          customerFields: [
            { id: 'dup', type: 'text', name: { en: 'a' } },
            { id: 'DUP', type: 'text', name: { en: 'b' } },
          ],
        },
        'customerFields.1.id',
      ],
      [{ agentFields: [{ id: 'ok', type: 'text', name: { en: 'x' }, extra: 1 }] }, 'agentFields.0'],
      [{ customerFields: Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, type: 'text', name: { en: 'x' } })) }, 'customerFields'],
      // A good list with a bad appConfig: neither is stored.
      [{ customerFields: [], appConfig: { themeColorPrimary: 'red' } }, 'themeColorPrimary'],
    ];
    for (const [body, field] of bad) {
      const res = await update(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(Object.keys((res.body.error?.extraInfo?.fields as Record<string, string>) ?? {})).toContain(field);
    }
    expect((await update({})).status).toBe(400);
    expect((await update({ customerFields: 'none' })).status).toBe(400);
    expect((await get(settings)).body.data).toEqual(before);
  });

  it('is for manageSettings (update) and manageSettings or manageUser (read); exportKey for manageSettings or report', async () => {
    const read = await get(users);
    expect(read.status).toBe(200);
    expect(read.body.data!.customerFields).toHaveLength(2);
    expect(read.body.data!.exportKey).toBeNull();
    expect((await get(reporter)).body.data!.exportKey).toEqual(expect.any(String));
    expect((await get(agent)).status).toBe(403);
    expect((await update({ agentFields: [] }, users)).status).toBe(403);
    expect((await update({ agentFields: [] }, agent)).status).toBe(403);
    const visitor = await w.visitor('setting-visitor');
    expect((await get(visitor)).status).toBe(403);
    expect((await update({ agentFields: [] }, visitor)).status).toBe(403);
    expect((await w.http.get('/api/admin/setting')).status).toBe(401);
    const gql = await w.http.graphql(`mutation { updateAdminSetting(agentFields: []) { agentFields { id } } }`, {}, users.creds);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('has GraphQL twins with names per language (zh_cn)', async () => {
    const written = await w.http.graphql<{
      updateAdminSetting: { customerFields: { id: string; type: string; name: { en: string; zh: string; zh_cn: string } }[] };
    }>(
      `mutation($f: [CustomFieldDefinitionInput!]) { updateAdminSetting(customerFields: $f) { customerFields { id type name { en zh zh_cn } } } }`,
      { f: [{ id: 'tier', type: 'text', name: { en: 'Tier', zh: '等級', zh_cn: '等级' } }] },
      settings.creds,
    );
    expect(written.errors).toBeUndefined();
    expect(written.data!.updateAdminSetting.customerFields).toEqual([{ id: 'tier', type: 'text', name: { en: 'Tier', zh: '等級', zh_cn: '等级' } }]);
    const read = await w.http.graphql<{ adminSetting: { customerFields: { id: string }[]; exportKey: string | null } }>(
      `query { adminSetting { customerFields { id } exportKey appConfig } }`,
      {},
      users.creds,
    );
    expect(read.data!.adminSetting).toMatchObject({ customerFields: [{ id: 'tier' }], exportKey: null });
    // REST reads what GraphQL wrote, in the spec's zh-cn form.
    expect((await get(settings)).body.data!.customerFields).toEqual([{ id: 'tier', type: 'text', name: { en: 'Tier', zh: '等級', 'zh-cn': '等级' } }]);
    const bad = await w.http.graphql(
      `mutation { updateAdminSetting(customerFields: [{ id: "x y", type: "text", name: { en: "X" } }]) { agentFields { id } } }`,
      {},
      settings.creds,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the values of a removed field out of sight, and brings them back when the same id is added again', async () => {
    const plan = { id: 'plan', type: 'text', name: { en: 'Plan' } };
    expect((await update({ customerFields: [plan] })).status).toBe(200);
    const alice = await w.visitor('removed-field-alice');
    const set = await w.http.post('/api/admin/customer/update', { userId: alice.id, fields: { plan: { value: 'Gold' } } }, w.owner.creds);
    expect(set.status).toBe(200);
    const fieldsOf = async () =>
      (await w.http.get<{ fields: Record<string, { value: string }> }[]>(`/api/admin/customer/get?userId=${alice.id}`, w.owner.creds)).body.data![0]!.fields;
    expect(await fieldsOf()).toEqual({ plan: { value: 'Gold' } });
    // Removed: the definition goes, and a value for it is refused as unknown; the stored value stays.
    expect((await update({ customerFields: [] })).status).toBe(200);
    const refused = await w.http.post('/api/admin/customer/update', { userId: alice.id, fields: { plan: { value: 'Silver' } } }, w.owner.creds);
    expect([refused.status, refused.body.error?.extraInfo?.fields]).toEqual([400, { 'fields.plan': 'UnknownField' }]);
    // Added again with the same id: the old value is there.
    expect((await update({ customerFields: [plan] })).status).toBe(200);
    expect(await fieldsOf()).toEqual({ plan: { value: 'Gold' } });
  });
});
