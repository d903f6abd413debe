import { databaseVariants } from '../../support/databases';
import { subscribeEvents } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { csv, RANGE, seedReportData, TZ } from '../../factories/report-data';
import type { Person, TestWorkspace } from '../../factories/conversation';

describe.each(databaseVariants())('report dashboard, ranges and permissions on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let chan: Person;
  let formula: Person;
  let ids: Awaited<ReturnType<typeof seedReportData>>['ids'];

  beforeAll(async () => {
    server = await sharedServer(variant);
    ({ w, chan, formula, ids } = await seedReportData(server));
  });
  afterAll(() => server?.close());

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
