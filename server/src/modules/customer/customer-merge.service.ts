import type { ServiceDeps } from '../../common/deps';
import { invalid, notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor } from '../../auth/actor';
import { requireAnyPermission } from '../../auth/permissions';
import { sessionRevoked } from '../../realtime/access-revocation';
import { conversationSubject, domainEvent } from '../../realtime/events';
import { systemAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';

export interface CustomerMergeResult {
  sourceId: string;
  targetId: string;
  /** The conversations that became the target customer's. */
  conversationIds: string[];
}

/**
 * Merging a duplicate customer into another (issue 20): the source's conversations, notes, tags and
 * widget sessions become the target's, and the source is archived. The visitor's token keeps
 * working (its session now names the target); their open sockets are closed so that they reconnect
 * as the target. Not undoable: merge conversations (conversation-merge.service.ts) for that.
 * Permission: allConversations or manageUser.
 */
export class CustomerMergeService {
  constructor(private readonly deps: ServiceDeps) {}

  async merge(actor: Actor, input: { sourceId: string; targetId: string }): Promise<CustomerMergeResult> {
    const a = requireAnyPermission(actor, ['allConversations', 'manageUser']);
    const { sourceId, targetId } = input;
    if (!isUuid(sourceId)) throw invalid('sourceId is not a customer id', { sourceId: 'invalid' });
    if (!isUuid(targetId)) throw invalid('targetId is not a customer id', { targetId: 'invalid' });
    if (sourceId === targetId) throw invalid('A customer cannot be merged into themselves', { targetId: 'same' });
    const outbox = new Outbox(a.workspaceId);
    const result = await this.deps.dataSource.transaction(async (m) => {
      // Both customers, locked in id order (a second merge of the same pair waits, then finds the source archived).
      const rows: { id: string; tags: string[] }[] = await m.query(
        `SELECT id, tags FROM customer WHERE id = ANY($1::uuid[]) AND workspace_id = $2 AND archived_at IS NULL ORDER BY id FOR UPDATE`,
        [[sourceId, targetId], a.workspaceId],
      );
      const source = rows.find((r) => r.id === sourceId);
      if (!source || !rows.some((r) => r.id === targetId)) throw notFound('Customer');
      const [moved]: [{ id: string }[], number] = await m.query(
        `UPDATE conversation SET customer_id = $2, updated_at = date_trunc('milliseconds', clock_timestamp()) WHERE customer_id = $1 AND workspace_id = $3 RETURNING id`,
        [sourceId, targetId, a.workspaceId],
      );
      await m.query(
        `UPDATE conversation_member cm SET member_id = $2 WHERE member_type = 'customer' AND member_id = $1
           AND NOT EXISTS (SELECT 1 FROM conversation_member t WHERE t.conversation_id = cm.conversation_id AND t.member_type = 'customer' AND t.member_id = $2)`,
        [sourceId, targetId],
      );
      await m.query(`DELETE FROM conversation_member WHERE member_type = 'customer' AND member_id = $1`, [sourceId]);
      await m.query(`UPDATE customer_note SET customer_id = $2 WHERE customer_id = $1`, [sourceId, targetId]);
      await m.query(`UPDATE customer SET tags = tags || ARRAY(SELECT t FROM unnest($2::text[]) AS t WHERE NOT t = ANY(tags)) WHERE id = $1`, [
        targetId,
        source.tags,
      ]);
      // The visitor's widget keeps its token: the session now names the target customer.
      await m.query(`UPDATE auth_session SET subject_id = $2 WHERE subject_type = 'customer' AND subject_id = $1 AND revoked_at IS NULL`, [sourceId, targetId]);
      // Whom it was merged into: erasing the target takes the source too (customer-erase.service.ts).
      await m.query(`UPDATE customer SET archived_at = now(), merged_into_id = $2 WHERE id = $1`, [sourceId, targetId]);
      const ids = moved.map((r) => r.id);
      const convs = await selectByIds(m, systemAccess(a.workspaceId), ids, { readers: true });
      for (const row of convs) {
        outbox.add(ConversationEvents.updated, conversationSubject(subjectOf(row), { internal: row.agent_only }), {
          id: row.id,
          lastUpdateTimestamp: row.updated_at.getTime(),
          customer: [{ id: targetId }],
          changed: ['customer'],
        });
      }
      return { sourceId, targetId, conversationIds: ids };
    });
    await outbox.publish(this.deps.bus);
    // Open sockets carry the source customer: closed, they reconnect with the same token as the target.
    await this.deps.bus.publish(sessionRevoked(a.workspaceId, { subjectIds: [sourceId] }));
    await this.deps.bus.publish(domainEvent('customer.archived', a.workspaceId, { customerId: sourceId }, { userId: sourceId, mergedInto: targetId }));
    return result;
  }
}
