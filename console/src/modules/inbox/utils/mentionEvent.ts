/** docs/realtime.md conversation.mentioned: an internal note @mentioned this agent. */
export interface MentionEvent {
  conversationId: string;
  messageId: string;
  senderName: string | null;
  text: string;
}

export function mentionOf(payload: Record<string, unknown>): MentionEvent | null {
  if (typeof payload.conversationId !== 'string' || typeof payload.messageId !== 'string') return null;
  return {
    conversationId: payload.conversationId,
    messageId: payload.messageId,
    senderName: typeof payload.senderName === 'string' ? payload.senderName : null,
    text: typeof payload.text === 'string' ? payload.text : '',
  };
}
