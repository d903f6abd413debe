import type { EntityManager } from 'typeorm';
import type { AuthenticatedActor } from '../../auth/actor';
import type { ConversationAccess } from '../conversation/conversation-access';
import { ConversationChange } from '../conversation/conversation-change';
import type { Outbox } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';

/**
 * A change to a conversation made on behalf of user administration (an agent or a team is
 * removed), inside the caller's transaction. The manager making it need not read conversations
 * (manageUser alone is enough to delete an agent), so it runs with workspace-wide access; it is
 * still an ordinary ConversationChange: one locked row, a system notice naming the manager, and
 * the usual events to the conversation's readers (before and after), published with `outbox`.
 */
export async function adminConversationChange(
  m: EntityManager,
  actor: AuthenticatedActor,
  conversationId: string,
  outbox: Outbox,
  apply: (change: ConversationChange) => Promise<void> | void,
): Promise<void> {
  const access: ConversationAccess = { scope: 'all', actor, workspaceId: actor.workspaceId };
  const [row] = await selectByIds(m, access, [conversationId], { lock: true, readers: true });
  if (!row) return;
  const change = new ConversationChange(m, access, actor, row);
  await apply(change);
  await change.commit(outbox);
}
