import type { AuthenticatedActor } from './actor';
import { hasPermission } from './permissions';

/**
 * How much of the workspace's conversations an actor reads, from its kind and permissions alone
 * (the rule itself is in modules/conversation/conversation-access.ts); the realtime audiences
 * use it too, so it sits below both.
 */
export type ConversationScope = 'all' | 'own' | 'customer' | 'none';

export function conversationScope(actor: AuthenticatedActor): ConversationScope {
  if (actor.kind === 'customer') return 'customer';
  if (hasPermission(actor.permissions, 'allConversations')) return 'all';
  if (actor.kind === 'agent' && hasPermission(actor.permissions, 'ownConversations')) return 'own';
  return 'none';
}
