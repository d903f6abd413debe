/** A new message as the realtime event carries it (docs/realtime.md message.created). */
export interface ArrivedMessage {
  id: string;
  conversationId: string;
  senderType: string;
  senderId: string | null;
  internal: boolean;
  seq?: number;
  timestamp?: number;
  /** automation: a form an automation sent, which is not news to agents (their list keeps the customer's words). */
  meta?: { type?: number; content?: string; file?: { name?: string }; location?: { title?: string }; automation?: string } | null;
}

/**
 * Spec §6: an agent is notified only of conversations assigned to them, and not of automatic
 * messages; here only of what a customer wrote (an agent's own or a colleague's reply is not news),
 * and not while they are looking at that very conversation.
 */
export function shouldNotify(input: { message: ArrivedMessage; assignedToMe: boolean; openConversationId: string | null; pageVisible: boolean }): boolean {
  const { message } = input;
  if (message.senderType !== 'customer' || message.internal) return false;
  if (!input.assignedToMe) return false;
  return !(input.pageVisible && input.openConversationId === message.conversationId);
}

/** "(3) Conversations · Parley": the unread count leads the tab title when there is one. */
export function titleWithCount(title: string, unread: number): string {
  return unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${title}` : title;
}

/**
 * Issue 50: a visitor writing in a conversation nobody is assigned is news for every agent who sees
 * it — the default "Assigned to me" view does not show it — once per conversation until someone
 * takes it, and not while the agent is looking at that very conversation.
 */
export function isUnattended(input: {
  message: ArrivedMessage;
  assignees: readonly unknown[] | null;
  alreadyTold: boolean;
  openConversationId: string | null;
  pageVisible: boolean;
}): boolean {
  const { message } = input;
  if (message.senderType !== 'customer' || message.internal) return false;
  if (input.assignees === null || input.assignees.length > 0 || input.alreadyTold) return false;
  return !(input.pageVisible && input.openConversationId === message.conversationId);
}
