import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { AppError, forbidden, invalid, notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireAnyPermission } from '../../auth/permissions';
import { conversationSubject } from '../../core/events/events';
import { MessageType, type SystemNotice } from '../message/message.entity';
import { appendMessage, type AppendInput } from '../message/message-writer';
import { resolveAccess, systemAccess, type ConversationAccess } from './conversation-access';
import { ConversationEvents, Outbox, subjectOf } from './conversation-events';
import { mergeMembers, moveAndRenumber, recomputeFromMessages, restoreMessages, restoreRowsAndMembers, takeSnapshot } from './conversation-merge-sql';
import { MERGE_UNDO_MS, type MergeConversationInput, type MergeResult, type MergeSnapshot } from './conversation-merge.types';
import { defaultName, selectByIds, toViews, type ConversationRow } from './conversation-query';
import { addAssignments } from './conversation-refs';

/** The fields a merge or its undo changes on either conversation (conversation.updated's `changed`). */
const CHANGED = ['status', 'mergedInto', 'tags', 'assignedAgent', 'team', 'agent', 'lastMessage', 'orderTimestamp'] as const;

interface MergeRecord {
  id: string;
  workspace_id: string;
  source_id: string;
  target_id: string;
  snapshot: MergeSnapshot;
  created_at: Date;
  undone_at: Date | null;
  expired: boolean;
}

/**
 * Merging a duplicate conversation into another (issue 20). One transaction locks both rows in id
 * order, the same lock every send and change takes first: a message sent to the merged conversation
 * either committed before (and moves with the rest) or waits, then finds it merged and goes to the
 * survivor (MessageService.send follows `merged_into_id`). Nothing is lost, nothing doubled.
 * Permission: allConversations or manageUser, and reading both conversations under the caller's own
 * scope (conversation-access.ts, the rule of every read): manageUser alone opens no conversation, and
 * an agent who reads only their own merges and undoes only between conversations they read. Both
 * must belong to the same customer: a merge gives the survivor's whole history to the merged one's
 * visitor, so customers are merged first, explicitly (customer-merge.service.ts).
 */
export class ConversationMergeService {
  constructor(private readonly deps: ServiceDeps) {}

  async merge(actor: Actor, input: MergeConversationInput): Promise<MergeResult> {
    const a = requireAnyPermission(actor, ['allConversations', 'manageUser']);
    const { sourceId, targetId } = input;
    if (!isUuid(sourceId)) throw invalid('conversation.sourceIdIsNotAConversationId', { sourceId: 'invalid' });
    if (!isUuid(targetId)) throw invalid('conversation.targetIdIsNotAConversationId', { targetId: 'invalid' });
    if (sourceId === targetId) throw invalid('conversation.aConversationCannotBeMergedInto', { targetId: 'same' });
    const outbox = new Outbox(a.workspaceId);
    const result = await this.deps.dataSource.transaction(async (m) => {
      const { source, target } = await lockPair(m, await readerAccess(m, a), sourceId, targetId);
      if (source.merged_into_id) throw new AppError('CONFLICT', 'conversation.thisConversationWasAlreadyMergedInto', { mergedInto: source.merged_into_id });
      if (target.merged_into_id) throw new AppError('CONFLICT', 'conversation.theConversationToMergeIntoWas', { mergedInto: target.merged_into_id });
      if (source.agent_only !== target.agent_only) throw invalid('conversation.anAgentOnlyConversationMergesOnly', { targetId: 'agentOnly' });
      if (source.customer_id !== target.customer_id) throw invalid(DIFFERENT_CUSTOMERS_MESSAGE, { targetId: 'otherCustomer' });
      const recorded = await takeSnapshot(m, [sourceId, targetId]);
      const by = noticeBy(a);
      const seam = await appendMessage(
        m,
        notice(a.workspaceId, targetId, by, `Merged with ${source.name ?? defaultName(sourceId)}`, { sourceId, targetId, role: 'seam' }),
      );
      const moved = await moveAndRenumber(m, { sourceId, targetId, seamId: seam.id });
      await mergeMembers(m, { sourceId, targetId });
      const ref = { workspaceId: a.workspaceId, conversationId: targetId };
      const addedAgents = await addAssignments(m, 'agent', { ...ref, ids: await refs(m, 'conversation_assignee', 'agent_id', sourceId) });
      const addedTeams = await addAssignments(m, 'team', { ...ref, ids: await refs(m, 'conversation_team', 'team_id', sourceId) });
      await m.query(
        `UPDATE conversation SET tags = tags || ARRAY(SELECT t FROM unnest($2::text[]) AS t WHERE NOT t = ANY(tags)), order_at = GREATEST(order_at, $3)
         WHERE id = $1`,
        [targetId, source.tags, source.order_at],
      );
      await recomputeFromMessages(m, targetId);
      // The merged one keeps one message: the notice linking to the survivor, under seq 1.
      await m.query(`UPDATE conversation SET last_seq = 0, status = 'closed', merged_into_id = $2 WHERE id = $1`, [sourceId, targetId]);
      const link = await appendMessage(
        m,
        notice(a.workspaceId, sourceId, by, `Merged into ${target.name ?? defaultName(targetId)}`, { sourceId, targetId, role: 'link' }),
      );
      await recomputeFromMessages(m, sourceId);
      const repointed: { id: string }[] = await m.query(`UPDATE conversation SET merged_into_id = $2 WHERE merged_into_id = $1 RETURNING id`, [
        sourceId,
        targetId,
      ]);
      const snapshot: MergeSnapshot = {
        ...recorded,
        addedAgents,
        addedTeams,
        repointed: repointed[0] ? repointed.map((r) => r.id) : [],
        notices: [seam.id, link.id],
      };
      const [record]: { id: string; created_at: Date }[] = await m.query(
        `INSERT INTO conversation_merge (workspace_id, source_id, target_id, merged_by, snapshot) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id, created_at`,
        [a.workspaceId, sourceId, targetId, by.id, JSON.stringify(snapshot)],
      );
      await announce(m, outbox, a.workspaceId, { mergeId: record.id, sourceId, targetId, undone: false });
      return { mergeId: record.id, sourceId, targetId, undoUntil: record.created_at.getTime() + MERGE_UNDO_MS, undone: false, movedMessages: moved };
    });
    await outbox.publish(this.deps.bus);
    return result;
  }

  /**
   * Puts both conversations back as they were, within MERGE_UNDO_MS of the merge: messages, seqs,
   * localIds, tags, assignments, status, read positions. Messages the survivor received since stay
   * in it, after its own. Refused once the window has passed (410) or when either conversation was
   * merged again since (409).
   */
  async undo(actor: Actor, input: { mergeId: string }): Promise<MergeResult> {
    const a = requireAnyPermission(actor, ['allConversations', 'manageUser']);
    if (!isUuid(input.mergeId)) throw invalid('conversation.mergeIdIsNotAMergeId', { mergeId: 'invalid' });
    const outbox = new Outbox(a.workspaceId);
    const result = await this.deps.dataSource.transaction(async (m) => {
      const [record]: MergeRecord[] = await m.query(
        `SELECT id, workspace_id, source_id, target_id, snapshot, created_at, undone_at,
                now() - created_at > make_interval(secs => $3::double precision / 1000) AS expired
         FROM conversation_merge WHERE id = $1 AND workspace_id = $2 FOR UPDATE`,
        [input.mergeId, a.workspaceId, MERGE_UNDO_MS],
      );
      if (!record) throw notFound('conversation.mergeNotFound');
      if (record.undone_at) throw new AppError('CONFLICT', 'conversation.thisMergeWasAlreadyUndone');
      if (record.expired) throw new AppError('GONE', 'conversation.theMergeCanNoLongerBe');
      const { source, target } = await lockPair(m, await readerAccess(m, a), record.source_id, record.target_id);
      if (source.merged_into_id !== target.id || target.merged_into_id) {
        throw new AppError('CONFLICT', 'conversation.theConversationsWereMergedAgainSince');
      }
      const snapshot = record.snapshot;
      const before = snapshot.conversations.find((c) => c.id === target.id);
      await restoreMessages(m, snapshot, { id: target.id, lastSeq: Number(before?.last_seq ?? 0) });
      await restoreRowsAndMembers(m, snapshot);
      await m.query(`DELETE FROM conversation_assignee WHERE conversation_id = $1 AND agent_id = ANY($2::uuid[])`, [target.id, snapshot.addedAgents]);
      await m.query(`DELETE FROM conversation_team WHERE conversation_id = $1 AND team_id = ANY($2::uuid[])`, [target.id, snapshot.addedTeams]);
      await m.query(`UPDATE conversation SET merged_into_id = $2 WHERE id = ANY($1::uuid[])`, [snapshot.repointed, source.id]);
      await recomputeFromMessages(m, source.id);
      await recomputeFromMessages(m, target.id);
      await m.query(`UPDATE conversation_merge SET undone_at = now() WHERE id = $1`, [record.id]);
      await announce(m, outbox, a.workspaceId, { mergeId: record.id, sourceId: source.id, targetId: target.id, undone: true });
      return {
        mergeId: record.id,
        sourceId: source.id,
        targetId: target.id,
        undoUntil: record.created_at.getTime() + MERGE_UNDO_MS,
        undone: true,
        movedMessages: snapshot.messages.filter((r) => r.conversation_id === source.id).length,
      };
    });
    await outbox.publish(this.deps.bus);
    return result;
  }
}

export const DIFFERENT_CUSTOMERS_MESSAGE = 'conversation.theseConversationsBelongToDifferentCustomers';

/** The caller's read scope; one that reads no conversation (manageUser alone) merges none. */
async function readerAccess(m: EntityManager, a: AuthenticatedActor): Promise<ConversationAccess> {
  const access = await resolveAccess(m, a);
  if (access.scope === 'none' || access.scope === 'customer') throw forbidden('conversation.thisNeedsTheOwnConversationsOrAllConversations');
  return access;
}

/**
 * Both conversations, locked in id order (every merge and undo takes them in the same order), then
 * read as the caller reads them: one they may not read is not found, as on every read.
 */
async function lockPair(
  m: EntityManager,
  access: ConversationAccess,
  sourceId: string,
  targetId: string,
): Promise<{ source: ConversationRow; target: ConversationRow }> {
  const system = systemAccess(access.workspaceId);
  for (const id of [sourceId, targetId].sort()) await selectByIds(m, system, [id], { lock: true });
  const rows = await selectByIds(m, access, [sourceId, targetId], { readers: true });
  const source = rows.find((r) => r.id === sourceId);
  const target = rows.find((r) => r.id === targetId);
  if (!source) throw notFound('conversation.notFound');
  if (!target) throw notFound('conversation.notFound');
  return { source, target };
}

function noticeBy(a: AuthenticatedActor): SystemNotice['by'] {
  if (a.kind === 'agent') return { type: 'agent', id: a.agentId };
  return { type: 'apiToken', id: a.kind === 'apiToken' ? a.tokenId : null };
}

function notice(
  workspaceId: string,
  conversationId: string,
  by: SystemNotice['by'],
  content: string,
  link: { sourceId: string; targetId: string; role: 'seam' | 'link' },
): AppendInput {
  return {
    workspaceId,
    conversationId,
    senderType: 'system',
    senderId: null,
    internal: true,
    meta: { type: MessageType.system, content, system: { action: 'merge', by, ...link } },
  };
}

async function refs(m: EntityManager, table: 'conversation_assignee' | 'conversation_team', column: 'agent_id' | 'team_id', id: string): Promise<string[]> {
  const rows: { ref: string }[] = await m.query(`SELECT ${column} AS ref FROM ${table} WHERE conversation_id = $1`, [id]);
  return rows.map((r) => r.ref);
}

/**
 * Tells the readers of both conversations (their customers included, and the merged one's customer
 * of the survivor) that they changed: conversation.updated with the new state, then
 * conversation.merged so open panes and widgets read both again (seqs moved).
 */
async function announce(
  m: EntityManager,
  outbox: Outbox,
  workspaceId: string,
  payload: { mergeId: string; sourceId: string; targetId: string; undone: boolean },
): Promise<void> {
  const access = systemAccess(workspaceId);
  const rows = await selectByIds(m, access, [payload.sourceId, payload.targetId], { readers: true });
  const views = await toViews(m, access, rows);
  for (const row of rows) {
    const view = views.find((v) => v.id === row.id);
    if (!view) continue;
    const subject = conversationSubject(subjectOf(row), { internal: row.agent_only });
    const fields: Record<string, unknown> = { id: row.id, lastUpdateTimestamp: view.lastUpdateTimestamp };
    for (const f of CHANGED) fields[f] = view[f];
    outbox.add(ConversationEvents.updated, subject, { ...fields, changed: [...CHANGED] });
    outbox.add(ConversationEvents.merged, subject, { ...payload, conversationId: row.id });
    outbox.add(ConversationEvents.countsChanged, conversationSubject(subjectOf(row), { internal: true }), { conversationId: row.id });
  }
}
