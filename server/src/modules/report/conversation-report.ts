import type { EntityManager } from 'typeorm';
import { csvChunks, csvDownload, type CsvValue, type Download } from '../../common/csv';
import type { Lang } from '../../i18n/language';
import { formatClock } from '../message/transcript-export';
import { rangeBounds, type ReportRange } from './report-range';
import { reportWord, statusWord, type ReportWord } from './report-headers';

/** Conversations read per query: the file streams, so 100,000 conversations never sit in memory at once. */
export const REPORT_PAGE = 1000;

/**
 * The conversation-agent report's pages are larger: the planner reads each page's members with one
 * pass over conversation_member whatever the page's size, so fewer, larger pages cost less.
 */
export const AGENT_REPORT_PAGE = 5000;

/** What both conversation reports read of a conversation. */
export interface ReportConversationRow {
  id: string;
  name: string | null;
  source: string;
  status: string;
  tags: string[];
  created_at: Date;
  first_customer_message_at: Date | null;
  first_response_at: Date | null;
  first_responder_id: string | null;
  closed_at: Date | null;
  customer_message_count: number;
  agent_message_count: number;
  internal_message_count: number;
  bot_message_count: number;
  customer_rating: { score: number; comment?: string } | null;
  agent_rating: { score: number; comment?: string } | null;
  customer_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
}

/**
 * The conversations created in the range, oldest first, a page at a time by keyset (created_at,
 * id) on the conversation_created index, as the consumer pulls.
 */
export async function* conversationPages(
  m: EntityManager,
  workspaceId: string,
  range: ReportRange,
  pageSize = REPORT_PAGE,
): AsyncGenerator<ReportConversationRow[]> {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const params: unknown[] = [workspaceId];
    const { start, end } = rangeBounds(range, params);
    let keyset = '';
    if (after) {
      params.push(after.at, after.id);
      keyset = ` AND (c.created_at, c.id) > ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
    }
    params.push(pageSize);
    const page: ReportConversationRow[] = await m.query(
      `SELECT c.id, c.name, c.source, c.status, c.tags, c.created_at, c.first_customer_message_at, c.first_response_at,
              c.first_responder_id, c.closed_at, c.customer_message_count, c.agent_message_count, c.internal_message_count,
              c.bot_message_count, c.customer_rating, c.agent_rating, c.customer_id,
              cu.display_name AS customer_name, cu.email AS customer_email
       FROM conversation c LEFT JOIN customer cu ON cu.id = c.customer_id
       WHERE c.workspace_id = $1 AND c.created_at >= ${start} AND c.created_at < ${end}${keyset}
       ORDER BY c.created_at, c.id LIMIT $${params.length}`,
      params,
    );
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { at: last.created_at, id: last.id };
  }
}

/** Names by conversation for a page: its teams and its assigned agents. */
async function namesOf(m: EntityManager, ids: string[]): Promise<{ teams: Map<string, string[]>; agents: Map<string, string[]> }> {
  const [teams, agents]: { conversation_id: string; name: string }[][] = await Promise.all([
    m.query(
      `SELECT ct.conversation_id, t.name FROM conversation_team ct JOIN team t ON t.id = ct.team_id
       WHERE ct.conversation_id = ANY($1::uuid[]) ORDER BY lower(t.name)`,
      [ids],
    ),
    m.query(
      `SELECT ca.conversation_id, a.display_name AS name FROM conversation_assignee ca JOIN agent a ON a.id = ca.agent_id
       WHERE ca.conversation_id = ANY($1::uuid[]) ORDER BY lower(a.display_name)`,
      [ids],
    ),
  ]);
  const group = (rows: { conversation_id: string; name: string }[]) => {
    const out = new Map<string, string[]>();
    for (const r of rows) out.set(r.conversation_id, [...(out.get(r.conversation_id) ?? []), r.name]);
    return out;
  };
  return { teams: group(teams), agents: group(agents) };
}

/** Whole seconds from `a` to `b`, or empty when either is missing. */
export const secondsBetween = (a: Date | null, b: Date | null): number | null => (a && b ? Math.round((b.getTime() - a.getTime()) / 1000) : null);

/** Shared cell helpers for a report in one language and time zone. */
export function cells(lang: Lang, timeZone: string) {
  return {
    header: (words: readonly ReportWord[]) => words.map((w) => reportWord(w, lang)),
    clock: (at: Date | null) => (at ? formatClock(at, timeZone) : ''),
    status: (s: string) => statusWord(s, lang),
    yesNo: (b: boolean) => reportWord(b ? 'yes' : 'no', lang),
  };
}

const CONVERSATION_COLUMNS: readonly ReportWord[] = [
  'conversationId',
  'conversationName',
  'customerId',
  'customerName',
  'customerEmail',
  'source',
  'status',
  'teams',
  'agents',
  'tags',
  'created',
  'firstCustomerMessage',
  'firstResponse',
  'firstResponseSeconds',
  'closed',
  'resolutionSeconds',
  'customerMessages',
  'agentMessages',
  'internalNotes',
  'botMessages',
  'customerRating',
  'customerComment',
  'agentRating',
  'agentComment',
];

/** The file name's day stamp: the range it covers. */
export const rangeStamp = (range: ReportRange) => `${range.from.replace(/-/g, '')}-${range.to.replace(/-/g, '')}`;

/**
 * The conversation report: one row per conversation created in the range (workspace time zone),
 * oldest first, with who handled it, how fast, how many messages each side wrote and how it was
 * rated. Times in the workspace's time zone, durations in whole seconds, headers in `lang`.
 */
export function conversationReport(m: EntityManager, workspaceId: string, range: ReportRange, lang: Lang): Download {
  const c = cells(lang, range.timeZone);
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for await (const page of conversationPages(m, workspaceId, range)) {
      const { teams, agents } = await namesOf(
        m,
        page.map((r) => r.id),
      );
      for (const r of page) {
        yield [
          r.id,
          r.name,
          r.customer_id,
          r.customer_name,
          r.customer_email,
          r.source,
          c.status(r.status),
          (teams.get(r.id) ?? []).join(', '),
          (agents.get(r.id) ?? []).join(', '),
          r.tags.join(', '),
          c.clock(r.created_at),
          c.clock(r.first_customer_message_at),
          c.clock(r.first_response_at),
          secondsBetween(r.first_customer_message_at, r.first_response_at),
          c.clock(r.closed_at),
          secondsBetween(r.created_at, r.closed_at),
          r.customer_message_count,
          r.agent_message_count,
          r.internal_message_count,
          r.bot_message_count,
          r.customer_rating?.score ?? null,
          r.customer_rating?.comment ?? null,
          r.agent_rating?.score ?? null,
          r.agent_rating?.comment ?? null,
        ];
      }
    }
  }
  return csvDownload(`conversations-${rangeStamp(range)}.csv`, csvChunks(c.header(CONVERSATION_COLUMNS), rows()));
}

const AGENT_COLUMNS: readonly ReportWord[] = [
  'conversationId',
  'conversationName',
  'customerName',
  'source',
  'status',
  'created',
  'agentId',
  'agentName',
  'agentEmail',
  'assigned',
  'sent',
  'notesWritten',
  'firstReply',
  'firstReplySeconds',
  'firstResponder',
  'closed',
  'resolutionSeconds',
  'customerRating',
  'customerComment',
];

interface AgentShare {
  conversation_id: string;
  agent_id: string;
  name: string;
  email: string | null;
  assigned: boolean;
  sent: number;
  notes: number;
  first_reply: Date | null;
}

/** Every agent of each conversation of a page who was assigned or took part, with what they wrote. */
async function agentShares(m: EntityManager, ids: string[]): Promise<Map<string, AgentShare[]>> {
  const rows: AgentShare[] = await m.query(
    `WITH members AS (
       SELECT conversation_id, member_id AS agent_id FROM conversation_member
       WHERE conversation_id = ANY($1::uuid[]) AND member_type = 'agent' AND participant
       UNION
       SELECT conversation_id, agent_id FROM conversation_assignee WHERE conversation_id = ANY($1::uuid[])
     ), written AS (
       SELECT conversation_id, sender_id AS agent_id,
              count(*) FILTER (WHERE NOT internal)::int AS sent, count(*) FILTER (WHERE internal)::int AS notes,
              min(created_at) FILTER (WHERE NOT internal) AS first_reply
       FROM message WHERE conversation_id = ANY($1::uuid[]) AND sender_type = 'agent' AND deleted_at IS NULL
       GROUP BY conversation_id, sender_id
     )
     SELECT mb.conversation_id, mb.agent_id, a.display_name AS name, a.email,
            EXISTS (SELECT 1 FROM conversation_assignee ca WHERE ca.conversation_id = mb.conversation_id AND ca.agent_id = mb.agent_id) AS assigned,
            COALESCE(w.sent, 0) AS sent, COALESCE(w.notes, 0) AS notes, w.first_reply
     FROM members mb JOIN agent a ON a.id = mb.agent_id
     LEFT JOIN written w ON w.conversation_id = mb.conversation_id AND w.agent_id = mb.agent_id
     ORDER BY mb.conversation_id, lower(a.display_name), a.id`,
    [ids],
  );
  const out = new Map<string, AgentShare[]>();
  for (const r of rows) out.set(r.conversation_id, [...(out.get(r.conversation_id) ?? []), r]);
  return out;
}

/**
 * The conversation-agent report: one row per conversation × agent who was assigned to it or took
 * part (a conversation nobody handled has no row), with what that agent wrote, when they first
 * answered and whether theirs was the first response.
 */
export function conversationAgentReport(m: EntityManager, workspaceId: string, range: ReportRange, lang: Lang): Download {
  const c = cells(lang, range.timeZone);
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for await (const page of conversationPages(m, workspaceId, range, AGENT_REPORT_PAGE)) {
      const shares = await agentShares(
        m,
        page.map((r) => r.id),
      );
      for (const r of page) {
        for (const s of shares.get(r.id) ?? []) {
          const firstReply = s.first_reply && r.first_customer_message_at && s.first_reply >= r.first_customer_message_at ? s.first_reply : null;
          yield [
            r.id,
            r.name,
            r.customer_name,
            r.source,
            c.status(r.status),
            c.clock(r.created_at),
            s.agent_id,
            s.name,
            s.email,
            c.yesNo(s.assigned),
            s.sent,
            s.notes,
            c.clock(s.first_reply),
            secondsBetween(r.first_customer_message_at, firstReply),
            c.yesNo(r.first_responder_id === s.agent_id),
            c.clock(r.closed_at),
            secondsBetween(r.created_at, r.closed_at),
            r.customer_rating?.score ?? null,
            r.customer_rating?.comment ?? null,
          ];
        }
      }
    }
  }
  return csvDownload(`conversation-agents-${rangeStamp(range)}.csv`, csvChunks(c.header(AGENT_COLUMNS), rows()));
}
