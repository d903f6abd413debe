import type { EntityManager } from 'typeorm';
import { invalid, msg } from '../../common/errors';
import { isUuid, SqlParams } from '../../common/sql';
import { requireTimeMs } from '../../common/validate';
import { onlineSql } from '../presence/presence-sql';
import { accessPredicate, memberOf, type ConversationAccess } from './conversation-access';
import type { LastMessageSummary, Rating } from './conversation.entity';
import type { AgentStatus, ConversationStatus, Source } from './conversation.constants';
import { PREPARED } from '../../db/prepared-statements';
import { type ConversationCore, type ConversationFilter, type ConversationRelations, type ConversationView } from './conversation.types';
import { LIST_PAGE } from './conversation.constants';

/** A conversation row with the caller's own member state (read position, mention). */
export interface ConversationRow {
  id: string;
  workspace_id: string;
  name: string | null;
  profile_pic: string | null;
  subtitle: string | null;
  status: ConversationStatus;
  source: Source;
  /** Set when it came in through an external platform (modules/platform). */
  external_platform_id: string | null;
  external_channel_id: string | null;
  customer_id: string | null;
  tags: string[];
  /** Merged into that conversation (conversation-merge.service.ts): read-only. */
  merged_into_id: string | null;
  hidden: boolean;
  snooze_until: Date | null;
  livechat: boolean;
  agent_only: boolean;
  customer_rating: Rating | null;
  agent_rating: Rating | null;
  meta: Record<string, unknown>;
  last_message: LastMessageSummary | null;
  last_public_message: LastMessageSummary | null;
  last_seq: string;
  order_at: Date;
  updated_at: Date;
  my_last_read_seq: string | null;
  my_last_read_message_id: string | null;
  my_mentioned: boolean | null;
  /** Its customer has an open realtime connection (modules/presence). */
  customer_online: boolean;
  /** Spec §3 agentStatus: whether agents are assigned and whether one of them is connected. */
  agent_status: AgentStatus;
  /** With `readers`: assignees and members of its teams (see ownReaders). */
  own_readers?: string[];
}

/**
 * Spec §3 agentStatus, derived: 'unassigned' with no assigned agent (a team alone does not answer),
 * 'online' when one of its assigned agents has an open realtime connection, else 'offline'. One
 * scalar subquery per row: the assignee key, then presence by user. (As NOT EXISTS, the planner
 * hashed every assignment of the database for a page of 20 whenever they fitted in memory: 13 ms
 * reading them and 104 ms in all at 200,200 conversations, the inbox's first page included.)
 */
const AGENT_STATUS_SQL = `(SELECT CASE WHEN count(*) = 0 THEN 'unassigned' WHEN bool_or(${onlineSql('sa.agent_id')}) THEN 'online' ELSE 'offline' END
    FROM conversation_assignee sa WHERE sa.conversation_id = c.id)`;

const COLUMNS = `c.id, c.workspace_id, c.name, c.profile_pic, c.subtitle, c.status, c.source, c.external_platform_id, c.external_channel_id, c.customer_id, c.tags, c.merged_into_id,
  c.hidden, c.snooze_until, c.livechat, c.agent_only, c.customer_rating, c.agent_rating, c.meta, c.last_message,
  c.last_public_message, c.last_seq, c.order_at, c.updated_at,
  my.last_read_seq AS my_last_read_seq, my.last_read_message_id AS my_last_read_message_id, my.mentioned AS my_mentioned,
  ${onlineSql('c.customer_id')} AS customer_online, ${AGENT_STATUS_SQL} AS agent_status`;

function memberJoin(access: ConversationAccess, p: SqlParams): string {
  const me = memberOf(access.actor);
  if (!me) return 'LEFT JOIN conversation_member my ON FALSE';
  return `LEFT JOIN conversation_member my ON my.conversation_id = c.id AND my.member_type = ${p.add(me.type)} AND my.member_id = ${p.add(me.id)}`;
}

/** The views other than hidden and snooze leave out hidden and currently snoozed conversations. */
const IN_MAIN_VIEWS = '(NOT c.hidden AND (c.snooze_until IS NULL OR c.snooze_until <= now()))';

const OWN_READERS = `ARRAY(SELECT ra.agent_id FROM conversation_assignee ra WHERE ra.conversation_id = c.id
  UNION SELECT rm.agent_id FROM conversation_team rt JOIN team_member rm ON rm.team_id = rt.team_id WHERE rt.conversation_id = c.id) AS own_readers`;

/**
 * Readable conversations by id (request order is the caller's job). `lock` holds their rows until
 * the transaction ends (every change and every send takes it first, so they serialize per
 * conversation); `readers` adds who reads them through ownConversations, for event audiences.
 */
export async function selectByIds(
  m: EntityManager,
  access: ConversationAccess,
  ids: readonly string[],
  opts: { lock?: boolean; readers?: boolean } = {},
): Promise<ConversationRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const p = new SqlParams();
  const join = memberJoin(access, p);
  const sql = `${PREPARED}SELECT ${COLUMNS}${opts.readers ? `, ${OWN_READERS}` : ''} FROM conversation c ${join}
    WHERE c.id = ANY(${p.add(valid)}::uuid[]) AND ${accessPredicate(access, p)}${opts.lock ? ' FOR UPDATE OF c' : ''}`;
  return m.query(sql, p.values);
}

/** What a send in one statement needs of its conversation's locked row (lockedConversationSql). */
export type LockedConversationRow = Pick<ConversationRow, 'id' | 'customer_id' | 'status' | 'merged_into_id' | 'external_platform_id'> & {
  own_readers: string[];
};

/**
 * One conversation's row lock with what a send checks (access, status, merge, platform) and who
 * hears of it (readers), as the text of a common table expression for a statement that writes in
 * the same breath (a send in one statement, message.service.ts). Not the list's columns: a lock
 * that is not inlined computes every column it names, and a send used none of the reader's read
 * state, the customer's presence, the assignees' presence or the summaries. `id` must be a uuid.
 */
export function lockedConversationSql(access: ConversationAccess, id: string, p: SqlParams): string {
  return `SELECT c.id, c.customer_id, c.status, c.merged_into_id, c.external_platform_id, ${OWN_READERS} FROM conversation c
    WHERE c.id = ${p.add(id)}::uuid AND ${accessPredicate(access, p)} FOR UPDATE OF c`;
}

/** A conversation row with its place in the workspace's change order (modules/updates). */
export interface ChangedConversationRow extends ConversationRow {
  change_seq: string;
  created_seq: string;
}

/** Changes after one change number up to another (both change_seq values; updates.service). */
export interface ChangeRange {
  after: number;
  upTo: number;
}

/** Readable conversations whose latest change is in the range (change cursors), oldest change first. */
export async function selectChangedSince(m: EntityManager, access: ConversationAccess, range: ChangeRange, limit: number): Promise<ChangedConversationRow[]> {
  const p = new SqlParams();
  const join = memberJoin(access, p);
  const sql = `SELECT ${COLUMNS}, c.change_seq, c.created_seq FROM conversation c ${join}
    WHERE c.workspace_id = ${p.add(access.workspaceId)} AND c.change_seq > ${p.add(range.after)} AND c.change_seq <= ${p.add(range.upTo)}
      AND ${accessPredicate(access, p)}
    ORDER BY c.change_seq LIMIT ${p.add(limit)}`;
  return m.query(sql, p.values);
}

export async function selectList(m: EntityManager, access: ConversationAccess, f: ConversationFilter): Promise<ConversationRow[]> {
  const p = new SqlParams();
  const join = memberJoin(access, p);
  const where = [accessPredicate(access, p)];
  const status = f.status ?? 'open';
  // An agent's own inbox, or a view of one agent's conversations, is read from that agent's
  // assignments in inbox order (their copies of the conversation's status and order_at, migration
  // 1795731000000): walking the workspace's newest conversations for theirs read thousands of rows
  // for a page when theirs were older.
  const assignee = access.scope === 'customer' ? null : assigneeOf(access, f);
  const assigned = assignee !== null;
  const [orderAt, id] = assigned ? ['a.conversation_order_at', 'a.conversation_id'] : ['c.order_at', 'c.id'];
  if (status !== 'all') where.push(`c.status = ${p.add(status)}`, ...(assigned ? [`a.conversation_status = ${p.add(status)}`] : []));
  // Checked here, where both doors' filters meet, before they become Dates (Invalid Date is a database error).
  requireTimeMs(f.beforeTimestamp, 'beforeTimestamp');
  requireTimeMs(f.afterTimestamp, 'afterTimestamp');
  if (f.beforeTimestamp !== undefined) where.push(`${orderAt} < ${p.add(new Date(f.beforeTimestamp))}`);
  if (f.afterTimestamp !== undefined) where.push(`${orderAt} > ${p.add(new Date(f.afterTimestamp))}`);
  if (assignee !== null) where.push(`a.agent_id = ${p.add(assignee)}`);
  if (access.scope !== 'customer') where.push(...agentSideConditions(access, f, p, assignee));
  const desc = !f.reverseOrder;
  if (f.beforeId !== undefined) {
    if (!isUuid(f.beforeId)) throw invalid('conversation.beforeIdIsNotAConversationId', { beforeId: 'invalid' });
    // The cursor is the (order_at, id) of a conversation of this workspace, read in SQL so no precision is lost.
    where.push(`(${orderAt}, ${id}) ${desc ? '<' : '>'} (SELECT b.order_at, b.id FROM conversation b
      WHERE b.id = ${p.add(f.beforeId)} AND b.workspace_id = ${p.add(access.workspaceId)})`);
  }
  const size = pageSize(f.size);
  const dir = desc ? 'DESC' : 'ASC';
  const from = assigned ? 'conversation_assignee a JOIN conversation c ON c.id = a.conversation_id' : 'conversation c';
  const sql = `SELECT ${COLUMNS} FROM ${from} ${join} WHERE ${where.join(' AND ')}
    ORDER BY ${orderAt} ${dir}, ${id} ${dir} LIMIT ${p.add(size)}`;
  return m.query(sql, p.values);
}

function pageSize(size: number | undefined): number {
  if (size === undefined) return LIST_PAGE.default;
  if (!Number.isInteger(size) || size < 1 || size > LIST_PAGE.max) {
    throw invalid(msg('common.sizeMustBeAnIntegerFrom', { max: LIST_PAGE.max }), { size: 'range' });
  }
  return size;
}

function requireUuid(value: string, field: string): string {
  if (!isUuid(value)) throw invalid(msg('conversation.notAValidId', { field }), { [field]: 'invalid' });
  return value;
}

const myAgentId = (access: ConversationAccess): string | null => (access.actor.kind === 'agent' ? access.actor.agentId : null);

/** An agent's inbox opens on their own conversations; anyone else's on all. */
const viewOf = (access: ConversationAccess, f: ConversationFilter) => f.filter ?? (access.actor.kind === 'agent' ? 'me' : 'all');

/** The agent whose assignments a list is read from: the reader in "me", else the agentId filter's. */
function assigneeOf(access: ConversationAccess, f: ConversationFilter): string | null {
  if (viewOf(access, f) === 'me') return myAgentId(access);
  return f.agentId === undefined ? null : requireUuid(f.agentId, 'agentId');
}

/**
 * The inbox views and filters; customers only ever see their own conversations, so none of this
 * applies to them. `assignee`: the list is read from that agent's assignments (selectList).
 */
function agentSideConditions(access: ConversationAccess, f: ConversationFilter, p: SqlParams, assignee: string | null): string[] {
  const where: string[] = [];
  const me = myAgentId(access);
  switch (viewOf(access, f)) {
    case 'all':
      where.push(IN_MAIN_VIEWS);
      break;
    case 'me':
      // Read from the agent's own assignments (assigneeOf).
      where.push(IN_MAIN_VIEWS, ...(me ? [] : ['FALSE']));
      break;
    case 'unassigned':
      where.push(IN_MAIN_VIEWS, 'NOT c.assigned');
      break;
    case 'snooze':
      where.push('NOT c.hidden', 'c.snooze_until IS NOT NULL');
      break;
    case 'hidden':
      where.push('c.hidden');
      break;
    case 'mention':
      where.push(
        IN_MAIN_VIEWS,
        me
          ? `EXISTS (SELECT 1 FROM conversation_member mm WHERE mm.conversation_id = c.id AND mm.member_type = 'agent' AND mm.member_id = ${p.add(me)} AND mm.mentioned)`
          : 'FALSE',
      );
      break;
    case 'team':
      where.push(IN_MAIN_VIEWS);
      if (f.team === undefined) {
        where.push(
          me
            ? `EXISTS (SELECT 1 FROM conversation_team t JOIN team_member tm ON tm.team_id = t.team_id WHERE t.conversation_id = c.id AND tm.agent_id = ${p.add(me)})`
            : 'FALSE',
        );
      }
      break;
  }
  if (f.team !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM conversation_team t WHERE t.conversation_id = c.id AND t.team_id = ${p.add(requireUuid(f.team, 'team'))})`);
  }
  if (f.customerId !== undefined) where.push(`c.customer_id = ${p.add(requireUuid(f.customerId, 'customerId'))}`);
  if (f.agentId !== undefined && f.agentId !== assignee) {
    where.push(`EXISTS (SELECT 1 FROM conversation_assignee a2 WHERE a2.conversation_id = c.id AND a2.agent_id = ${p.add(requireUuid(f.agentId, 'agentId'))})`);
  }
  if (f.tag !== undefined) where.push(`c.tags @> ARRAY[${p.add(f.tag)}]::text[]`);
  if (f.showOnline) where.push(onlineSql('c.customer_id'));
  if (f.customerTag !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM customer cu WHERE cu.id = c.customer_id AND cu.tags @> ARRAY[${p.add(f.customerTag)}]::text[])`);
  }
  return where;
}

export const defaultName = (id: string) => `Conversation ${id.slice(0, 7)}`;

/**
 * A row as the caller sees it. Customers get the newest non-internal message and its unread flag,
 * and none of the inbox's internal bookkeeping (tags, hidden, snooze, the agent's rating).
 */
export function toCore(row: ConversationRow, access: ConversationAccess): ConversationCore {
  const customer = access.scope === 'customer';
  const readSeq = Number(row.my_last_read_seq ?? 0);
  const lastMessage = customer ? row.last_public_message : row.last_message;
  return {
    id: row.id,
    name: row.name ?? defaultName(row.id),
    generatedName: row.name === null,
    profilePic: row.profile_pic,
    subtitle: row.subtitle,
    status: row.status,
    customer: row.customer_id ? [{ id: row.customer_id }] : [],
    tags: customer ? [] : row.tags,
    hidden: customer ? false : row.hidden,
    mentioned: customer ? false : row.my_mentioned === true,
    snooze: customer || !row.snooze_until ? 0 : row.snooze_until.getTime(),
    source: row.source,
    lastUpdateTimestamp: row.updated_at.getTime(),
    orderTimestamp: row.order_at.getTime(),
    agentOnly: row.agent_only,
    lastRead: row.my_last_read_message_id ? { id: row.my_last_read_message_id } : null,
    livechat: row.livechat,
    online: row.customer_online === true,
    agentStatus: row.agent_status,
    customerRating: row.customer_rating,
    agentRating: customer ? null : row.agent_rating,
    unread: (lastMessage?.seq ?? 0) > readSeq,
    lastMessage,
    meta: row.meta,
    mergedInto: row.merged_into_id ? { id: row.merged_into_id } : null,
  };
}

const byConversation = async (m: EntityManager, sql: string, ids: readonly string[]): Promise<Map<string, string[]>> => {
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return out;
  const rows: { conversation_id: string; ref: string }[] = await m.query(sql, [valid]);
  for (const r of rows) out.get(r.conversation_id)?.push(r.ref);
  return out;
};

/** Batched relation loads: one query per relation for any number of conversations (REST views and DataLoaders). */
export const loadAssignees = (m: EntityManager, ids: readonly string[]) =>
  byConversation(m, 'SELECT conversation_id, agent_id AS ref FROM conversation_assignee WHERE conversation_id = ANY($1::uuid[]) ORDER BY agent_id', ids);
export const loadTeams = (m: EntityManager, ids: readonly string[]) =>
  byConversation(m, 'SELECT conversation_id, team_id AS ref FROM conversation_team WHERE conversation_id = ANY($1::uuid[]) ORDER BY team_id', ids);
export const loadParticipantAgents = (m: EntityManager, ids: readonly string[]) =>
  byConversation(
    m,
    `SELECT conversation_id, member_id AS ref FROM conversation_member
      WHERE conversation_id = ANY($1::uuid[]) AND member_type = 'agent' AND participant ORDER BY member_id`,
    ids,
  );

export async function loadRelations(m: EntityManager, ids: readonly string[]): Promise<Map<string, ConversationRelations>> {
  const assignees = await loadAssignees(m, ids);
  const teams = await loadTeams(m, ids);
  const agents = await loadParticipantAgents(m, ids);
  return new Map(ids.map((id) => [id, { assignedAgent: assignees.get(id) ?? [], team: teams.get(id) ?? [], agent: agents.get(id) ?? [] }]));
}

/**
 * The agents who read a conversation through ownConversations: its assignees and the members of
 * its teams. Conversation events name them (agents with allConversations receive them anyway).
 */
export async function ownReaders(m: EntityManager, conversationId: string): Promise<string[]> {
  const rows: { agent_id: string }[] = await m.query(
    `SELECT agent_id FROM conversation_assignee WHERE conversation_id = $1
     UNION SELECT tm.agent_id FROM conversation_team t JOIN team_member tm ON tm.team_id = t.team_id WHERE t.conversation_id = $1`,
    [conversationId],
  );
  return rows.map((r) => r.agent_id);
}

/** Rows to REST views: the caller's core plus the three relations, batched (one query each). */
export async function toViews(m: EntityManager, access: ConversationAccess, rows: ConversationRow[]): Promise<ConversationView[]> {
  const relations = await loadRelations(
    m,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const rel = relations.get(r.id);
    return {
      ...toCore(r, access),
      team: (rel?.team ?? []).map((id) => ({ id })),
      agent: (rel?.agent ?? []).map((id) => ({ id })),
      assignedAgent: (rel?.assignedAgent ?? []).map((id) => ({ id })),
    };
  });
}
