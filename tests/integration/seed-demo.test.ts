import { seedDemo } from '../../server/src/app/seed/demo';
import { databaseVariants } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from '../factories/workspace';
import type { ConversationJson, MessageJson } from '../factories/conversation';
import { api } from '../support/http';

describe.each(databaseVariants())('demo data on $name', (variant) => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('fills a workspace through the services with every message type in English and Chinese', async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): it seeds the first workspace and counts what the seed wrote.
    server = await startTestServer(variant);
    const ds = server.parley.database.dataSource;
    const [{ id: workspaceId }] = (await ds.query(`SELECT id FROM workspace LIMIT 1`)) as { id: string }[];
    const result = await seedDemo(server.parley.services, ds, { workspaceId, conversations: 14, agentPassword: 'Demo-pass-1' });
    expect(result.conversations).toBe(14);

    // A demo agent signs in with the demo password and sees the conversations.
    const grace = await signIn(server.url, 'grace@demo.parley.local', 'Demo-pass-1');
    const http = api(server.url);
    const ids = ((await ds.query(`SELECT id FROM conversation`)) as { id: string }[]).map((r) => r.id);
    expect(ids).toHaveLength(14);
    const list = await http.get<ConversationJson[]>(`/api/conversation/get?id=${ids.join(',')}`, grace);
    expect(list.body.data!.length).toBe(14);
    const statuses = new Set(list.body.data!.map((c) => c.status));
    expect(statuses).toEqual(new Set(['open', 'closed']));
    expect(list.body.data!.some((c) => c.assignedAgent.length === 0)).toBe(true);
    expect(list.body.data!.some((c) => c.tags.length > 0)).toBe(true);
    expect(list.body.data!.some((c) => c.snooze > 0)).toBe(true);
    expect(list.body.data!.some((c) => c.customerRating !== null)).toBe(true);
    expect(list.body.data!.some((c) => c.hidden)).toBe(true);
    // The inbox lists them for a demo agent (hidden and snoozed ones have their own views).
    const inbox = await http.get<ConversationJson[]>('/api/conversation?filter=all&status=all', grace);
    expect(inbox.body.data!.length).toBeGreaterThanOrEqual(12);

    const types = new Set<number>();
    let internal = 0;
    let replies = 0;
    let chinese = 0;
    for (const c of list.body.data!) {
      const page = await http.get<MessageJson[]>(`/api/conversation/${c.id}/message?size=50`, grace);
      for (const m of page.body.data!) {
        types.add(m.meta.type);
        if (m.internal) internal += 1;
        if (m.meta.reply) replies += 1;
        if (/[\u4e00-\u9fff]/.test(m.meta.content ?? '')) chinese += 1;
      }
    }
    expect([...types].sort((a, b) => a - b)).toEqual(expect.arrayContaining([1, 2, 3, 11, 20, 21]));
    expect(internal).toBeGreaterThan(0);
    expect(replies).toBeGreaterThan(0);
    expect(chinese).toBeGreaterThan(0);

    // Seeding again adds conversations and reuses the demo agents.
    await seedDemo(server.parley.services, ds, { workspaceId, conversations: 2, agentPassword: 'Demo-pass-1' });
    const [{ n }] = (await ds.query(`SELECT count(*)::int AS n FROM agent WHERE email LIKE '%@demo.parley.local'`)) as { n: number }[];
    expect(n).toBe(4);
  });

  it('spreads a history over the last days, at a human pace, with the report figures to match', async () => {
    server ??= await startTestServer(variant);
    const ds = server.parley.database.dataSource;
    const workspace = await server.parley.services.workspace.create('Demo history');
    await server.parley.services.agent.provision({
      workspaceId: workspace.id,
      email: 'history-owner@example.com',
      password: 'History-pass-1',
      displayName: 'Owner',
      permissions: ['all'],
    });
    await seedDemo(server.parley.services, ds, { workspaceId: workspace.id, conversations: 10, agentPassword: 'Demo-pass-1', days: 30 });
    const rows = (await ds.query(
      `SELECT (now()::date - created_at::date) AS days_ago, first_customer_message_at <= first_response_at AS ordered,
              first_response_at IS NOT NULL AS answered, closed_at IS NULL OR closed_at >= order_at AS closed_after,
              order_at = (SELECT max(created_at) FROM message WHERE conversation_id = c.id) AS last_activity
       FROM conversation c WHERE workspace_id = $1`,
      [workspace.id],
    )) as { days_ago: number; ordered: boolean | null; answered: boolean; closed_after: boolean; last_activity: boolean }[];
    expect(new Set(rows.map((r) => r.days_ago)).size).toBeGreaterThanOrEqual(5);
    expect(Math.max(...rows.map((r) => r.days_ago))).toBeLessThan(30);
    expect(rows.filter((r) => r.answered).length).toBeGreaterThan(5);
    for (const r of rows) expect([r.ordered !== false, r.closed_after, r.last_activity]).toEqual([true, true, true]);
    // Messages keep their order in time.
    const [{ out_of_order }] = (await ds.query(
      `SELECT count(*)::int AS out_of_order FROM message a JOIN message b ON a.conversation_id = b.conversation_id AND b.seq = a.seq + 1
       WHERE a.workspace_id = $1 AND b.created_at <= a.created_at`,
      [workspace.id],
    )) as { out_of_order: number }[];
    expect(out_of_order).toBe(0);
    // The report page of the last month shows them on their days, answered minutes later.
    const creds = await signIn(server.url, 'history-owner@example.com', 'History-pass-1', workspace.id);
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    await api(server.url).post('/api/admin/setting/update', { appConfig: { timezone: 'UTC' } }, creds);
    const dashboard = await api(server.url).get<{ totals: { conversations: number; medianFirstResponseSeconds: number }; perDay: unknown[] }>(
      `/api/admin/report/dashboard?from=${from}&to=${to}`,
      creds,
    );
    expect(dashboard.body.data!.totals.conversations).toBe(10);
    expect(dashboard.body.data!.perDay.length).toBeGreaterThanOrEqual(5);
    expect(dashboard.body.data!.totals.medianFirstResponseSeconds).toBeGreaterThanOrEqual(20);
  });
});
