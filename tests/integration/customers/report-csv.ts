import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { csv, RANGE, seedReportData } from '../../factories/report-data';
import type { Person, TestWorkspace } from '../../factories/conversation';

describe.each(databaseVariants())('conversation reports (CSV) on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let chan: Person;
  let formula: Person;
  let ids: Awaited<ReturnType<typeof seedReportData>>['ids'];
  let customers: Awaited<ReturnType<typeof seedReportData>>['customers'];

  beforeAll(async () => {
    server = await sharedServer(variant);
    ({ w, chan, formula, ids, customers } = await seedReportData(server));
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
});
