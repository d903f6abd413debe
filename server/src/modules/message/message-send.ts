import type { EntityManager } from 'typeorm';
import { outboundDelivery } from '../platform/platform-outbound';
import type { ServiceDeps } from '../service-deps';
import { AppError, forbidden, invalid, notFound, msg } from '../../common/errors';
import { isUuid, SqlParams } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { conversationSubject, DataType } from '../../core/events/events';
import { memberOf, resolveAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { lockedConversationSql, type ConversationRow, type LockedConversationRow } from '../conversation/conversation-query';
import { PREPARED } from '../../db/prepared-statements';
import { isUniqueViolation } from '../../db/unique-violation';
import { idList, requireAgents } from '../conversation/conversation-refs';
import type { MessageMeta, ReplyQuote, SenderType } from './message.entity';
import { recordCannedReplyUses } from '../canned-reply/canned-reply-uses';
import { CUSTOMER_TYPES, parseClientMeta } from './message-meta';
import { flagMentions } from './message-mentions';
import { readableConversation, senderOf, visibleMessage } from './message-lookup';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from './message-view';
import { SendsInFlight } from './sends-in-flight';
import { aloneSql, appended, appendCtes, appendStampedMessage, DuplicateLocalId, type AppendInput } from './message-writer';
import type { MessageView, SendMessageInput } from './message.types';

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
  if (row.status === 'terminated') throw new AppError('CONFLICT', 'message.conversationEnded');
  return row;
}

/**
 * A send whose meta the server built (file messages, modules/file): client-meta parsing is skipped,
 * everything else (permissions, localId, order, reply, events) is the same; `afterAppend` runs in
 * the same transaction, before the event is queued, and answers the message as sent.
 */
export interface PreparedSend {
  meta: Omit<MessageMeta, 'reply'> & { reply?: { id: string } };
  afterAppend?: (m: EntityManager, created: MessageView) => Promise<MessageView>;
}

/** A send's input once checked, the same for every attempt (a send that follows a merge tries again). */
interface ParsedSend {
  meta: PreparedSend['meta'] | MessageMeta;
  internal: boolean;
  localId: string | null;
  dataType: number;
  mentions: string[];
  sender: { type: SenderType; id: string };
}

/**
 * What a send uses: the database, the bus its events go out on, the job queue (platform delivery),
 * the visitor limits, and the config (which database it runs on: sends-in-flight.ts).
 */
export type MessageSendDeps = Pick<ServiceDeps, 'config' | 'dataSource' | 'bus' | 'jobs' | 'rateLimits'>;

/** A message signed with its API token's name (issue 50.11: it showed as "Chat bot"); nobody else names a sender through meta. */
function signedBy<T extends object>(meta: T, a: AuthenticatedActor): T & { senderName?: string } {
  const rest: T & { senderName?: string } = { ...meta };
  delete rest.senderName;
  return a.kind === 'apiToken' && a.name ? { ...rest, senderName: a.name } : rest;
}

/** The send pipeline behind MessageService.send: checks, the merge hops, the one-statement send and the full one. */
export class MessageSend {
  private readonly inFlight: SendsInFlight;

  constructor(private readonly deps: MessageSendDeps) {
    this.inFlight = new SendsInFlight(deps.config.databaseUrl === undefined);
  }

  private get ds() {
    return this.deps.dataSource;
  }

  /**
   * Sends a message. A localId already used by this sender in this conversation answers the first
   * message (no second row, no second event). Internal messages come from agents only; a reply to
   * an internal message must be internal; a terminated conversation takes no messages; mentions
   * (internal only) flag the conversation for those agents.
   */
  async send(actor: Actor, input: SendMessageInput, prepared?: PreparedSend): Promise<MessageView> {
    const a = requireSignedIn(actor);
    const meta = signedBy(prepared?.meta ?? parseClientMeta(input.meta), a);
    const internal = input.internal === true;
    const localId = input.localId?.trim() || null;
    if (localId && localId.length > 100) throw invalid('message.localIdIsAtMost100Characters', { localId: 'tooLong' });
    const dataType = input.dataType ?? DataType.message;
    if (!Number.isInteger(dataType) || dataType < 1 || dataType > 999) throw invalid('message.dataTypeIsNotValid', { dataType: 'invalid' });
    if (input.pushContent !== undefined && input.pushContent.length > 100)
      throw invalid(msg('common.isTooLong', { field: 'pushContent' }), { pushContent: 'tooLong' });
    if (internal && a.kind !== 'agent') throw forbidden('message.onlyAgentsWriteInternalMessages');
    if (a.kind === 'customer' && !prepared && !CUSTOMER_TYPES.includes(meta.type)) throw forbidden('message.visitorsSendTextMessages');
    const mentions = idList(meta.mentions, 'meta.mentions');
    if (mentions.length > 0 && !internal) throw invalid('message.mentionsBelongInInternalMessages', { 'meta.mentions': 'internalOnly' });
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

  private async sendOnce(a: AuthenticatedActor, input: SendMessageInput, parsed: ParsedSend, prepared?: PreparedSend): Promise<MessageView> {
    const { meta, internal, localId, dataType, mentions, sender } = parsed;
    const outbox = new Outbox(a.workspaceId);
    try {
      if (!prepared && !meta.reply && mentions.length === 0 && !(meta as { cannedReplies?: string[] }).cannedReplies?.length) {
        const sent = await this.sendAlone(a, input, parsed);
        if (sent) return sent;
      }
      const message = await this.ds.transaction(async (m) => {
        const access = await resolveAccess(m, a);
        const conversation = requireWritable(await readableConversation(m, access, input.conversationId, true));
        let reply: ReplyQuote | undefined;
        if (meta.reply) {
          const quoted = await visibleMessage(m, access, conversation.id, meta.reply.id);
          if (quoted.internal && !internal) throw invalid('message.cannotRespondToInternalInformation', { internal: 'replyToInternal' });
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
  private async sendAlone(a: AuthenticatedActor, input: SendMessageInput, parsed: Omit<ParsedSend, 'mentions'>): Promise<MessageView | null> {
    const { internal, sender } = parsed;
    if (!isUuid(input.conversationId)) throw notFound('conversation.notFound');
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
    if (!row) throw notFound('conversation.notFound');
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
}
