// Batched inserts for the benchmarks' large data sets (100,000 conversations, 1,000,000 messages).
// The services would take hours to write that many rows one transaction at a time, so this writes
// the rows they would have written, set-wise: customers, conversations assigned round-robin (every
// fifth unassigned), participant rows with read positions, text messages alternating customer and
// agent with a gapless seq (one of ten phrases each; the third message of every hundredth
// conversation adds "parcel tracking number", for searches of something neither common nor rare),
// and the conversation's summaries (last_seq, order_at, last_message) and report figures (message
// counts, first response).
// tests/integration/conversations/bulk-seed.ts compares a bulk conversation with one written by the services.

/** Runs one statement, always on the same connection (the batches use a temp table): a pg Client or a TypeORM QueryRunner. */
export type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

export interface BulkSeedOptions {
  workspaceId: string;
  /** Assignees, round-robin; every fifth conversation stays unassigned. */
  agentIds: string[];
  conversations: number;
  messagesPerConversation: number;
  /** Rows per statement batch. */
  batch?: number;
  /** Called after each batch with the number of conversations written so far. */
  progress?: (done: number) => void;
}

const PHRASES = [
  'Hello, I need help with my order',
  'Could you check the delivery date for me?',
  'Thanks, that solved it!',
  'My invoice shows the wrong address',
  '你好，我想查詢訂單的狀態',
  '請問退款申請需要多久處理？',
  '我的帳戶無法登入，密碼已經重設過了',
  '谢谢你的帮助，问题已经解决了',
  '请问可以修改送货地址吗？',
  'Is there a discount for annual plans?',
];

/** Writes the rows in batches of `batch` conversations (one temp table and eight statements each). */
export async function bulkSeed(query: Query, o: BulkSeedOptions): Promise<void> {
  const batch = o.batch ?? 5000;
  const m = o.messagesPerConversation;
  if (m < 1) throw new Error('messagesPerConversation must be at least 1');
  // Activity spreads over the last 90 days, newest conversations last.
  const start = Date.now() - 90 * 24 * 3600 * 1000;
  const step = Math.max(1, Math.floor((90 * 24 * 3600 * 1000) / Math.max(1, o.conversations)));
  for (let from = 0; from < o.conversations; from += batch) {
    const n = Math.min(batch, o.conversations - from);
    await query(`DROP TABLE IF EXISTS bulk_conv`);
    await query(
      `CREATE TEMP TABLE bulk_conv AS
       SELECT gen_random_uuid() AS id, gen_random_uuid() AS customer_id, g AS n,
              CASE WHEN g % 5 = 0 OR cardinality($1::uuid[]) = 0 THEN NULL
                   ELSE ($1::uuid[])[1 + (g % cardinality($1::uuid[]))] END AS agent_id,
              date_trunc('milliseconds', to_timestamp(($2::bigint + g::bigint * $3::bigint) / 1000.0)) AS t0
       FROM generate_series($4::int, $5::int) g`,
      [o.agentIds, start, step, from + 1, from + n],
    );
    await query(
      `INSERT INTO customer (id, workspace_id, display_name, generated_name, created_at, last_activity)
       SELECT customer_id, $1, 'Customer ' || n, false, t0, t0 FROM bulk_conv`,
      [o.workspaceId],
    );
    await query(
      `INSERT INTO conversation (id, workspace_id, customer_id, source, agent_only, created_at, order_at, updated_at)
       SELECT id, $1, customer_id, 'web', false, t0, t0, t0 FROM bulk_conv`,
      [o.workspaceId],
    );
    await query(
      `INSERT INTO conversation_assignee (conversation_id, agent_id, workspace_id)
       SELECT id, agent_id, $1 FROM bulk_conv WHERE agent_id IS NOT NULL`,
      [o.workspaceId],
    );
    // Message seq s: odd from the customer, even from the assignee (the customer when unassigned).
    await query(
      `INSERT INTO message (id, workspace_id, conversation_id, seq, sender_type, sender_id, data_type, internal, meta, search_text, created_at)
       SELECT gen_random_uuid(), $1, c.id, s,
              CASE WHEN s % 2 = 0 AND c.agent_id IS NOT NULL THEN 'agent' ELSE 'customer' END,
              CASE WHEN s % 2 = 0 AND c.agent_id IS NOT NULL THEN c.agent_id ELSE c.customer_id END,
              51, false,
              jsonb_build_object('type', 1, 'content', t.text),
              t.text,
              c.t0 + s * interval '1 second'
       FROM bulk_conv c, generate_series(1, $3::int) s,
            LATERAL (SELECT ($2::text[])[1 + ((c.n * 7 + s) % cardinality($2::text[]))]
                            || CASE WHEN c.n % 100 = 0 AND s = 3 THEN ' (parcel tracking number)' ELSE '' END AS text) t`,
      [o.workspaceId, PHRASES, m],
    );
    // Each sender has read up to their own last message, as the services' markRead leaves it.
    await query(
      `INSERT INTO conversation_member (conversation_id, member_type, member_id, workspace_id, participant, last_read_seq, last_read_message_id)
       SELECT DISTINCT ON (msg.conversation_id, msg.sender_type, msg.sender_id)
              msg.conversation_id, msg.sender_type, msg.sender_id, $1, true, msg.seq, msg.id
       FROM message msg JOIN bulk_conv c ON c.id = msg.conversation_id
       ORDER BY msg.conversation_id, msg.sender_type, msg.sender_id, msg.seq DESC`,
      [o.workspaceId],
    );
    // An assignee who has not written yet is still a participant, with nothing read.
    await query(
      `INSERT INTO conversation_member (conversation_id, member_type, member_id, workspace_id, participant)
       SELECT id, 'agent', agent_id, $1, true FROM bulk_conv WHERE agent_id IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [o.workspaceId],
    );
    await query(
      `UPDATE conversation conv SET last_seq = msg.seq, order_at = msg.created_at, updated_at = msg.created_at,
              last_message = x.summary, last_public_message = x.summary
       FROM message msg JOIN bulk_conv c ON c.id = msg.conversation_id,
            LATERAL (SELECT jsonb_build_object(
              'id', msg.id, 'senderType', msg.sender_type, 'senderId', msg.sender_id, 'type', 1,
              'text', left(msg.search_text, 200), 'internal', false, 'seq', msg.seq,
              'timestamp', (extract(epoch FROM msg.created_at) * 1000)::bigint) AS summary) x
       WHERE conv.id = msg.conversation_id AND msg.seq = $1`,
      [m],
    );
    // The report figures appendMessage keeps: counts by side, the first customer message (seq 1)
    // and the assignee's first answer (seq 2).
    await query(
      `UPDATE conversation conv SET
         customer_message_count = CASE WHEN c.agent_id IS NULL THEN $1::int ELSE ($1::int + 1) / 2 END,
         agent_message_count = CASE WHEN c.agent_id IS NULL THEN 0 ELSE $1::int / 2 END,
         first_customer_message_at = c.t0 + interval '1 second',
         first_response_at = CASE WHEN c.agent_id IS NOT NULL AND $1::int >= 2 THEN c.t0 + interval '2 seconds' END,
         first_responder_id = CASE WHEN $1::int >= 2 THEN c.agent_id END
       FROM bulk_conv c WHERE conv.id = c.id`,
      [m],
    );
    await query(`DROP TABLE bulk_conv`);
    o.progress?.(from + n);
  }
}

/**
 * The inbox benchmarks' data: `conversations` conversations of two messages for the first agent's
 * workspace (assigned to that agent, round-robin with the unassigned ones), then ANALYZE.
 */
export async function seedFirstAgentInbox(pg: import('pg').Client, conversations: number): Promise<void> {
  const [{ workspaceId, agentId }] = (await pg.query(`SELECT workspace_id AS "workspaceId", id AS "agentId" FROM agent LIMIT 1`)).rows as {
    workspaceId: string;
    agentId: string;
  }[];
  await bulkSeed((sql, params) => pg.query(sql, params as unknown[]), {
    workspaceId,
    agentIds: [agentId],
    conversations,
    messagesPerConversation: 2,
    batch: 10_000,
    progress: (n) => process.stdout.write(`\rseeding ${n}/${conversations} conversations`),
  });
  await pg.query('ANALYZE');
}
