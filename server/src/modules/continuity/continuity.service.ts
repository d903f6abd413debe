import type { ServiceDeps } from '../service-deps';
import type { DomainEvent } from '../../core/events/events';
import { toLang, type Lang } from '../../i18n/language';
import { ConversationEvents } from '../conversation/conversation-events';
import type { FileService } from '../file/file.service';
import type { MessageMeta } from '../message/message.entity';
import type { MessageService } from '../message/message.service';
import { deliverReply, threadTarget } from './inbound-reply';
import type { InboundReply } from './inbound-smtp';
import { parseToken } from './reply-address';
import { runReplyEmail } from './reply-email.job';

/** What the unsubscribe page needs to know of a token. */
export interface UnsubscribeTarget {
  workspaceName: string;
  /** The visitor's language (their newest session's), for the page. */
  lang: Lang | null;
}

/**
 * Visitor continuity by email: an agent's reply the visitor has not read within
 * VISITOR_EMAIL_DELAY_SECONDS is emailed to them (reply-email.job.ts), their answer by email comes
 * back as their message (inbound-smtp.ts, inbound-reply.ts), and the email's unsubscribe link stops
 * the next ones. The reply token of conversation_email_thread is both the reply address and the
 * unsubscribe link: unguessable, it alone decides.
 */
export class ContinuityService {
  private unsubscribeBus: (() => void) | null = null;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly message: MessageService,
    private readonly file: FileService,
  ) {}

  /** Listens to this node's own publishes (once per event in the cluster) for agents' replies. */
  start(): void {
    this.unsubscribeBus ??= this.deps.bus.onPublish((event) => this.onEvent(event));
  }

  stop(): void {
    this.unsubscribeBus?.();
    this.unsubscribeBus = null;
  }

  private onEvent(event: DomainEvent): void {
    if (event.type !== ConversationEvents.messageCreated) return;
    const conversation = event.subject.conversation;
    const message = event.payload as { senderType?: string; internal?: boolean; meta?: MessageMeta };
    // An agent's reply the customer sees: not a note, not a system notice, not an automation's form.
    if (!conversation?.customerId || conversation.internal || message.internal || message.senderType !== 'agent') return;
    if (message.meta?.system || message.meta?.automation) return;
    this.schedule(conversation.id).catch((err: unknown) =>
      this.deps.logger.warn({ err, conversationId: conversation.id }, 'the email of an agent reply could not be scheduled'),
    );
  }

  /**
   * One waiting job per conversation (a `short` queue keyed by it): replies within the delay go in
   * one email. Only for a visitor with an email who has not unsubscribed, in a conversation that is
   * not agent-only nor a platform's (Messenger, WhatsApp deliver the reply themselves). Scheduled after the event, not in the send's transaction: a node that dies in
   * between loses that email, and the visitor still finds the reply in the widget.
   */
  private async schedule(conversationId: string): Promise<void> {
    const rows: unknown[] = await this.deps.dataSource.query(
      `SELECT 1 FROM conversation c JOIN customer cu ON cu.id = c.customer_id
        WHERE c.id = $1 AND NOT c.agent_only AND c.external_platform_id IS NULL AND cu.email IS NOT NULL AND cu.email <> '' AND cu.email_unsubscribed_at IS NULL`,
      [conversationId],
    );
    if (rows.length === 0) return;
    await this.deps.jobs.send(
      'visitor-reply-email',
      { conversationId },
      { singletonKey: conversationId, startAfter: new Date(Date.now() + this.deps.config.notifications.visitorEmailDelayMs) },
    );
  }

  /** The 'visitor-reply-email' job (reply-email.job.ts). */
  runReplyEmail(conversationId: string): Promise<void> {
    return runReplyEmail(this.deps, conversationId);
  }

  /** The inbound listener's RCPT check: a token of a conversation that still has its customer. */
  async lookupToken(token: string): Promise<boolean> {
    const parsed = parseToken(token);
    return parsed !== null && (await threadTarget(this.deps, parsed)) !== undefined;
  }

  /** The inbound listener's delivery: the reply posted as the customer (inbound-reply.ts). */
  deliverReply(mail: InboundReply): Promise<void> {
    return deliverReply(this.deps, { message: this.message, file: this.file }, mail);
  }

  /** What the unsubscribe page shows for a token; null for one that names nothing. */
  async unsubscribeTarget(rawToken: string): Promise<UnsubscribeTarget | null> {
    const token = parseToken(rawToken);
    if (!token) return null;
    const rows: { workspace_name: string; lang: string | null }[] = await this.deps.dataSource.query(
      `SELECT w.name AS workspace_name,
              (SELECT s.lang FROM auth_session s WHERE s.subject_type = 'customer' AND s.subject_id = c.customer_id
                ORDER BY s.last_used_at DESC LIMIT 1) AS lang
         FROM conversation_email_thread t
         JOIN conversation c ON c.id = t.conversation_id
         JOIN workspace w ON w.id = t.workspace_id
        WHERE t.reply_token = $1 AND c.customer_id IS NOT NULL`,
      [token],
    );
    const row = rows[0];
    return row ? { workspaceName: row.workspace_name, lang: toLang(row.lang) } : null;
  }

  /** Stops the emails to the token's customer (every conversation of theirs); idempotent. Null for an unknown token. */
  async unsubscribe(rawToken: string): Promise<UnsubscribeTarget | null> {
    const target = await this.unsubscribeTarget(rawToken);
    if (!target) return null;
    await this.deps.dataSource.query(
      `UPDATE customer SET email_unsubscribed_at = now()
        WHERE email_unsubscribed_at IS NULL
          AND id = (SELECT c.customer_id FROM conversation_email_thread t JOIN conversation c ON c.id = t.conversation_id WHERE t.reply_token = $1)`,
      [parseToken(rawToken)],
    );
    this.deps.logger.info('a visitor unsubscribed from reply emails');
    return target;
  }
}
