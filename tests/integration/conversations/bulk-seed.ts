import { bulkSeed } from '../../load/bulk-seed';
import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, sendText, setUpWorkspace, type ConversationJson, type MessageJson } from '../../factories/conversation';

/** What does not depend on which rows these are: ids, times and texts become placeholders. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, /(^id$|Id$|timestamp|Timestamp|^text$|^content$|^name$|^version$)/.test(k) && v !== null ? typeof v : shape(v)]),
    );
  }
  return value;
}

describe.each(databaseVariants())('bulk seed on $name', (variant) => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('writes conversations and messages the services would have written', async () => {
    server = await sharedServer(variant);
    const w = await setUpWorkspace(server.parley, server.url);
    const agent = await w.agent(['allConversations']);
    const visitor = await w.visitor('bulk-compare');

    // The services' way: assigned to the agent, customer → agent → customer.
    const made = await createConversation(w.http, agent.creds, { customer: [visitor.id], agent: [agent.id] });
    await sendText(w.http, visitor.creds, made.id, 'Hello');
    await sendText(w.http, agent.creds, made.id, 'Hi, how can I help?');
    await sendText(w.http, visitor.creds, made.id, 'My order is late');

    const ds = server.parley.database.dataSource;
    const runner = ds.createQueryRunner();
    await runner.connect();
    try {
      await bulkSeed((sql, params) => runner.query(sql, params), {
        workspaceId: w.workspaceId,
        agentIds: [agent.id],
        conversations: 3,
        messagesPerConversation: 3,
      });
    } finally {
      await runner.release();
    }

    const list = await w.http.get<ConversationJson[]>('/api/conversation?filter=all&status=all', agent.creds);
    expect(list.status).toBe(200);
    const all = list.body.data!;
    expect(all).toHaveLength(4);
    const bulk = all.filter((c) => c.id !== made.id);
    const [viaServices] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${made.id}`, agent.creds)).body.data!;
    for (const c of bulk) {
      expect(shape(c)).toEqual(shape(viaServices));
      expect(c.lastMessage).toMatchObject({ seq: 3, internal: false });
      expect(c.assignedAgent).toEqual([{ id: agent.id }]);
      const [bulkPage, servicePage] = await Promise.all([history(w.http, agent.creds, c.id), history(w.http, agent.creds, made.id)]);
      expect(bulkPage.body.total).toBe(3);
      const senders = (p: MessageJson[]) => p.map((m) => [m.seq, m.senderType]);
      expect(senders(bulkPage.body.data!)).toEqual(senders(servicePage.body.data!));
      expect(shape(bulkPage.body.data)).toEqual(shape(servicePage.body.data));
    }

    // Read positions and participants match row for row (ids aside).
    const members = async (id: string) =>
      (await ds.query(
        `SELECT member_type, participant, last_read_seq::int AS seq, mentioned FROM conversation_member WHERE conversation_id = $1 ORDER BY member_type`,
        [id],
      )) as unknown[];
    for (const c of bulk) expect(await members(c.id)).toEqual(await members(made.id));

    // The same columns are filled in (name aside: services leave it null too).
    const filled = async (id: string) => {
      const [row] = (await ds.query(`SELECT to_jsonb(c) AS j FROM conversation c WHERE id = $1`, [id])) as { j: Record<string, unknown> }[];
      return Object.entries(row.j)
        .filter(([, v]) => v !== null)
        .map(([k]) => k)
        .sort();
    };
    for (const c of bulk) expect(await filled(c.id)).toEqual(await filled(made.id));

    // The report figures agree: messages by side, and the assignee answered the customer's first message.
    const figures = async (id: string) =>
      (await ds.query(
        `SELECT customer_message_count, agent_message_count, internal_message_count, bot_message_count,
                first_responder_id::text = $2 AS answered_by_assignee, first_response_at > first_customer_message_at AS answered_after
         FROM conversation WHERE id = $1`,
        [id, agent.id],
      )) as unknown[];
    const expected = [
      { customer_message_count: 2, agent_message_count: 1, internal_message_count: 0, bot_message_count: 0, answered_by_assignee: true, answered_after: true },
    ];
    expect(await figures(made.id)).toEqual(expected);
    for (const c of bulk) expect(await figures(c.id)).toEqual(expected);

    // Counts and the agent's next send work on bulk rows as on any other.
    const counts = await w.http.get<Record<string, number>>('/api/conversation/counts', agent.creds);
    expect(counts.status).toBe(200);
    const next = await sendText(w.http, agent.creds, bulk[0].id, 'Following up');
    expect(next.seq).toBe(4);
  });
});
