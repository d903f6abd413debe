import type { EntityManager } from 'typeorm';
import { notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { AuthenticatedActor } from '../../auth/actor';
import { seesInternal, type ConversationAccess } from '../conversation/conversation-access';
import { selectByIds, type ConversationRow } from '../conversation/conversation-query';
import type { SenderType } from './message.entity';
import { MESSAGE_COLUMNS, type MessageRow } from './message-view';

/** A readable conversation (404 otherwise), locked for the transaction when asked. */
export async function readableConversation(m: EntityManager, access: ConversationAccess, id: string, lock: boolean): Promise<ConversationRow> {
  const [row] = await selectByIds(m, access, [id], { lock, readers: true });
  if (!row) throw notFound('conversation.notFound');
  return row;
}

/** A live message of this conversation the caller may see (customers never see internal ones). */
export async function visibleMessage(m: EntityManager, access: ConversationAccess, conversationId: string, id: string): Promise<MessageRow> {
  const [row]: MessageRow[] = isUuid(id)
    ? await m.query(`SELECT ${MESSAGE_COLUMNS} FROM message WHERE id = $1 AND conversation_id = $2 AND deleted_at IS NULL`, [id, conversationId])
    : [];
  if (!row || (row.internal && !seesInternal(access))) throw notFound('message.notFound');
  return row;
}

/** How the actor appears as a sender: agents as agents, customers as customers, API tokens as automatic messages. */
export function senderOf(a: AuthenticatedActor): { type: SenderType; id: string } {
  if (a.kind === 'agent') return { type: 'agent', id: a.agentId };
  if (a.kind === 'customer') return { type: 'customer', id: a.customerId };
  return { type: 'autoMessage', id: a.tokenId };
}
