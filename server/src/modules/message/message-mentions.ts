import type { EntityManager } from 'typeorm';
import type { EventSubject } from '../../core/events/events';
import { markMentioned } from '../conversation/conversation-members';
import { ConversationEvents, type Outbox } from '../conversation/conversation-events';
import type { MessageView } from './message.types';

/** Realtime: an internal note @mentioned these agents (docs/realtime.md); realtime tells those who read the conversation. */
export const MENTIONED_EVENT = 'conversation.mentioned' as const;

const EXCERPT_CHARS = 200;

/**
 * Flags the conversation for the mentioned agents (the sender mentioning themselves aside), and
 * queues what they are told: counts.changed for their counters, and the mention itself, which the
 * console shows as a notification (sender's name and an excerpt of the note).
 */
export async function flagMentions(
  m: EntityManager,
  outbox: Outbox,
  input: { workspaceId: string; subject: EventSubject; message: MessageView; mentions: readonly string[] },
): Promise<void> {
  const { message, subject } = input;
  const mentioned = input.mentions.filter((id) => id !== message.senderId);
  if (mentioned.length === 0) return;
  const conversationId = message.conversationId;
  await markMentioned(m, { workspaceId: input.workspaceId, conversationId, agentIds: mentioned });
  const [sender]: { display_name: string }[] =
    message.senderType === 'agent' && message.senderId
      ? await m.query('SELECT display_name FROM agent WHERE id = $1 AND workspace_id = $2', [message.senderId, input.workspaceId])
      : [];
  outbox.add(ConversationEvents.countsChanged, { ...subject, agentIds: mentioned }, { conversationId });
  outbox.add(
    MENTIONED_EVENT,
    { ...subject, agentIds: mentioned },
    {
      conversationId,
      messageId: message.id,
      senderId: message.senderId,
      senderName: sender?.display_name ?? null,
      text: (message.meta.content ?? '').slice(0, EXCERPT_CHARS),
      mentioned,
    },
  );
}
