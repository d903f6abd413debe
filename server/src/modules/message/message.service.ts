import type { EntityManager } from 'typeorm';
import { outboundDelivery } from '../platform/platform-outbound';
import type { ServiceDeps } from '../../common/deps';
import { AppError, forbidden, invalid, notFound } from '../../common/errors';
import { isUuid, SqlParams } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { actorUserId } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { conversationSubject, DataType, domainEvent } from '../../realtime/events';
import { memberOf, resolveAccess, seesInternal, type ConversationAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { markRead } from '../conversation/conversation-members';
import { lockedConversationSql, selectByIds, type ConversationRow, type LockedConversationRow } from '../conversation/conversation-query';
import { PREPARED } from '../../db/prepared-statements';
import { isUniqueViolation } from '../../db/unique-violation';
import { idList, requireAgents } from '../conversation/conversation-refs';
import type { MessageMeta, ReplyQuote, SenderType } from './message.entity';
import { recordCannedReplyUses } from '../canned-reply/canned-reply-uses';
import { CUSTOMER_TYPES, parseClientMeta } from './message-meta';
import { flagMentions } from './message-mentions';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from './message-view';
import { SendsInFlight } from './sends-in-flight';
import { aloneSql, appended, appendCtes, appendStampedMessage, DuplicateLocalId, type AppendInput } from './message-writer';
import { AppConfigService } from '../app-config/app-config.service';
import { answerInlineInput, type InlineAnswerInput } from './inline-input-answer';
import { searchMessages, type MessageSearchHit, type SearchInput } from './message-search';
import { openTranscript, type Transcript } from './transcript-export';
import {
  HISTORY_PAGE,
  type HistoryInput,
  type MessagePage,
  type MessageView,
  type ReadReceipt,
  type SendMessageInput,
  type TypingInput,
} from './message.types';

const QUOTE_CHARS = 500;
/** Merges can chain (A into B, B into C): a send follows at most this many. */
const MAX_MERGE_HOPS = 5;

/** The conversation was merged: the send starts again in the survivor. */
class MergedInto extends Error {
  constructor(readonly targetId: string) {
    super('merged');
  }
}
/** What a send in one statement answers: the locked conversation, and the message when it was written. */
type SentAloneRow = LockedConversationRow & {
  appended_seq: string | null;
  appended_at: Date | null;
  appended_change_seq: string | null;
  appended_alone: boolean;
};

/** A send's conversation takes messages: not merged into another (the send follows it there), not ended. */
function requireWritable<T extends Pick<ConversationRow, 'merged_into_id' | 'status'>>(row: T): T {
  if (row.merged_into_id) throw new MergedInto(row.merged_into_id);
  if (row.status === 'terminated') throw new AppError('CONFLICT', 'This conversation has ended');
  return row;
}

const TYPING_MS = { default: 3000, min: 500, max: 30_000 } as const;

/** How the actor appears as a sender: agents as agents, customers as customers, API tokens as automatic messages. */
function senderOf(a: AuthenticatedActor): { type: SenderType; id: string } {
  if (a.kind === 'agent') return { type: 'agent', id: a.agentId };
  if (a.kind === 'customer') return { type: 'customer', id: a.customerId };
  return { type: 'autoMessage', id: a.tokenId };
}

/** The newest remaining message (system notices aside) as a list summary, built the way message-writer builds it. */
export const SUMMARY = (extra: string) => `(SELECT jsonb_build_object('id', mm.id, 'seq', mm.seq, 'senderType', mm.sender_type, 'senderId', mm.sender_id,
    'type', (mm.meta->>'type')::int, 'text', left(mm.search_text, 200), 'internal', mm.internal,
    'timestamp', (extract(epoch FROM mm.created_at) * 1000)::bigint)
  FROM message mm WHERE mm.conversation_id = c.id AND mm.deleted_at IS NULL AND mm.sender_type <> 'system'${extra}
  ORDER BY mm.seq DESC LIMIT 1)`;

/**
 * A send whose meta the server built (file messages, modules/file): client-meta parsing is skipped,
 * everything else (permissions, localId, order, reply, events) is the same; `afterAppend` runs in
 * the same transaction, before the event is queued, and answers the message as sent.
 */
export interface PreparedSend {
  meta: Omit<MessageMeta, 'reply'> & { reply?: { id: string } };
  afterAppend?: (m: EntityManager, created: MessageView) => Promise<MessageView>;
}

export class MessageService {
  private readonly inFlight: SendsInFlight;

  constructor(
    private readonly deps: ServiceDeps,
    /** The workspace's time zone for transcripts (stateless: a second instance reads the same stored config). */
    private readonly appConfig = new AppConfigService(deps),
  ) {
    this.inFlight = new SendsInFlight(deps.config.databaseUrl === undefined);
  }

  private get ds() {
    return this.deps.dataSource;
  }

  /** A readable conversation (404 otherwise), locked for the transaction when asked. */
  private async conversation(m: EntityManager, access: ConversationAccess, id: string, lock: boolean): Promise<ConversationRow> {
    const [row] = await selectByIds(m, access, [id], { lock, readers: true });
    if (!row) throw notFound('Conversation');
    return row;
  }

  /** A live message of this conversation the caller may see (customers never see internal ones). */
  private async visibleMessage(m: EntityManager, access: ConversationAccess, conversationId: string, id: string): Promise<MessageRow> {
    const [row]: MessageRow[] = isUuid(id)
      ? await m.query(`SELECT ${MESSAGE_COLUMNS} FROM message WHERE id = $1 AND conversation_id = $2 AND deleted_at IS NULL`, [id, conversationId])
      : [];
    if (!row || (row.internal && !seesInternal(access))) throw notFound('Message');
    return row;
  }

  /**
   * Sends a message. A localId already used by this sender in this conversation answers the first
   * message (no second row, no second event). Internal messages come from agents only; a reply to
   * an internal message must be internal; a terminated conversation takes no messages; mentions
   * (internal only) flag the conversation for those agents.
   */
  async send(actor: Actor, input: SendMessageInput, prepared?: PreparedSend): Promise<MessageView> {
    const a = requireSignedIn(actor);
    const meta = prepared?.meta ?? parseClientMeta(input.meta);
    const internal = input.internal === true;
    const localId = input.localId?.trim() || null;
    if (localId && localId.length > 100) throw invalid('localId is at most 100 characters', { localId: 'tooLong' });
    const dataType = input.dataType ?? DataType.message;
    if (!Number.isInteger(dataType) || dataType < 1 || dataType > 999) throw invalid('dataType is not valid', { dataType: 'invalid' });
    if (input.pushContent !== undefined && input.pushContent.length > 100) throw invalid('pushContent is too long', { pushContent: 'tooLong' });
    if (internal && a.kind !== 'agent') throw forbidden('Only agents write internal messages');
    if (a.kind === 'customer' && !prepared && !CUSTOMER_TYPES.includes(meta.type)) throw forbidden('Visitors send text messages');
    const mentions = idList(meta.mentions, 'meta.mentions');
    if (mentions.length > 0 && !internal) throw invalid('Mentions belong in internal messages', { 'meta.mentions': 'internalOnly' });
    // A visitor's messages (file messages too) are limited per address and per workspace (auth/visitor-limits.ts).
    await this.deps.rateLimits.visitors.created('messages', a);
    const sender = senderOf(a);
    // A conversation merged into another is read-only: what is sent to it goes to the survivor,
    // including a send that waited for the merge's lock (it starts again there).
    return this.inFlight.track(async () => {
      for (let hops = 0; ; hops++) {
        try {
          return await this.sendOnce(a, input, { meta, internal, localId, dataType, mentions, sender }, prepared);
        } catch (err) {
          if (!(err instanceof MergedInto) || hops >= MAX_MERGE_HOPS) throw err;
          input = { ...input, conversationId: err.targetId };
        }
      }
    });
  }

  private async sendOnce(
    a: AuthenticatedActor,
    input: SendMessageInput,
    parsed: {
      meta: PreparedSend['meta'] | MessageMeta;
      internal: boolean;
      localId: string | null;
      dataType: number;
      mentions: string[];
      sender: { type: SenderType; id: string };
    },
    prepared?: PreparedSend,
  ): Promise<MessageView> {
    const { meta, internal, localId, dataType, mentions, sender } = parsed;
    const outbox = new Outbox(a.workspaceId);
    try {
      if (!prepared && !meta.reply && mentions.length === 0 && !(meta as { cannedReplies?: string[] }).cannedReplies?.length) {
        const sent = await this.sendAlone(a, input, parsed);
        if (sent) return sent;
      }
      const message = await this.ds.transaction(async (m) => {
        const access = await resolveAccess(m, a);
        const conversation = requireWritable(await this.conversation(m, access, input.conversationId, true));
        let reply: ReplyQuote | undefined;
        if (meta.reply) {
          const quoted = await this.visibleMessage(m, access, conversation.id, meta.reply.id);
          if (quoted.internal && !internal) throw invalid('Cannot respond to internal information', { internal: 'replyToInternal' });
          reply = {
            id: quoted.id,
            senderType: quoted.sender_type,
            senderId: quoted.sender_id,
            type: quoted.meta.type,
            ...(quoted.meta.content ? { content: quoted.meta.content.slice(0, QUOTE_CHARS) } : {}),
            internal: quoted.internal,
          };
        }
        await requireAgents(m, a.workspaceId, mentions, 'meta.mentions');
        // The canned replies the text was written with are counted, not stored in the message.
        const { cannedReplies, ...rest } = meta as typeof meta & { cannedReplies?: string[] };
        const stored: MessageMeta = { ...rest, reply, mentions: mentions.length ? mentions : undefined };
        // A reply in a platform conversation goes out to the platform too (checked here: window and tag).
        const delivery = await outboundDelivery(m, conversation, { internal, senderType: sender.type, meta: stored });
        if (delivery) stored.delivery = delivery;
        const appended = await appendStampedMessage(m, this.inFlight.askAlone, {
          workspaceId: a.workspaceId,
          conversationId: conversation.id,
          senderType: sender.type,
          senderId: sender.id,
          internal,
          meta: JSON.parse(JSON.stringify(stored)) as MessageMeta,
          localId,
          pushContent: input.pushContent ?? null,
          replyToId: reply?.id ?? null,
          dataType,
          sender: memberOf(a),
        });
        let created = appended.message;
        // What the send wrote after the insert stamps no conversation or message row, except afterAppend's.
        if (prepared?.afterAppend) created = await prepared.afterAppend(m, created);
        else outbox.changed(appended.changeSeq, appended.alone);
        if (delivery) await this.deps.jobs.send('platform-send', { workspaceId: a.workspaceId, messageId: created.id }, { manager: m });
        if (a.kind === 'agent' && cannedReplies?.length) await recordCannedReplyUses(m, { workspaceId: a.workspaceId, agentId: a.agentId, ids: cannedReplies });
        const subject = conversationSubject(subjectOf(conversation), { internal });
        outbox.add(ConversationEvents.messageCreated, subject, { ...created });
        await flagMentions(m, outbox, { workspaceId: a.workspaceId, subject, message: created, mentions });
        return created;
      });
      await outbox.publish(this.deps.bus);
      return message;
    } catch (err) {
      if (!(err instanceof DuplicateLocalId)) throw err;
      // The retry rolled back (its seq included); answer the message the first attempt stored.
      const [row]: MessageRow[] = await this.ds.query(
        `SELECT ${MESSAGE_COLUMNS} FROM message WHERE conversation_id = $1 AND sender_id = $2 AND local_id = $3`,
        [input.conversationId, sender.id, localId],
      );
      if (!row) throw err;
      return toMessageView(row);
    }
  }

  /**
   * The common send — no reply, mentions, canned replies or platform delivery — as one statement that
   * is its own transaction: the conversation's row lock with its readers, the checks, its update, the
   * insert and the sender's read position (three round trips fewer than BEGIN, lock, insert, COMMIT;
   * the same rows and events). A duplicate localId fails the statement, so nothing of it stays.
   * Null when the conversation needs the full send (a reply that may go out to a platform).
   */
  private async sendAlone(
    a: AuthenticatedActor,
    input: SendMessageInput,
    parsed: { meta: PreparedSend['meta'] | MessageMeta; internal: boolean; localId: string | null; dataType: number; sender: { type: SenderType; id: string } },
  ): Promise<MessageView | null> {
    const { internal, sender } = parsed;
    if (!isUuid(input.conversationId)) throw notFound('Conversation');
    const access = await resolveAccess(this.ds.manager, a);
    const p = new SqlParams();
    const locked = lockedConversationSql(access, input.conversationId, p);
    const mayDeliver = !internal && sender.type !== 'customer' && sender.type !== 'system';
    const guard = `locked.merged_into_id IS NULL AND locked.status <> 'terminated'${mayDeliver ? ' AND locked.external_platform_id IS NULL' : ''}`;
    const appendInput: AppendInput = {
      workspaceId: a.workspaceId,
      conversationId: input.conversationId,
      senderType: sender.type,
      senderId: sender.id,
      internal,
      // Stored as the transaction stores it: no reply, no empty mentions, canned replies counted, not kept.
      meta: JSON.parse(JSON.stringify({ ...parsed.meta, reply: undefined, mentions: undefined, cannedReplies: undefined })) as MessageMeta,
      localId: parsed.localId,
      pushContent: input.pushContent ?? null,
      replyToId: null,
      dataType: parsed.dataType,
      sender: memberOf(a),
    };
    const append = appendCtes(appendInput, p, { onDuplicate: 'fail', locked: { guard } });
    let rows: SentAloneRow[];
    try {
      rows = await this.ds.query(
        `${PREPARED}WITH locked AS (${locked}), ${append.ctes}
        SELECT locked.*, added.seq AS appended_seq, added.created_at AS appended_at, added.change_seq AS appended_change_seq,
               CASE WHEN added.seq IS NULL THEN false ELSE ${aloneSql(p, a.workspaceId, this.inFlight.askAlone)} END AS appended_alone
        FROM locked LEFT JOIN added ON true`,
        p.values,
      );
    } catch (err) {
      if (isUniqueViolation(err, 'message_local_id')) throw new DuplicateLocalId();
      throw err;
    }
    const [row] = rows;
    if (!row) throw notFound('Conversation');
    requireWritable(row);
    if (row.appended_seq === null) return null;
    const { message, changeSeq, alone } = appended(appendInput, append, {
      seq: row.appended_seq,
      created_at: row.appended_at!,
      change_seq: row.appended_change_seq!,
      alone: row.appended_alone,
    });
    const outbox = new Outbox(a.workspaceId);
    outbox.changed(changeSeq, alone);
    outbox.add(ConversationEvents.messageCreated, conversationSubject(subjectOf(row), { internal }), { ...message });
    await outbox.publish(this.deps.bus);
    return message;
  }

  /** A page of history, newest first, before a message (by seq); total counts everything the caller may see with these filters. */
  async history(actor: Actor, input: HistoryInput): Promise<MessagePage> {
    const size = input.size ?? HISTORY_PAGE.default;
    if (!Number.isInteger(size) || size < 1 || size > HISTORY_PAGE.max) {
      throw invalid(`size must be an integer from 1 to ${HISTORY_PAGE.max}`, { size: 'range' });
    }
    if (input.beforeId !== undefined && !isUuid(input.beforeId)) throw invalid('beforeId is not a message id', { beforeId: 'invalid' });
    const m = this.ds.manager;
    const access = await resolveAccess(m, actor);
    const conversation = await this.conversation(m, access, input.conversationId, false);
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
    if (!isUuid(input.messageId)) throw notFound('Message');
    const outbox = new Outbox(a.workspaceId);
    await this.ds.transaction(async (m) => {
      const access = await resolveAccess(m, a);
      const [found]: { conversation_id: string }[] = await m.query('SELECT conversation_id FROM message WHERE id = $1 AND workspace_id = $2', [
        input.messageId,
        a.workspaceId,
      ]);
      if (!found) throw notFound('Message');
      const conversation = await this.conversation(m, access, found.conversation_id, true);
      const message = await this.visibleMessage(m, access, conversation.id, input.messageId);
      const sender = senderOf(a);
      if (message.sender_type !== sender.type || message.sender_id !== sender.id) throw forbidden('Only the sender can delete this message');
      await m.query(`UPDATE message SET deleted_at = date_trunc('milliseconds', clock_timestamp()) WHERE id = $1`, [message.id]);
      if (conversation.last_message?.id === message.id || conversation.last_public_message?.id === message.id) {
        await m.query(`UPDATE conversation c SET last_message = ${SUMMARY('')}, last_public_message = ${SUMMARY(' AND NOT mm.internal')} WHERE c.id = $1`, [
          conversation.id,
        ]);
      }
      const subject = conversationSubject(subjectOf(conversation), { internal: message.internal });
      outbox.add(ConversationEvents.messageDeleted, subject, { id: message.id, conversationId: conversation.id });
    });
    await outbox.publish(this.deps.bus);
  }

  /** The caller has read up to this message: lastRead moves forward, their mention clears, the others are told. */
  async read(actor: Actor, input: { conversationId: string; messageId: string }): Promise<ReadReceipt> {
    const a = requireSignedIn(actor);
    const member = memberOf(a);
    if (!member) throw forbidden('API tokens keep no read state');
    const outbox = new Outbox(a.workspaceId);
    const receipt = await this.ds.transaction(async (m) => {
      const access = await resolveAccess(m, a);
      const conversation = await this.conversation(m, access, input.conversationId, false);
      const message = await this.visibleMessage(m, access, conversation.id, input.messageId);
      const result = await markRead(m, {
        workspaceId: a.workspaceId,
        conversationId: conversation.id,
        member,
        seq: Number(message.seq),
        messageId: message.id,
      });
      if (result.moved) {
        outbox.add(ConversationEvents.read, conversationSubject(subjectOf(conversation), { internal: message.internal }), {
          conversationId: conversation.id,
          messageId: message.id,
          userId: member.id,
          userType: member.type,
        });
      }
      if (result.mentionCleared) {
        const subject = conversationSubject(subjectOf(conversation), { internal: true });
        outbox.add(ConversationEvents.countsChanged, { ...subject, agentIds: [member.id] }, { conversationId: conversation.id });
      }
      return { conversationId: conversation.id, messageId: message.id, lastRead: { id: result.lastReadMessageId } };
    });
    await outbox.publish(this.deps.bus);
    return receipt;
  }

  /** Tells the others reading the conversation that the caller is typing (status 1) or stopped (0). Nothing is stored. */
  async typing(actor: Actor, input: TypingInput): Promise<void> {
    const a = requireSignedIn(actor);
    const member = memberOf(a);
    if (!member) throw forbidden('API tokens do not type');
    if (input.status !== 0 && input.status !== 1) throw invalid('status is 1 (typing) or 0 (stopped)', { status: 'invalid' });
    const time = Math.min(TYPING_MS.max, Math.max(TYPING_MS.min, Math.round(input.time ?? TYPING_MS.default)));
    const internal = input.internal === true && a.kind === 'agent';
    const access = await resolveAccess(this.ds.manager, a);
    const conversation = await this.conversation(this.ds.manager, access, input.conversationId, false);
    if (conversation.status === 'terminated') throw new AppError('CONFLICT', 'This conversation has ended');
    await this.deps.bus.publish(
      domainEvent(ConversationEvents.typing, a.workspaceId, conversationSubject(subjectOf(conversation), { internal, except: actorUserId(a) }), {
        conversationId: conversation.id,
        userId: member.id,
        userType: member.type,
        status: input.status,
        time,
        internal,
      }),
    );
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
