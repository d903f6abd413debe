import type { ServiceDeps } from '../service-deps';
import { invalid, notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor } from '../../auth/actor';
import { requireAnyPermission } from '../../auth/permissions';
import { randomToken } from '../../auth/tokens';
import { sessionRevoked } from '../../core/events/access-revocation';
import { conversationSubject, domainEvent } from '../../core/events/events';
import { systemAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';

export const IDENTIFIED_INTO_ANONYMOUS_MESSAGE = 'customer.anIdentifiedCustomerCannotBeMerged';

export interface CustomerMergeResult {
  sourceId: string;
  targetId: string;
  /** The conversations that became the target customer's. */
  conversationIds: string[];
}

/**
 * An anonymous visitor: the widget sign-in generated its refId (`v_…`, session.service.ts) because the
 * host page named nobody, so nothing but holding its token says who it is. A refId the host page
 * gave is an identity, and so is none (platform customers, customers agents create: no widget
 * session can name them).
 */
const isAnonymousVisitor = (refId: string | null): boolean => refId !== null && refId.startsWith('v_');

/**
 * Merging a duplicate customer into another (issue 20): the source's conversations, notes and tags
 * become the target's, and the source is archived. Not undoable: merge conversations
 * (conversation-merge.service.ts) for that. Permission: allConversations or manageUser.
 *
 * A merge is an agent's belief that two records are one person (often from a matching email, which
 * visitors type themselves and which proves nothing), so it opens no session onto anybody's history:
 * - the source's widget sessions end (revoked: their tokens answer 401 on every door, their sockets
 *   close); they are never re-pointed onto the target;
 * - the target keeps its sessions only if it is identified (a refId from the host page, proven when
 *   identity verification is on). An anonymous visitor proves only that it holds its token or its
 *   generated refId, so an anonymous target's sessions end too and its generated refId is replaced
 *   by one nobody knows: neither visitor reads the merged history, agents do;
 * - an identified customer (a host refId, a platform customer, one an agent created) is never merged
 *   into an anonymous visitor (400): merge the visitor into them instead.
 */
export class CustomerMergeService {
  constructor(private readonly deps: ServiceDeps) {}

  async merge(actor: Actor, input: { sourceId: string; targetId: string }): Promise<CustomerMergeResult> {
    const a = requireAnyPermission(actor, ['allConversations', 'manageUser']);
    const { sourceId, targetId } = input;
    if (!isUuid(sourceId)) throw invalid('customer.sourceIdIsNotACustomerId', { sourceId: 'invalid' });
    if (!isUuid(targetId)) throw invalid('customer.targetIdIsNotACustomerId', { targetId: 'invalid' });
    if (sourceId === targetId) throw invalid('customer.aCustomerCannotBeMergedInto', { targetId: 'same' });
    const outbox = new Outbox(a.workspaceId);
    let ended: string[] = [];
    const result = await this.deps.dataSource.transaction(async (m) => {
      // Both customers, locked in id order (a second merge of the same pair waits, then finds the source archived).
      const rows: { id: string; tags: string[]; ref_id: string | null }[] = await m.query(
        `SELECT id, tags, ref_id FROM customer WHERE id = ANY($1::uuid[]) AND workspace_id = $2 AND archived_at IS NULL ORDER BY id FOR UPDATE`,
        [[sourceId, targetId], a.workspaceId],
      );
      const source = rows.find((r) => r.id === sourceId);
      const target = rows.find((r) => r.id === targetId);
      if (!source || !target) throw notFound('customer.notFound');
      const anonymousTarget = isAnonymousVisitor(target.ref_id);
      if (anonymousTarget && !isAnonymousVisitor(source.ref_id)) throw invalid(IDENTIFIED_INTO_ANONYMOUS_MESSAGE, { targetId: 'anonymous' });
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
      ended = anonymousTarget ? [sourceId, targetId] : [sourceId];
      if (anonymousTarget) await m.query(`UPDATE customer SET ref_id = $2 WHERE id = $1`, [targetId, `v_${randomToken(16)}`]);
      await m.query(
        `UPDATE auth_session SET revoked_at = now() WHERE workspace_id = $1 AND subject_type = 'customer' AND subject_id = ANY($2::uuid[]) AND revoked_at IS NULL`,
        [a.workspaceId, ended],
      );
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
    // The ended sessions' sockets close and their cached tokens go, on every node (access-revocation.ts),
    // before anything about the moved conversations goes out.
    await this.deps.bus.publish(sessionRevoked(a.workspaceId, { subjectIds: ended }));
    await outbox.publish(this.deps.bus);
    await this.deps.bus.publish(domainEvent('customer.archived', a.workspaceId, { customerId: sourceId }, { userId: sourceId, mergedInto: targetId }));
    return result;
  }
}
