import { seedDemo } from '../../server/src/seed/demo';
import { databaseVariants } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from '../factories/workspace';
import type { ConversationJson, MessageJson } from '../factories/conversation';
import { api } from '../support/http';

describe.each(databaseVariants())('demo data on $name', (variant) => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('fills a workspace through the services with every message type in English and Chinese', async () => {
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
});
