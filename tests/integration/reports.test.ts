import { parse } from 'csv-parse/sync';
import { databaseVariants } from '../support/databases';
import type { Credentials } from '../support/http';
import { subscribeEvents } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../factories/conversation';
import { createAgent, signIn } from '../factories/workspace';

const TZ = 'Asia/Hong_Kong';
const RANGE = 'from=2026-11-01&to=2026-11-07';
/** A Hong Kong wall-clock time (UTC+8, no daylight saving) as an instant. */
const hk = (text: string) => new Date(`${text}+08:00`);

async function csv(url: string, path: string, creds: Credentials, lang = 'en') {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${creds.token}`, 'accept-language': lang } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  return { res, bytes, text, rows: res.status === 200 ? (parse(text.replace(/^\uFEFF/, '')) as string[][]) : [] };
}

describe.each(databaseVariants())('conversation reports and dashboard on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let chan: Person;
  let formula: Person;
  const ids: Record<'c1' | 'c2' | 'c3' | 'before' | 'after', string> = { c1: '', c2: '', c3: '', before: '', after: '' };
  const customers: Record<'wong' | 'sum', string> = { wong: '', sum: '' };

  async function agentNamed(displayName: string): Promise<Person> {
    const { agent, email, password } = await createAgent(server.parley, w.workspaceId, { permissions: ['allConversations'], displayName });
    return { id: agent.id, creds: await signIn(server.url, email, password, w.workspaceId) };
  }

  /** Moves a conversation and its messages to seeded times, keeping what the services counted. */
  async function pin(id: string, t: { created: string; customer?: string; response?: string; closed?: string }) {
    const ds = server.parley.database.dataSource;
    await ds.query(
      `UPDATE conversation SET created_at = $2, first_customer_message_at = $3, first_response_at = $4,
              closed_at = CASE WHEN closed_at IS NULL THEN NULL ELSE $5::timestamptz END WHERE id = $1`,
      [id, hk(t.created), t.customer ? hk(t.customer) : null, t.response ? hk(t.response) : null, t.closed ? hk(t.closed) : null],
    );
    await ds.query(`UPDATE message SET created_at = $2::timestamptz + seq * interval '1 second' WHERE conversation_id = $1`, [id, hk(t.created)]);
  }

  beforeAll(async () => {
    server = await startTestServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    expect((await w.http.post('/api/admin/setting/update', { appConfig: { timezone: TZ } }, w.owner.creds)).status).toBe(200);
    chan = await agentNamed('陳大文');
    formula = await agentNamed('=HYPERLINK("http://evil.example")');
    const wong = await w.visitor('report-wong');
    const sum = await w.visitor('report-sum');
    const quiet = await w.visitor('report-quiet');
    customers.wong = wong.id;
    customers.sum = sum.id;
    await w.http.post('/api/admin/customer/update', { userId: wong.id, displayName: '王小明', email: 'wong@example.com' }, w.owner.creds);
    await w.http.post('/api/admin/customer/update', { userId: sum.id, displayName: '=SUM(A1:A9)' }, w.owner.creds);

    // C1: the customer writes, 陳大文 (assigned) answers and leaves a note, the conversation closes, rated 5.
    const c1 = await createConversation(w.http, wong.creds, {});
    ids.c1 = c1.id;
    await w.http.post('/api/conversation/update', { id: c1.id, addAgent: [chan.id] }, w.owner.creds);
    await sendText(w.http, wong.creds, c1.id, '你好，我想查詢訂單');
    await sendText(w.http, chan.creds, c1.id, '請提供訂單號碼');
    await sendText(w.http, chan.creds, c1.id, 'VIP customer', { internal: true });
    await sendText(w.http, wong.creds, c1.id, 'A123');
    expect((await w.http.post('/api/conversation/rate', { conversationId: c1.id, score: 5, comment: '很好' }, wong.creds)).status).toBe(200);
    expect((await w.http.post('/api/conversation/update', { id: c1.id, status: 'closed' }, chan.creds)).status).toBe(200);

    // C2 (API source): the formula agent answers a customer whose name is a formula, rated 2.
    const token = await w.token(['allConversations']);
    const c2 = await createConversation(w.http, token.creds, { customer: [sum.id], source: 'api' });
    ids.c2 = c2.id;
    await w.http.post('/api/conversation/update', { id: c2.id, addAgent: [formula.id] }, w.owner.creds);
    await sendText(w.http, sum.creds, c2.id, '@SUM please');
    await sendText(w.http, formula.creds, c2.id, '+1 on it');
    expect((await w.http.post('/api/conversation/rate', { conversationId: c2.id, score: 2, comment: '-slow' }, sum.creds)).status).toBe(200);

    // C3: the last second of the range's last day, nobody answered yet.
    const c3 = await createConversation(w.http, quiet.creds, {});
    ids.c3 = c3.id;
    await sendText(w.http, quiet.creds, c3.id, 'Anyone?');
    // Outside the range by one second on either side.
    ids.before = (await createConversation(w.http, quiet.creds, {})).id;
    ids.after = (await createConversation(w.http, quiet.creds, {})).id;

    await pin(c1.id, { created: '2026-11-01T00:30:00', customer: '2026-11-01T00:31:00', response: '2026-11-01T00:33:00', closed: '2026-11-01T01:30:00' });
    await pin(c2.id, { created: '2026-11-03T14:10:00', customer: '2026-11-03T14:10:30', response: '2026-11-03T14:15:30' });
    await pin(c3.id, { created: '2026-11-07T23:59:59', customer: '2026-11-08T00:00:00' });
    await pin(ids.before, { created: '2026-10-31T23:59:59' });
    await pin(ids.after, { created: '2026-11-08T00:00:00' });
  });
  afterAll(() => server?.close());

  it('keeps each conversation’s figures as messages arrive and statuses change', async () => {
    const rows: Record<string, unknown>[] = await server.parley.database.dataSource.query(
      `SELECT id, customer_message_count AS customers, agent_message_count AS agents, internal_message_count AS notes,
              first_responder_id AS responder, closed_at IS NOT NULL AS closed
       FROM conversation WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
      [[ids.c1, ids.c2, ids.c3]],
    );
    expect(rows).toEqual([
      { id: ids.c1, customers: 2, agents: 1, notes: 1, responder: chan.id, closed: true },
      { id: ids.c2, customers: 1, agents: 1, notes: 0, responder: formula.id, closed: false },
      { id: ids.c3, customers: 1, agents: 0, notes: 0, responder: null, closed: false },
    ]);
    // Reopened: no longer closed; closed again: a new closing time.
    await w.http.post('/api/conversation/update', { id: ids.c3, status: 'closed' }, w.owner.creds);
    const closedAt = async () =>
      ((await server.parley.database.dataSource.query(`SELECT closed_at FROM conversation WHERE id = $1`, [ids.c3])) as { closed_at: Date | null }[])[0]!
        .closed_at;
    expect(await closedAt()).toBeInstanceOf(Date);
    await w.http.post('/api/conversation/update', { id: ids.c3, status: 'open' }, w.owner.creds);
    expect(await closedAt()).toBeNull();
    // Assignments carry their conversation's creation time, moved with it (the leaderboard counts by it).
    await w.http.post('/api/conversation/update', { id: ids.after, addAgent: [chan.id] }, w.owner.creds);
    const copies = (await server.parley.database.dataSource.query(
      `SELECT ca.conversation_id, ca.conversation_created_at = c.created_at AS same FROM conversation_assignee ca
       JOIN conversation c ON c.id = ca.conversation_id WHERE ca.workspace_id = $1 ORDER BY c.created_at`,
      [w.workspaceId],
    )) as { conversation_id: string; same: boolean }[];
    expect(copies).toEqual([
      { conversation_id: ids.c1, same: true },
      { conversation_id: ids.c2, same: true },
      { conversation_id: ids.after, same: true },
    ]);
  });

  it('writes the conversation report: the range’s rows in the workspace time zone, formulas neutralised', async () => {
    const { res, bytes, rows } = await csv(server.url, `/api/admin/report/conversation/download?${RANGE}`, w.owner.creds);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('conversations-20261101-20261107.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual([
      'Conversation ID',
      'Conversation name',
      'Customer ID',
      'Customer name',
      'Customer email',
      'Source',
      'Status',
      'Teams',
      'Assigned agents',
      'Tags',
      'Created',
      'First customer message',
      'First response',
      'First response time (seconds)',
      'Closed',
      'Resolution time (seconds)',
      'Customer messages',
      'Agent messages',
      'Internal notes',
      'Chat bot messages',
      'Customer rating',
      'Customer comment',
      'Agent rating',
      'Agent comment',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        ids.c1,
        '',
        customers.wong,
        '王小明',
        'wong@example.com',
        'web',
        'Closed',
        '',
        '陳大文',
        '',
        '2026-11-01 00:30:00',
        '2026-11-01 00:31:00',
        '2026-11-01 00:33:00',
        '120',
        '2026-11-01 01:30:00',
        '3600',
        '2',
        '1',
        '1',
        '0',
        '5',
        '很好',
        '',
        '',
      ],
      [
        ids.c2,
        '',
        customers.sum,
        "'=SUM(A1:A9)",
        '',
        'api',
        'Open',
        '',
        `'=HYPERLINK("http://evil.example")`,
        '',
        '2026-11-03 14:10:00',
        '2026-11-03 14:10:30',
        '2026-11-03 14:15:30',
        '300',
        '',
        '',
        '1',
        '1',
        '0',
        '0',
        '2',
        "'-slow",
        '',
        '',
      ],
      [
        ids.c3,
        '',
        expect.any(String),
        expect.any(String),
        '',
        'web',
        'Open',
        '',
        '',
        '',
        '2026-11-07 23:59:59',
        '2026-11-08 00:00:00',
        '',
        '',
        '',
        '',
        '1',
        '0',
        '0',
        '0',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('writes the conversation-agent report, one row per conversation × agent, headers in the reader’s language', async () => {
    const { res, rows } = await csv(server.url, `/api/admin/report/conversation/agent/download?${RANGE}`, w.owner.creds, 'zh-TW');
    expect(res.status).toBe(200);
    expect(rows[0]!.slice(0, 8)).toEqual(['對話 ID', '對話名稱', '客戶名稱', '來源', '狀態', '建立時間', '客服 ID', '客服名稱']);
    expect(rows.slice(1).map((r) => [r[0], r[7], r[9], r[10], r[11], r[12], r[13], r[14], r[15], r[16], r[17]])).toEqual([
      [ids.c1, '陳大文', '是', '1', '1', expect.stringMatching(/^2026-11-01 00:30:0\d$/), '', '是', '2026-11-01 01:30:00', '3600', '5'],
      [ids.c2, `'=HYPERLINK("http://evil.example")`, '是', '1', '0', expect.stringMatching(/^2026-11-03 14:10:0\d$/), '', '是', '', '', '2'],
    ]);
    expect(rows[1]![4]).toBe('已關閉');
    const simplified = await csv(server.url, `/api/admin/report/conversation/agent/download?${RANGE}`, w.owner.creds, 'zh-CN');
    expect(simplified.rows[0]![0]).toBe('对话 ID');
  });

  it('computes the dashboard of the range in SQL with the seeded answers, on both doors', async () => {
    const res = await w.http.get<Record<string, unknown>>(`/api/admin/report/dashboard?${RANGE}`, w.owner.creds);
    expect(res.status).toBe(200);
    const expected = {
      from: '2026-11-01',
      to: '2026-11-07',
      timeZone: TZ,
      totals: {
        conversations: 3,
        responded: 2,
        closed: 1,
        medianFirstResponseSeconds: 210,
        medianResolutionSeconds: 3600,
        customerMessages: 4,
        agentMessages: 2,
      },
      perDay: [
        { date: '2026-11-01', source: 'web', conversations: 1 },
        { date: '2026-11-03', source: 'api', conversations: 1 },
        { date: '2026-11-07', source: 'web', conversations: 1 },
      ],
      heatmap: [
        { weekday: 2, hour: 14, conversations: 1 },
        { weekday: 6, hour: 23, conversations: 1 },
        { weekday: 7, hour: 0, conversations: 1 },
      ],
      agents: [
        {
          agentId: formula.id,
          displayName: '=HYPERLINK("http://evil.example")',
          conversations: 1,
          firstResponses: 1,
          medianFirstResponseSeconds: 300,
          averageRating: 2,
          ratings: 1,
        },
        { agentId: chan.id, displayName: '陳大文', conversations: 1, firstResponses: 1, medianFirstResponseSeconds: 120, averageRating: 5, ratings: 1 },
      ],
      ratings: [
        { score: 2, conversations: 1 },
        { score: 5, conversations: 1 },
      ],
    };
    expect(res.body.data).toEqual(expected);
    const gql = await w.http.graphql(
      `query D($from: String!, $to: String!) { reportDashboard(from: $from, to: $to) {
         from to timeZone
         totals { conversations responded closed medianFirstResponseSeconds medianResolutionSeconds customerMessages agentMessages }
         perDay { date source conversations } heatmap { weekday hour conversations }
         agents { agentId displayName conversations firstResponses medianFirstResponseSeconds averageRating ratings }
         ratings { score conversations } } }`,
      { from: '2026-11-01', to: '2026-11-07' },
      w.owner.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.reportDashboard).toEqual(expected);
  });

  it('refuses a bad range with the spec’s message on every door, before anything is written', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-11-07&to=2026-11-01', 'Incorrect date range', '日期範圍不正確'],
      ['from=2026-10-01&to=2026-11-01', 'The range is at most 30 days', '日期範圍最多 30 天'],
      ['to=2026-11-01', 'from: Please select a start date', 'from：請選擇開始日期'],
      ['from=2026-11-01', 'to: Please select an end date', 'to：請選擇結束日期'],
      ['from=2026-02-30&to=2026-03-01', 'from: Please enter a date as YYYY-MM-DD', 'from：請以 YYYY-MM-DD 格式輸入日期'],
    ];
    for (const [query, en, zh] of cases) {
      for (const path of ['/api/admin/report/conversation/download', '/api/admin/report/conversation/agent/download', '/api/admin/report/dashboard']) {
        const res = await w.http.get(`${path}?${query}`, w.owner.creds);
        expect([path, query, res.status, res.body.error?.message]).toEqual([path, query, 400, en]);
      }
      const zhRes = await w.http.get(`/api/admin/report/dashboard?${query}`, { ...w.owner.creds, lang: 'zh-TW' });
      expect(zhRes.body.error?.message).toBe(zh);
      const exportRes = await w.http.post('/api/admin/report/message/export/request', Object.fromEntries(new URLSearchParams(query)), w.owner.creds);
      expect([query, exportRes.status, exportRes.body.error?.message]).toEqual([query, 400, en]);
    }
    // 30 days between the first and last day is the longest range.
    expect((await w.http.get('/api/admin/report/dashboard?from=2026-10-08&to=2026-11-07', w.owner.creds)).status).toBe(200);
    const gql = await w.http.graphql(`{ reportDashboard(from: "2026-11-07", to: "2026-11-01") { from } }`, undefined, w.owner.creds);
    expect(gql.errors?.[0]?.message).toBe('Incorrect date range');
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const listed = await w.http.get<unknown[]>('/api/admin/report/message/export', w.owner.creds);
    expect(listed.body.data).toEqual([]);
  });

  it('needs the report permission on every report route and GraphQL field (403), and a session (401)', async () => {
    const plain = await w.agent(['allConversations', 'manageUser']);
    const visitor = await w.visitor('report-refused');
    const apiTokenNoReport = await w.token(['allConversations']);
    const gets = [
      `/api/admin/report/conversation/download?${RANGE}`,
      `/api/admin/report/conversation/agent/download?${RANGE}`,
      `/api/admin/report/dashboard?${RANGE}`,
      '/api/admin/report/message/export',
    ];
    const posts: [string, unknown][] = [
      ['/api/admin/report/message/export/request', { from: '2026-11-01', to: '2026-11-07' }],
      ['/api/admin/report/message/export/download', { id: ids.c1 }],
      ['/api/admin/report/message/export/delete', { id: ids.c1 }],
      ['/api/admin/setting/revokeMessageExportKey', {}],
    ];
    for (const who of [plain, visitor, apiTokenNoReport]) {
      for (const path of gets) expect([path, (await w.http.get(path, who.creds)).status]).toEqual([path, 403]);
      for (const [path, body] of posts) expect([path, (await w.http.post(path, body, who.creds)).status]).toEqual([path, 403]);
    }
    for (const path of gets) expect([path, (await w.http.get(path)).status]).toEqual([path, 401]);
    const fields = [
      `{ reportDashboard(from: "2026-11-01", to: "2026-11-07") { from } }`,
      `{ reportDownloadPath(type: conversation, from: "2026-11-01", to: "2026-11-07") }`,
      `{ messageExports { id } }`,
      `{ messageExportKey }`,
      `mutation { requestMessageExport(input: { from: "2026-11-01", to: "2026-11-07" }) { id } }`,
      `mutation { revokeMessageExportKey }`,
    ];
    for (const q of fields) {
      const res = await w.http.graphql(q, undefined, plain.creds);
      expect([q, res.errors?.[0]?.extensions?.code]).toEqual([q, 'FORBIDDEN']);
    }
    // An API token with report reads them like an agent.
    const reporter = await w.token(['report']);
    expect((await csv(server.url, `/api/admin/report/conversation/download?${RANGE}`, reporter.creds)).rows).toHaveLength(4);
    const path = await w.http.graphql<{ reportDownloadPath: string }>(
      `{ reportDownloadPath(type: conversation_agent, from: "2026-11-01", to: "2026-11-07") }`,
      undefined,
      reporter.creds,
    );
    expect(path.data?.reportDownloadPath).toBe(`/api/admin/report/conversation/agent/download?${RANGE}`);
  });

  it('tells open report pages when the password changes (report.updated, provisioning)', async () => {
    const reporter = await w.agent(['report']);
    const other = await w.agent(['allConversations']);
    const listening = await subscribeEvents(server.url, reporter.creds.token!);
    const bystander = await subscribeEvents(server.url, other.creds.token!);
    try {
      const before = await w.http.get<{ exportKey: string }>('/api/admin/setting', w.owner.creds);
      const revoked = await w.http.post<{ exportKey: string }>('/api/admin/setting/revokeMessageExportKey', {}, reporter.creds);
      expect(revoked.status).toBe(200);
      expect(revoked.body.data!.exportKey).not.toBe(before.body.data!.exportKey);
      const event = await listening.waitFor((e) => e.type === 'report.updated');
      expect(event.payload).toMatchObject({ what: 'exportKey' });
      expect(event.dataType).toBe(50);
      // The bystander hears the next event everyone hears, and never the report one before it.
      await w.http.post('/api/admin/setting/update', { defaultCustomerTags: ['report-ping'] }, w.owner.creds);
      await bystander.waitFor((e) => e.type === 'setting.updated');
      expect(bystander.events.some((e) => e.type === 'report.updated')).toBe(false);
      const key = await w.http.graphql<{ messageExportKey: string }>('{ messageExportKey }', undefined, reporter.creds);
      expect(key.data?.messageExportKey).toBe(revoked.body.data!.exportKey);
    } finally {
      await listening.close();
      await bystander.close();
    }
  });
});
