import { generatedCustomerName } from '@parley/protocol';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventBus } from '../../core/events/event-bus';
import { conversationSubject } from '../../core/events/events';
import type { JobQueue } from '../../core/jobs/job-queue';
import { scheduleAutomation } from '../inline-input/automation.job';
import { systemAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { markParticipants } from '../conversation/conversation-members';
import { selectByIds, toViews } from '../conversation/conversation-query';
import type { Source } from '../conversation/conversation.constants';
import { customerCreatedPayload, insertCustomer } from '../customer/customer-create';
import { recordMessageFile, type StoredPart } from '../file/file-message';
import { appendMessage } from '../message/message-writer';
import type { MessageMeta } from '../message/message.entity';

/** One message of a delivery: its meta, and the file it carries once stored. */
export interface InboundPart {
  meta: MessageMeta;
  file?: StoredPart;
}

/** What a platform delivery says, once read: who wrote, where, and what. */
export interface InboundDelivery {
  workspaceId: string;
  platformId: string;
  /** The page (Facebook) or channel (provider) it came through. */
  channelId: string;
  source: Source;
  /** The platform's id of the person: page-scoped id, WhatsApp id. */
  externalUserId: string;
  /** Their name when the platform gave one. */
  displayName?: string;
  /** platform_event row: marked processed in the same transaction as the messages. */
  eventId: string;
  parts: InboundPart[];
  /** The customer's WhatsApp id, for whatsapp deliveries. */
  whatsappId?: string;
  /** When the platform says the customer sent it (ms). */
  sentAt?: number;
}

interface Deps {
  dataSource: DataSource;
  bus: EventBus;
  jobs: JobQueue;
}

async function identityCustomer(m: EntityManager, d: InboundDelivery): Promise<string | undefined> {
  const known: { customer_id: string }[] = await m.query('SELECT customer_id FROM platform_identity WHERE platform_id = $1 AND external_id = $2', [
    d.platformId,
    d.externalUserId,
  ]);
  return known[0]?.customer_id;
}

/**
 * The customer behind a platform id: found by platform_identity, or created with the workspace's
 * default tags and no refId. Never looked up by refId: a widget visitor who claimed a look-alike
 * refId must not receive this person's messages (customer-ref-id.ts).
 */
async function customerFor(m: EntityManager, d: InboundDelivery, outbox: Outbox): Promise<string> {
  const known = await identityCustomer(m, d);
  if (known) return known;
  const name = d.displayName?.trim().slice(0, 200);
  const displayName = name || generatedCustomerName(d.source === 'whatsapp' ? 'whatsapp' : 'facebook', d.externalUserId);
  const created = await insertCustomer(m, {
    workspaceId: d.workspaceId,
    refId: null,
    displayName,
    generatedName: !name,
    whatsappId: d.whatsappId ?? null,
  });
  // No refId, so nothing conflicts: the insert always answers its id.
  const customerId = created!;
  const claimed: unknown[] = await m.query(
    'INSERT INTO platform_identity (platform_id, external_id, workspace_id, customer_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING customer_id',
    [d.platformId, d.externalUserId, d.workspaceId, customerId],
  );
  if (claimed.length > 0) {
    outbox.add('customer.created', { customerId }, customerCreatedPayload({ id: customerId, displayName, refId: null, source: d.source }));
    return customerId;
  }
  // A concurrent first delivery of the same person made their customer first (this insert waited for
  // it to commit): theirs is the one, ours goes.
  await m.query('DELETE FROM customer WHERE id = $1', [customerId]);
  return (await identityCustomer(m, d))!;
}

/**
 * Stores a platform delivery exactly once: the event row is marked processed in the transaction
 * that writes its messages (a retried job, or a second node, finds it done and writes nothing).
 * The customer is found by platform id or created; the conversation is the open one of this
 * customer on this page or channel, or a new one (source facebook, whatsapp or sanuker).
 * Answers the customer the messages were stored as, or null when the event was already processed.
 */
export async function storeInbound(deps: Deps, d: InboundDelivery): Promise<string | null> {
  const outbox = new Outbox(d.workspaceId);
  const access = systemAccess(d.workspaceId);
  const stored = await deps.dataSource.transaction(async (m) => {
    // UPDATE … RETURNING answers [rows, count].
    const [claimed]: [unknown[], number] = await m.query('UPDATE platform_event SET processed_at = now() WHERE id = $1 AND processed_at IS NULL RETURNING id', [
      d.eventId,
    ]);
    if (claimed.length === 0) return null;
    const customerId = await customerFor(m, d, outbox);
    const [open]: { id: string }[] = await m.query(
      `SELECT id FROM conversation
       WHERE workspace_id = $1 AND customer_id = $2 AND external_platform_id = $3 AND external_channel_id = $4 AND status = 'open'
       ORDER BY created_at DESC LIMIT 1`,
      [d.workspaceId, customerId, d.platformId, d.channelId],
    );
    let conversationId = open?.id;
    if (!conversationId) {
      const [created]: { id: string }[] = await m.query(
        `INSERT INTO conversation (workspace_id, customer_id, source, external_platform_id, external_channel_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [d.workspaceId, customerId, d.source, d.platformId, d.channelId],
      );
      conversationId = created!.id;
      await markParticipants(m, { workspaceId: d.workspaceId, conversationId, type: 'customer', ids: [customerId] });
      const [row] = await selectByIds(m, access, [conversationId], { readers: true });
      const [view] = await toViews(m, access, [row!]);
      const subject = conversationSubject(subjectOf(row!), { internal: false });
      outbox.add(ConversationEvents.created, subject, {
        id: conversationId,
        status: view!.status,
        source: view!.source,
        customer: view!.customer,
        assignedAgent: view!.assignedAgent,
        orderTimestamp: view!.orderTimestamp,
      });
      outbox.add(ConversationEvents.countsChanged, subject, { conversationId });
      await scheduleAutomation(deps.jobs, m, { workspaceId: d.workspaceId, conversationId, trigger: 'newConversation', eventKey: conversationId });
    }
    const [row] = await selectByIds(m, access, [conversationId], { lock: true, readers: true });
    const subject = conversationSubject(subjectOf(row!), { internal: false });
    for (const part of d.parts) {
      let message = await appendMessage(m, {
        workspaceId: d.workspaceId,
        conversationId,
        senderType: 'customer',
        senderId: customerId,
        internal: false,
        meta: part.meta,
        sender: { type: 'customer', id: customerId },
      });
      if (part.file) message = await recordMessageFile(m, d.workspaceId, message, { file: part.file });
      outbox.add(ConversationEvents.messageCreated, subject, { ...message });
    }
    return customerId;
  });
  if (stored) await outbox.publish(deps.bus);
  return stored;
}
