import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid, notFound, msg } from '../../common/errors';
import { isUuid, SqlParams } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { conversationSubject } from '../../core/events/events';
import { resolveAccess, seesInternal } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from './message-view';
import { readableConversation, senderOf, visibleMessage } from './message-lookup';
import { MessageSend, type PreparedSend } from './message-send';
import { announceTyping, readUpTo } from './message-read-typing';
import { AppConfigService } from '../app-config/app-config.service';
import { answerInlineInput, type InlineAnswerInput } from './inline-input-answer';
import { searchMessages, type MessageSearchHit, type SearchInput } from './message-search';
import { openTranscript, type Transcript } from './transcript-export';
import { type HistoryInput, type MessagePage, type MessageView, type ReadReceipt, type SendMessageInput, type TypingInput } from './message.types';
import { HISTORY_PAGE } from './message.constants';

// The send pipeline lives in message-send.ts, read marks and typing in message-read-typing.ts;
// callers keep importing the send's prepared form from here.
export type { PreparedSend } from './message-send';

/** The newest remaining message (system notices aside) as a list summary, built the way message-writer builds it. */
const SUMMARY = (extra: string) => `(SELECT jsonb_build_object('id', mm.id, 'seq', mm.seq, 'senderType', mm.sender_type, 'senderId', mm.sender_id,
    'type', (mm.meta->>'type')::int, 'text', left(mm.search_text, 200), 'internal', mm.internal,
    'timestamp', (extract(epoch FROM mm.created_at) * 1000)::bigint)
  FROM message mm WHERE mm.conversation_id = c.id AND mm.deleted_at IS NULL AND mm.sender_type <> 'system'${extra}
  ORDER BY mm.seq DESC LIMIT 1)`;

/** The agents' summary (last_message): an automation's form is not news to them (message-writer.ts). */
export const AGENT_SUMMARY = SUMMARY(" AND mm.meta->>'automation' IS NULL");
/** The customers' summary (last_public_message): never an internal message. */
export const PUBLIC_SUMMARY = SUMMARY(' AND NOT mm.internal');

/**
 * What a send asks of the conversations (ConversationService implements it): an agent's reply takes
 * a conversation nobody is assigned. Declared here, not imported, as the conversations' jobs reach
 * back into messages (automation forms).
 */
export interface ReplyAssignment {
  assignOnReply(agent: Extract<AuthenticatedActor, { kind: 'agent' }>, conversationId: string): Promise<void>;
}

export class MessageService {
  private readonly sends: MessageSend;

  constructor(
    private readonly deps: ServiceDeps,
    /** The workspace's time zone for transcripts. */
    private readonly appConfig: AppConfigService,
    /** An agent's reply takes an unassigned conversation (assignOnReply). */
    private readonly conversations: ReplyAssignment,
  ) {
    this.sends = new MessageSend(deps);
  }

  private get ds() {
    return this.deps.dataSource;
  }

  /** Sends a message: checks, localId, merges followed, reply, mentions, platform delivery, events (message-send.ts). */
  async send(actor: Actor, input: SendMessageInput, prepared?: PreparedSend): Promise<MessageView> {
    const sent = await this.sends.send(actor, input, prepared);
    // A reply the customer sees (not an internal note, not a system notice) from an agent.
    if (actor.kind === 'agent' && !sent.internal && sent.senderType === 'agent') {
      try {
        await this.conversations.assignOnReply(actor, sent.conversationId);
      } catch (err) {
        // The message is sent; a failed assignment is logged and leaves it unassigned, as before.
        this.deps.logger.warn({ err, conversationId: sent.conversationId }, 'assign on reply failed');
      }
    }
    return sent;
  }

  /** A page of history, newest first, before a message (by seq); total counts everything the caller may see with these filters. */
  async history(actor: Actor, input: HistoryInput): Promise<MessagePage> {
    const size = input.size ?? HISTORY_PAGE.default;
    if (!Number.isInteger(size) || size < 1 || size > HISTORY_PAGE.max) {
      throw invalid(msg('common.sizeMustBeAnIntegerFrom', { max: HISTORY_PAGE.max }), { size: 'range' });
    }
    if (input.beforeId !== undefined && !isUuid(input.beforeId)) throw invalid('message.beforeIdIsNotAMessageId', { beforeId: 'invalid' });
    const m = this.ds.manager;
    const access = await resolveAccess(m, actor);
    const conversation = await readableConversation(m, access, input.conversationId, false);
    const p = new SqlParams();
    const where = [`conversation_id = ${p.add(conversation.id)}`, 'deleted_at IS NULL'];
    if (!seesInternal(access)) where.push('NOT internal');
    if (input.msgTypeFilter !== undefined) where.push(`meta->>'type' = ${p.add(String(input.msgTypeFilter))}`);
    if (input.msgSubtypeFilter !== undefined) where.push(`meta->>'subtype' = ${p.add(String(input.msgSubtypeFilter))}`);
    const filters = where.join(' AND ');
    const countValues = [...p.values];
    const cursor = input.beforeId
      ? ` AND seq < (SELECT b.seq FROM message b WHERE b.id = ${p.add(input.beforeId)} AND b.conversation_id = ${p.add(conversation.id)})`
      : '';
    const rows: MessageRow[] = await m.query(
      `SELECT ${MESSAGE_COLUMNS} FROM message WHERE ${filters}${cursor} ORDER BY seq DESC LIMIT ${p.add(size)}`,
      p.values,
    );
    const [{ n }]: { n: string }[] = await m.query(`SELECT count(*) AS n FROM message WHERE ${filters}`, countValues);
    return { messages: rows.map(toMessageView), total: Number(n) };
  }

  /** Only the sender deletes a message (system notices: nobody). Soft delete; the list summaries move back. */
  async delete(actor: Actor, input: { messageId: string }): Promise<void> {
    const a = requireSignedIn(actor);
    if (!isUuid(input.messageId)) throw notFound('message.notFound');
    const outbox = new Outbox(a.workspaceId);
    await this.ds.transaction(async (m) => {
      const access = await resolveAccess(m, a);
      const [found]: { conversation_id: string }[] = await m.query('SELECT conversation_id FROM message WHERE id = $1 AND workspace_id = $2', [
        input.messageId,
        a.workspaceId,
      ]);
      if (!found) throw notFound('message.notFound');
      const conversation = await readableConversation(m, access, found.conversation_id, true);
      const message = await visibleMessage(m, access, conversation.id, input.messageId);
      const sender = senderOf(a);
      if (message.sender_type !== sender.type || message.sender_id !== sender.id) throw forbidden('message.onlyTheSenderCanDeleteThis');
      await m.query(`UPDATE message SET deleted_at = date_trunc('milliseconds', clock_timestamp()) WHERE id = $1`, [message.id]);
      if (conversation.last_message?.id === message.id || conversation.last_public_message?.id === message.id) {
        await m.query(`UPDATE conversation c SET last_message = ${AGENT_SUMMARY}, last_public_message = ${PUBLIC_SUMMARY} WHERE c.id = $1`, [conversation.id]);
      }
      const subject = conversationSubject(subjectOf(conversation), { internal: message.internal });
      outbox.add(ConversationEvents.messageDeleted, subject, { id: message.id, conversationId: conversation.id });
    });
    await outbox.publish(this.deps.bus);
  }

  /** The caller has read up to this message: lastRead moves forward, their mention clears, the others are told (message-read-typing.ts). */
  read(actor: Actor, input: { conversationId: string; messageId: string }): Promise<ReadReceipt> {
    return readUpTo(this.deps, actor, input);
  }

  /** Tells the others reading the conversation that the caller is typing (status 1) or stopped (0). Nothing is stored (message-read-typing.ts). */
  typing(actor: Actor, input: TypingInput): Promise<void> {
    return announceTyping(this.deps, actor, input);
  }

  /** GET /api/message/search: newest first, within what the caller may read (message-search.ts). */
  search(actor: Actor, input: SearchInput): Promise<MessageSearchHit[]> {
    return searchMessages(this.ds.manager, actor, input);
  }

  /** POST /api/message/inlineInput/update: answers one input of a form (inline-input-answer.ts). */
  answerInlineInput(actor: Actor, input: InlineAnswerInput): Promise<MessageView> {
    return answerInlineInput(this.deps, actor, input);
  }

  /** GET /api/admin/conversation/message/export: the conversation as a streamed text transcript (transcript-export.ts). */
  async exportTranscript(actor: Actor, conversationId: string): Promise<Transcript> {
    const a = requireSignedIn(actor);
    const { timezone } = await this.appConfig.load(a.workspaceId);
    return openTranscript(this.ds.manager, a, conversationId, timezone);
  }
}
