import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { invalid, notFound, msg } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requirePermission } from '../../auth/permissions';
import { sessionRevoked } from '../../core/events/access-revocation';
import { conversationSubject, domainEvent } from '../../core/events/events';
import { auditActor, record } from '../audit/audit-record';
import { systemAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';
import { deleteObjects, type FileStorage } from '../file/file-storage';
import { purgeMessages } from '../message/message-purge';

/** What an erasure removed, as the console shows it and the audit log records it. */
export interface CustomerErasure {
  customerId: string;
  conversations: number;
  messages: number;
  files: number;
  exports: number;
}

/** The longest reason (a ticket number, the request's date) kept in the audit record. */
export const ERASE_REASON_MAX = 500;

/** Where a customer's messages are: their own conversations, and single messages in others'. */
interface CustomerMessages {
  /** Their conversations, deleted whole. */
  own: string[];
  /** What they sent in conversations they joined (a merged customer, a group), and what a conversation of theirs merged into another's brought there. */
  elsewhere: { id: string; conversation_id: string; internal: boolean }[];
}

/** One of the customers an erasure takes: the one asked for, or one merged into them. */
interface ErasedCustomer {
  id: string;
  archived: boolean;
}

/**
 * The customer and every customer merged into them, directly or through another merged one
 * (`merged_into_id`, customer-merge.service.ts), locked in id order: a second erasure waits, then
 * finds nothing; a merge into the customer meanwhile waits, or is taken by the second pass.
 */
async function lockChain(m: EntityManager, workspaceId: string, customerId: string): Promise<ErasedCustomer[]> {
  return m.query(
    `WITH RECURSIVE chain(id) AS (
       SELECT id FROM customer WHERE id = $1 AND workspace_id = $2
       UNION SELECT c.id FROM customer c JOIN chain ON c.merged_into_id = chain.id WHERE c.workspace_id = $2
     )
     SELECT id, archived_at IS NOT NULL AS archived FROM customer WHERE id IN (SELECT id FROM chain) ORDER BY id FOR UPDATE`,
    [customerId, workspaceId],
  );
}

/**
 * Their messages outside their own conversations: in the conversations they are a member of (a
 * conversation of theirs merged into another's), and the messages each merge of a conversation of
 * theirs moved (its snapshot lists them), both through indexes. A customer merged into another
 * (archived, customer-merge.service.ts) left what they sent in conversations that are now the
 * other's, with no record of which: only for them the workspace's messages are scanned by sender.
 */
async function messagesElsewhere(m: EntityManager, customers: ErasedCustomer[], workspaceId: string, own: string[]): Promise<CustomerMessages['elsewhere']> {
  const archived = customers.filter((c) => c.archived).map((c) => c.id);
  const params: unknown[] = [customers.map((c) => c.id), workspaceId, own];
  if (archived.length) params.push(archived);
  const bySender = archived.length
    ? `UNION SELECT m.id, m.conversation_id, m.internal FROM message m
       WHERE m.workspace_id = $2 AND m.sender_type = 'customer' AND m.sender_id = ANY($4::uuid[]) AND m.conversation_id <> ALL($3::uuid[])`
    : '';
  return m.query(
    `SELECT m.id, m.conversation_id, m.internal FROM message m
     WHERE m.conversation_id IN (SELECT conversation_id FROM conversation_member WHERE member_type = 'customer' AND member_id = ANY($1::uuid[]))
       AND m.conversation_id <> ALL($3::uuid[]) AND m.sender_type = 'customer' AND m.sender_id = ANY($1::uuid[])
     UNION
     SELECT m.id, m.conversation_id, m.internal FROM conversation_merge g
       CROSS JOIN LATERAL jsonb_array_elements(g.snapshot->'messages') e
       JOIN message m ON m.id = (e->>'id')::uuid
     WHERE g.workspace_id = $2 AND g.source_id = ANY($3::uuid[]) AND g.undone_at IS NULL AND e->>'conversation_id' = g.source_id::text
       AND m.conversation_id <> ALL($3::uuid[])
     ${bySender}`,
    params,
  );
}

/** SQL over `message m` for every message of the set ($1 own conversations, $2 message ids). */
const IN_SET = `(m.conversation_id = ANY($1::uuid[]) OR m.id = ANY($2::uuid[]))`;
const setParams = (set: CustomerMessages) => [set.own, set.elsewhere.map((r) => r.id)];

/** The stored objects of the set's files and previews. */
async function fileKeys(m: EntityManager, set: CustomerMessages): Promise<{ files: number; keys: string[] }> {
  const rows: { storage_key: string; preview_key: string | null }[] = await m.query(
    `SELECT f.storage_key, f.preview_key FROM message_file f JOIN message m ON m.id = f.message_id WHERE ${IN_SET}`,
    setParams(set),
  );
  return { files: rows.length, keys: rows.flatMap((f) => (f.preview_key ? [f.storage_key, f.preview_key] : [f.storage_key])) };
}

/**
 * GDPR erasure of one customer (issue 22): their profile, notes, tags, platform identities and
 * sessions; their conversations with every message and file in them; what they sent in other
 * conversations; the webhook deliveries that carried them; and the message-history archives whose
 * days hold any of their messages. The search index goes with the rows it indexes. What remains is
 * one audit record naming the customer by id only: who erased, when, what was removed and why.
 * Every customer merged into them (archived duplicates, transitively) is the same person and goes
 * the same way, in the same erasure: the record lists their ids.
 *
 * Order: the sessions end first, committed, with the refId let go, so the visitor can no longer
 * write while the rest goes and a new visit by that refId is a new customer;
 * then the stored files (a delete of a missing object is no error); then the rows in one
 * transaction. A failure leaves what is left for a repeat of the same erasure to finish. manageUser.
 */
export class CustomerEraseService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly storage: () => FileStorage,
  ) {}

  async erase(actor: Actor, input: { customerId: string; reason?: string | null }): Promise<CustomerErasure> {
    const a = requirePermission(actor, 'manageUser');
    const { customerId } = input;
    if (!isUuid(customerId)) throw invalid('customer.userIdIsNotACustomerId', { userId: 'invalid' });
    const reason = input.reason?.trim() || null;
    if (reason && reason.length > ERASE_REASON_MAX)
      throw invalid(msg('customer.theReasonIsAtMostCharacters', { max: ERASE_REASON_MAX }), { reason: 'tooLong' });
    const ds = this.deps.dataSource;

    const first = await ds.transaction(async (m) => {
      const chain = await this.lockCustomer(m, a, customerId);
      await this.endSessions(m, a.workspaceId, chain);
      return chain;
    });
    // Open widget sockets close on every node; their reconnects are refused (no session any more).
    await this.deps.bus.publish(sessionRevoked(a.workspaceId, { subjectIds: first.map((c) => c.id) }));

    const storage = this.storage();
    const ownNow = (
      await ds.query(`SELECT id FROM conversation WHERE customer_id = ANY($1::uuid[]) AND workspace_id = $2`, [first.map((c) => c.id), a.workspaceId])
    ).map((r: { id: string }) => r.id);
    const before = { own: ownNow, elsewhere: await messagesElsewhere(ds.manager, first, a.workspaceId, ownNow) };
    await deleteObjects(storage, (await fileKeys(ds.manager, before)).keys);

    const outbox = new Outbox(a.workspaceId);
    const { erasure, leftKeys, archiveKeys, conversationIds, chain } = await ds.transaction(async (m) => {
      const chain = await this.lockCustomer(m, a, customerId);
      const ids = chain.map((c) => c.id);
      // Merged into them since the first pass: their sessions end here.
      if (chain.some((c) => !first.some((f) => f.id === c.id))) await this.endSessions(m, a.workspaceId, chain);
      const own: { id: string }[] = await m.query(
        `SELECT id FROM conversation WHERE customer_id = ANY($1::uuid[]) AND workspace_id = $2 ORDER BY id FOR UPDATE`,
        [ids, a.workspaceId],
      );
      const ownIds = own.map((c) => c.id);
      const sentElsewhere = await messagesElsewhere(m, chain, a.workspaceId, ownIds);
      const set: CustomerMessages = { own: ownIds, elsewhere: sentElsewhere };
      const others = [...new Set(sentElsewhere.map((r) => r.conversation_id))].sort();
      if (others.length) await m.query(`SELECT id FROM conversation WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [others]);
      const subjects = new Map((await selectByIds(m, systemAccess(a.workspaceId), others, { readers: true })).map((row) => [row.id, subjectOf(row)]));
      const { files, keys } = await fileKeys(m, set);
      const [{ inOwn }]: { inOwn: number }[] = await m.query(`SELECT count(*)::int AS "inOwn" FROM message WHERE conversation_id = ANY($1::uuid[])`, [ownIds]);
      const messages = inOwn + sentElsewhere.length;
      const archives = await this.deleteArchives(m, a.workspaceId, set);

      await purgeMessages(
        m,
        sentElsewhere.map((r) => r.id),
        others,
      );
      for (const r of sentElsewhere) {
        const subject = subjects.get(r.conversation_id);
        if (subject)
          outbox.add(ConversationEvents.messageDeleted, conversationSubject(subject, { internal: r.internal }), {
            id: r.id,
            conversationId: r.conversation_id,
          });
      }
      // A merge's undo record holds copies of both conversations (their last messages among them).
      await m.query(`DELETE FROM conversation_merge WHERE workspace_id = $2 AND (source_id = ANY($1::uuid[]) OR target_id = ANY($1::uuid[]))`, [
        ownIds,
        a.workspaceId,
      ]);
      // Another customer's conversation merged into one of theirs is merged no more (its messages went with the merge).
      await m.query(`UPDATE conversation SET merged_into_id = NULL WHERE merged_into_id = ANY($1::uuid[])`, [ownIds]);
      // Messages, files, members, assignees, teams and queue places go with their conversation (ON DELETE CASCADE).
      await m.query(`DELETE FROM conversation WHERE id = ANY($1::uuid[])`, [ownIds]);
      await m.query(`DELETE FROM conversation_member WHERE member_type = 'customer' AND member_id = ANY($1::uuid[])`, [ids]);
      // Raw deliveries from Facebook and providers name the customer's platform id; matched as a JSON string.
      await m.query(
        `DELETE FROM platform_event e USING platform_identity pi
         WHERE pi.customer_id = ANY($1::uuid[]) AND e.platform_id = pi.platform_id AND strpos(e.payload::text, to_jsonb(pi.external_id)::text) > 0`,
        [ids],
      );
      await m.query(`DELETE FROM presence WHERE user_type = 'customer' AND user_id = ANY($1::uuid[])`, [ids]);
      // Notes and platform identities go with the customer (ON DELETE CASCADE); the merged ones in the same statement, as they name this one.
      await m.query(`DELETE FROM customer WHERE id = ANY($1::uuid[])`, [ids]);
      const erasure: CustomerErasure = { customerId, conversations: ownIds.length, messages, files, exports: archives.length };
      const merged = ids.filter((id) => id !== customerId);
      await record(m, {
        actor: auditActor(a),
        action: 'customer.erased',
        target: { type: 'customer', id: customerId },
        detail: {
          conversations: erasure.conversations,
          messages,
          files: erasure.files,
          exports: erasure.exports,
          reason,
          ...(merged.length ? { merged } : {}),
        },
      });
      return {
        erasure,
        leftKeys: keys,
        archiveKeys: archives.flatMap((r) => (r.storage_key ? [r.storage_key] : [])),
        conversationIds: ownIds,
        chain: ids,
      };
    });

    // Anything attached between the first pass and the transaction; archives, once nothing names them.
    await deleteObjects(storage, [...leftKeys, ...archiveKeys]);
    await outbox.publish(this.deps.bus);
    const late = chain.filter((id) => !first.some((f) => f.id === id));
    if (late.length) await this.deps.bus.publish(sessionRevoked(a.workspaceId, { subjectIds: late }));
    await this.deps.bus.publish(domainEvent('customer.erased', a.workspaceId, { customerId }, { customerId, conversationIds }));
    // The merged duplicates leave open consoles too (their conversations were the customer's, in conversationIds above).
    for (const id of chain) {
      if (id !== customerId)
        await this.deps.bus.publish(domainEvent('customer.erased', a.workspaceId, { customerId: id }, { customerId: id, conversationIds: [] }));
    }
    if (erasure.exports) await this.deps.bus.publish(domainEvent('report.updated', a.workspaceId, {}, { what: 'exports' }));
    this.deps.logger.info({ workspaceId: a.workspaceId, ...erasure }, 'customer erased');
    return erasure;
  }

  /** The customer's row, archived or not, and those merged into them, locked (lockChain); 404 when the customer is not in the workspace. */
  private async lockCustomer(m: EntityManager, a: AuthenticatedActor, customerId: string): Promise<ErasedCustomer[]> {
    const chain = await lockChain(m, a.workspaceId, customerId);
    if (!chain.some((c) => c.id === customerId)) throw notFound('customer.notFound');
    return chain;
  }

  /**
   * Their sessions go, committed before the rest, and their refIds are let go: the widget of a
   * visitor the host page identifies opens a new session at once, by the same refId, and must find
   * no one (and become a new customer), not one of these before the rows go.
   */
  private async endSessions(m: EntityManager, workspaceId: string, chain: ErasedCustomer[]): Promise<void> {
    const ids = chain.map((c) => c.id);
    await m.query(`DELETE FROM auth_session WHERE subject_type = 'customer' AND subject_id = ANY($1::uuid[]) AND workspace_id = $2`, [ids, workspaceId]);
    await m.query(`UPDATE customer SET ref_id = NULL WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /**
   * The archives (built or being built) whose days hold a message of the customer. Their days are
   * in the workspace's time zone of the day they were made, so a day either side is taken: an
   * archive next to the customer's days may go too, one holding them never stays. A job building
   * one finds its row gone and keeps nothing.
   */
  private async deleteArchives(m: EntityManager, workspaceId: string, set: CustomerMessages): Promise<{ storage_key: string | null }[]> {
    const [rows]: [{ storage_key: string | null }[], number] = await m.query(
      `DELETE FROM message_export e WHERE e.workspace_id = $3 AND e.status <> 'failed' AND EXISTS (
         SELECT 1 FROM message m WHERE ${IN_SET}
           AND m.created_at >= (e.from_date::date - 1)::timestamp AT TIME ZONE 'UTC'
           AND m.created_at < (e.to_date::date + 2)::timestamp AT TIME ZONE 'UTC')
       RETURNING e.storage_key`,
      [...setParams(set), workspaceId],
    );
    return rows;
  }
}
