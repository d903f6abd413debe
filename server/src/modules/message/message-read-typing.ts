import type { ServiceDeps } from '../service-deps';
import { AppError, forbidden, invalid } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { actorUserId } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { conversationSubject, domainEvent } from '../../core/events/events';
import { memberOf, resolveAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { markRead } from '../conversation/conversation-members';
import { readableConversation, visibleMessage } from './message-lookup';
import type { ReadReceipt, TypingInput } from './message.types';

/** What read marks and typing use: the database and the bus the others are told on. */
export type ReadTypingDeps = Pick<ServiceDeps, 'dataSource' | 'bus'>;

const TYPING_MS = { default: 3000, min: 500, max: 30_000 } as const;

/** The caller has read up to this message: lastRead moves forward, their mention clears, the others are told. */
export async function readUpTo(deps: ReadTypingDeps, actor: Actor, input: { conversationId: string; messageId: string }): Promise<ReadReceipt> {
  const a = requireSignedIn(actor);
  const member = memberOf(a);
  if (!member) throw forbidden('message.aPITokensKeepNoReadState');
  const outbox = new Outbox(a.workspaceId);
  const receipt = await deps.dataSource.transaction(async (m) => {
    const access = await resolveAccess(m, a);
    const conversation = await readableConversation(m, access, input.conversationId, false);
    const message = await visibleMessage(m, access, conversation.id, input.messageId);
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
  await outbox.publish(deps.bus);
  return receipt;
}

/** Tells the others reading the conversation that the caller is typing (status 1) or stopped (0). Nothing is stored. */
export async function announceTyping(deps: ReadTypingDeps, actor: Actor, input: TypingInput): Promise<void> {
  const a = requireSignedIn(actor);
  const member = memberOf(a);
  if (!member) throw forbidden('message.aPITokensDoNotType');
  if (input.status !== 0 && input.status !== 1) throw invalid('message.statusIs1TypingOr0', { status: 'invalid' });
  const time = Math.min(TYPING_MS.max, Math.max(TYPING_MS.min, Math.round(input.time ?? TYPING_MS.default)));
  const internal = input.internal === true && a.kind === 'agent';
  const m = deps.dataSource.manager;
  const access = await resolveAccess(m, a);
  const conversation = await readableConversation(m, access, input.conversationId, false);
  if (conversation.status === 'terminated') throw new AppError('CONFLICT', 'message.conversationEnded');
  await deps.bus.publish(
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
