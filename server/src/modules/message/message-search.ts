import type { EntityManager } from 'typeorm';
import { invalid, notFound, msg } from '../../common/errors';
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
 * The two ways into a phrase's newest hits besides collecting all of them through the trigram index
 * (message_search_trgm) and sorting: read the newest `window` messages in order (index message_recent)
 * when they likely hold a page; otherwise, for a reader of the whole workspace and a phrase with more
 * than `sliceAbove` hits in all, ask both indexes for the hits among the newest messages only (a slice
 * sized to hold about four pages of them), and collect all hits only when the slice holds less than a
 * page.
 */
export interface SearchTuning {
  window: number;
  sliceAbove: number;
}

/**
 * At 1,000,000 conversations a phrase in 1 message of 1,000 (10,000 hits) was found by PostgreSQL
 * walking the newest messages in order until 50 hits: 67,000 rows, 52–65 ms; the slice asks both
 * indexes for the newest 2 % and sorts ~200 hits (docs/perf/messaging.md). Below 2,000 hits the
 * trigram index alone is quick.
 */
export const SEARCH_TUNING: SearchTuning = { window: 20_000, sliceAbove: 2_000 };

/** Hits the slice is sized to hold: four pages, so that a phrase a little rarer recently than on average still fills one. */
const SLICE_HITS = 4 * SEARCH_LIMIT;

type SearchRow = MessageRow & { conversation_name: string | null };

interface PhraseEstimate {
  messages: number;
  hits: number;
}

/**
 * PostgreSQL's estimate of the messages holding the phrase, beside the number of messages (from its
 * statistics' sample; a plan, not a run, about 2 ms); null when the table was never analysed.
 */
async function estimatePhrase(m: EntityManager, pattern: string): Promise<PhraseEstimate | null> {
  const [{ total }]: { total: number }[] = await m.query(`SELECT reltuples::float8 AS total FROM pg_class WHERE oid = 'message'::regclass`);
  if (!(total > 0)) return null;
  const [explained]: { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[] = await m.query(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM message WHERE search_text ILIKE $1::text ESCAPE '\\'`,
    [pattern],
  );
  return { messages: total, hits: explained['QUERY PLAN'][0].Plan['Plan Rows'] };
}

/**
 * The time after which about `share` of all messages were written, from the histogram of
 * message.created_at in the statistics (each bucket holds as many rows); messages written since
 * they were taken are all later. Null without a histogram or when the share is the whole table.
 */
async function newestShareStart(m: EntityManager, share: number): Promise<string | null> {
  const [row]: { start: string | null }[] = await m.query(
    `SELECT b[i]::text AS start
       FROM (SELECT histogram_bounds::text::timestamptz[] AS b
               FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'message' AND attname = 'created_at') h,
            LATERAL (SELECT floor(cardinality(b) - $1::float8 * (cardinality(b) - 1))::int AS i) bound
      WHERE i > 1`,
    [share],
  );
  return row?.start ?? null;
}

/** A found message with the conversation it opens (the inbox jumps to the message there). */
export interface MessageSearchHit extends MessageView {
  conversationName: string;
  /** True while nobody named the conversation (conversationName is the English default). */
  conversationGeneratedName: boolean;
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
    throw invalid(msg('message.pleaseEnterAtLeastCharactersTo', { min: SEARCH_MIN_CHARS }), { query: 'tooShort' });
  }
  if (charCount(query) > SEARCH_MAX_CHARS) throw invalid(msg('message.searchAtMostCharacters', { max: SEARCH_MAX_CHARS }), { query: 'tooLong' });
  return query;
}

/**
 * Messages whose text contains the query, case-insensitively, newest first, in the conversations
 * the caller may read (the same predicate as the inbox, so search can never reveal what a get
 * refuses); customers never find internal messages. ILIKE '%…%' on search_text is served by the
 * trigram index message_search_trgm, and needs no word boundaries, so Chinese text without spaces
 * is found by any 3 characters inside it. System notices are bookkeeping, not conversation: left out.
 */
export async function searchMessages(m: EntityManager, actor: Actor, input: SearchInput, tuning = SEARCH_TUNING): Promise<MessageSearchHit[]> {
  const query = searchQuery(input.query);
  const pattern = containsPattern(query);
  const access = await resolveAccess(m, actor);
  if (input.conversationId !== undefined) {
    const [readable] = await selectByIds(m, access, [input.conversationId]);
    if (!readable) throw notFound('conversation.notFound');
  }
  const searchable = (p: SqlParams) => [`m.workspace_id = ${p.add(access.workspaceId)}`, 'm.deleted_at IS NULL', `m.sender_type <> 'system'`];
  // For agents and tokens the access rule needs only the message's conversation id (mc), so the hits
  // are sorted and cut first, then joined for the page's conversation names; a phrase with 10,000 hits
  // joined each first (90 ms). A customer's rule needs the conversation row; their hits are few.
  const cutFirst = access.scope === 'all' || access.scope === 'own';
  const matching = (p: SqlParams) => [
    accessPredicate(access, p, cutFirst ? 'mc' : 'c'),
    `m.search_text ILIKE ${p.add(pattern)} ESCAPE '\\'`,
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
  const estimate = input.conversationId === undefined ? await estimatePhrase(m, pattern) : undefined;
  let rows: SearchRow[] = [];
  if (estimate === null || (estimate && (estimate.hits / estimate.messages) * tuning.window >= SEARCH_LIMIT)) {
    // The newest messages first (index message_recent): when they hold a page of hits, those are the
    // newest hits of all, found without collecting and sorting every hit of a common phrase.
    const p = new SqlParams();
    const recent = `(SELECT m.* FROM message m WHERE ${searchable(p).join(' AND ')}
       ${order} LIMIT ${p.add(tuning.window)}) m`;
    rows = await page(p, recent, matching(p));
  } else if (estimate && access.scope === 'all' && estimate.hits > tuning.sliceAbove) {
    // Every hit at or after `start` sorts before every hit older than it: a full page from the slice is
    // the newest page of all. PostgreSQL intersects the trigram index's hits with message_recent's range.
    // Only for readers of the whole workspace: of an agent of their own conversations the estimate says
    // nothing (a slice sized for all hits would hold too few of theirs), and the trigram index with
    // their assignments finds their few hits at once (docs/perf/messaging.md).
    const start = await newestShareStart(m, SLICE_HITS / estimate.hits);
    if (start !== null) {
      const p = new SqlParams();
      rows = await page(p, 'message m', [...searchable(p), ...matching(p), `m.created_at >= ${p.add(start)}::timestamptz`]);
    }
  }
  if (rows.length < SEARCH_LIMIT) {
    const p = new SqlParams();
    const where = [...searchable(p), ...matching(p)];
    if (input.conversationId !== undefined) where.push(`m.conversation_id = ${p.add(input.conversationId)}`);
    rows = await page(p, 'message m', where);
  }
  return rows.map((r) => ({
    ...toMessageView(r),
    conversationName: r.conversation_name ?? defaultName(r.conversation_id),
    conversationGeneratedName: r.conversation_name === null,
  }));
}
