import type { EntityManager } from 'typeorm';
import { invalid, notFound } from '../../common/errors';
import { SqlParams } from '../../common/sql';
import type { Actor } from '../../auth/actor';
import { accessPredicate, resolveAccess, seesInternal } from '../conversation/conversation-access';
import { defaultName, selectByIds } from '../conversation/conversation-query';
import { M_MESSAGE_COLUMNS, toMessageView, type MessageRow } from './message-view';
import type { MessageView } from './message.types';

/** Spec §5 and §9: search needs at least 3 characters. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 200;
/** Newest first, at most this many: a search is a way into history, not an export. */
export const SEARCH_LIMIT = 50;

export interface SearchInput {
  query: string;
  conversationId?: string;
}

/**
 * How many of a workspace's newest messages a search reads first, when the phrase is common enough
 * to fill a page from them (one message of 400 or more: about 10 ms); a rarer one is looked up
 * through the trigram index, which is quick exactly when hits are few.
 */
export const SEARCH_RECENT_WINDOW = 20_000;

type SearchRow = MessageRow & { conversation_name: string | null };

/**
 * Whether the newest `window` messages are likely to hold a page of hits, by PostgreSQL's estimate
 * of the phrase's share of all messages (from its statistics' sample; a plan, not a run). When they
 * are not, reading them first only delays the trigram index: at 670,000 conversations a phrase in
 * 1 message of 1,000 took an agent of their own conversations 117 ms with the window first and 66 ms
 * without, text found nowhere 53 and 4 ms (docs/perf/messaging.md). Never-analysed statistics say
 * nothing: the window is read.
 */
async function windowLikelyFills(m: EntityManager, pattern: string, window: number): Promise<boolean> {
  const [{ total }]: { total: number }[] = await m.query(`SELECT reltuples::float8 AS total FROM pg_class WHERE oid = 'message'::regclass`);
  if (!(total > 0)) return true;
  const [explained]: { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[] = await m.query(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM message WHERE search_text ILIKE $1::text ESCAPE '\\'`,
    [pattern],
  );
  return (explained['QUERY PLAN'][0].Plan['Plan Rows'] / total) * window >= SEARCH_LIMIT;
}

/** A found message with the conversation it opens (the inbox jumps to the message there). */
export interface MessageSearchHit extends MessageView {
  conversationName: string;
}

/** Characters, not UTF-16 units: '退款申' is 3 long, as a reader counts it. */
const charCount = (s: string) => [...s].length;

/** The query as a literal ILIKE pattern: %, _ and \ match themselves. */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Checks the query the way every door does: trimmed, 3 to 200 characters. */
export function searchQuery(raw: string | undefined): string {
  const query = (raw ?? '').trim();
  if (charCount(query) < SEARCH_MIN_CHARS) {
    throw invalid(`Please enter at least ${SEARCH_MIN_CHARS} characters to search`, { query: 'tooShort' });
  }
  if (charCount(query) > SEARCH_MAX_CHARS) throw invalid(`Search at most ${SEARCH_MAX_CHARS} characters`, { query: 'tooLong' });
  return query;
}

/**
 * Messages whose text contains the query, case-insensitively, newest first, in the conversations
 * the caller may read (the same predicate as the inbox, so search can never reveal what a get
 * refuses); customers never find internal messages. ILIKE '%…%' on search_text is served by the
 * trigram index message_search_trgm, and needs no word boundaries, so Chinese text without spaces
 * is found by any 3 characters inside it. System notices are bookkeeping, not conversation: left out.
 */
export async function searchMessages(m: EntityManager, actor: Actor, input: SearchInput, window = SEARCH_RECENT_WINDOW): Promise<MessageSearchHit[]> {
  const query = searchQuery(input.query);
  const access = await resolveAccess(m, actor);
  if (input.conversationId !== undefined) {
    const [readable] = await selectByIds(m, access, [input.conversationId]);
    if (!readable) throw notFound('Conversation');
  }
  const searchable = (p: SqlParams) => [`m.workspace_id = ${p.add(access.workspaceId)}`, 'm.deleted_at IS NULL', `m.sender_type <> 'system'`];
  // For agents and tokens the access rule needs only the message's conversation id (mc), so the hits
  // are sorted and cut first, then joined for the page's conversation names; a phrase with 10,000 hits
  // joined each first (90 ms). A customer's rule needs the conversation row; their hits are few.
  const cutFirst = access.scope === 'all' || access.scope === 'own';
  const matching = (p: SqlParams) => [
    accessPredicate(access, p, cutFirst ? 'mc' : 'c'),
    `m.search_text ILIKE ${p.add(containsPattern(query))} ESCAPE '\\'`,
    ...(seesInternal(access) ? [] : ['NOT m.internal']),
  ];
  const order = 'ORDER BY m.created_at DESC, m.conversation_id, m.seq DESC';
  const page = (p: SqlParams, from: string, where: string[]): Promise<SearchRow[]> => {
    const limit = p.add(SEARCH_LIMIT);
    const hits = cutFirst
      ? `(SELECT m.* FROM ${from} CROSS JOIN LATERAL (SELECT m.conversation_id AS id, m.workspace_id) mc
           WHERE ${where.join(' AND ')} ${order} LIMIT ${limit}) m JOIN conversation c ON c.id = m.conversation_id`
      : `${from} JOIN conversation c ON c.id = m.conversation_id WHERE ${where.join(' AND ')}`;
    return m.query(`SELECT ${M_MESSAGE_COLUMNS}, c.name AS conversation_name FROM ${hits} ${order} LIMIT ${limit}`, p.values);
  };
  let rows: SearchRow[] = [];
  if (input.conversationId === undefined && (await windowLikelyFills(m, containsPattern(query), window))) {
    // The newest messages first (index message_recent): when they hold a page of hits, those are the
    // newest hits of all, found without collecting and sorting every hit of a common phrase.
    const p = new SqlParams();
    const recent = `(SELECT m.* FROM message m WHERE ${searchable(p).join(' AND ')}
       ${order} LIMIT ${p.add(window)}) m`;
    rows = await page(p, recent, matching(p));
  }
  if (rows.length < SEARCH_LIMIT) {
    const p = new SqlParams();
    const where = [...searchable(p), ...matching(p)];
    if (input.conversationId !== undefined) where.push(`m.conversation_id = ${p.add(input.conversationId)}`);
    rows = await page(p, 'message m', where);
  }
  return rows.map((r) => ({ ...toMessageView(r), conversationName: r.conversation_name ?? defaultName(r.conversation_id) }));
}
