import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { invalid, msg } from '../../common/errors';
import { SqlParams } from '../../common/sql';
import type { Actor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { accessPredicate, resolveAccess, seesInternal, type ConversationAccess } from '../conversation/conversation-access';
import { selectChangedSince, toViews, type ChangeRange } from '../conversation/conversation-query';
import { M_MESSAGE_COLUMNS, toMessageView, type MessageRow } from '../message/message-view';
import { currentChange } from './change-cursor';
import { decodeCursor, encodeCursor } from '../../core/events/cursor-codec';
import { UPDATES_PAGE, type UpdateEntry, type UpdatesInput, type UpdatesPage } from './updates.types';

interface ChangedMessageRow extends MessageRow {
  created_seq: string;
  deleted: boolean;
}

/**
 * "What did I miss": the conversations and messages the caller may read that changed after a
 * cursor, under the same rules as reading them (customers never see internal messages; agents
 * holding only ownConversations see the conversations assigned to them or their teams).
 */
export class UpdatesService {
  constructor(private readonly deps: ServiceDeps) {}

  async since(actor: Actor, input: UpdatesInput): Promise<UpdatesPage> {
    const a = requireSignedIn(actor);
    const size = input.size ?? UPDATES_PAGE.default;
    if (!Number.isInteger(size) || size < 1 || size > UPDATES_PAGE.max) {
      throw invalid(msg('common.sizeMustBeAnIntegerFrom', { max: UPDATES_PAGE.max }), { size: 'range' });
    }
    const since = input.since;
    if (since !== undefined && (!Number.isSafeInteger(since) || since < 0)) {
      throw invalid('updates.sinceMustBeACursorAn', { since: 'invalid' });
    }
    const ws = a.workspaceId;
    // A cursor of another workspace (or one this codec never issued) names no point of this one.
    const sinceChange = since === undefined ? undefined : decodeCursor(ws, since);
    // Every change up to `latest` had committed when it was read (change-cursor.ts), so the snapshot
    // taken after holds them all; changes past it (some may still be in flight) wait for a later answer.
    const latest = await currentChange(this.deps.dataSource.manager, ws);
    const cursor = encodeCursor(ws, latest);
    if (sinceChange === undefined) return { cursor, hasMore: false, reset: false, updates: [] };
    // From elsewhere or from the future: the caller's picture cannot be patched, only refetched.
    if (sinceChange === null || sinceChange > latest) return { cursor, hasMore: false, reset: true, updates: [] };
    const range = { after: sinceChange, upTo: latest };
    return this.deps.dataSource.transaction('REPEATABLE READ', async (m) => {
      const access = await resolveAccess(m, a);
      // Each list is cut at size + 1, enough to know the first `size` of both merged and whether more follow.
      const conversations = await selectChangedSince(m, access, range, size + 1);
      const messages = await changedMessages(m, access, range, size + 1);
      const views = new Map((await toViews(m, access, conversations)).map((v) => [v.id, v]));
      const entries: UpdateEntry[] = [];
      for (const row of conversations) {
        const view = views.get(row.id);
        if (!view) continue;
        const created = Number(row.created_seq) > sinceChange;
        entries.push({ cursor: Number(row.change_seq), event: created ? 'conversation.created' : 'conversation.updated', data: view });
      }
      for (const row of messages) {
        const at = Number(row.change_seq);
        if (row.deleted) entries.push({ cursor: at, event: 'message.deleted', data: { id: row.id, conversationId: row.conversation_id } });
        else entries.push({ cursor: at, event: Number(row.created_seq) > sinceChange ? 'message.created' : 'message.updated', data: toMessageView(row) });
      }
      entries.sort((x, y) => x.cursor - y.cursor);
      const hasMore = entries.length > size;
      const updates = entries.slice(0, size).map((e) => ({ ...e, cursor: encodeCursor(ws, e.cursor) }));
      return { cursor: hasMore ? updates[updates.length - 1].cursor : cursor, hasMore, reset: false, updates };
    });
  }
}

/**
 * Readable messages whose latest change is in the range. A message both created and deleted
 * since then is left out: the caller never had it.
 */
async function changedMessages(m: EntityManager, access: ConversationAccess, range: ChangeRange, limit: number): Promise<ChangedMessageRow[]> {
  const p = new SqlParams();
  const sinceParam = p.add(range.after);
  const where = [
    `m.workspace_id = ${p.add(access.workspaceId)}`,
    `m.change_seq > ${sinceParam} AND m.change_seq <= ${p.add(range.upTo)}`,
    `NOT (m.deleted_at IS NOT NULL AND m.created_seq > ${sinceParam})`,
    accessPredicate(access, p),
  ];
  if (!seesInternal(access)) where.push('NOT m.internal');
  return m.query(
    `SELECT ${M_MESSAGE_COLUMNS}, m.created_seq, m.deleted_at IS NOT NULL AS deleted
      FROM message m JOIN conversation c ON c.id = m.conversation_id
      WHERE ${where.join(' AND ')} ORDER BY m.change_seq LIMIT ${p.add(limit)}`,
    p.values,
  );
}
