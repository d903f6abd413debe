import type { MessageMeta, SenderType } from './message.entity';
import type { MessageView } from './message.types';

/** A message row as read with raw SQL. */
export interface MessageRow {
  id: string;
  conversation_id: string;
  seq: string | number;
  local_id: string | null;
  sender_type: SenderType;
  sender_id: string | null;
  data_type: number;
  internal: boolean;
  meta: MessageMeta;
  push_content: string | null;
  created_at: Date;
  change_seq: string | number;
}

export const MESSAGE_COLUMNS = 'id, conversation_id, seq, local_id, sender_type, sender_id, data_type, internal, meta, push_content, created_at, change_seq';

/** MESSAGE_COLUMNS of the message table read as `m` (a join). */
export const M_MESSAGE_COLUMNS = MESSAGE_COLUMNS.split(', ')
  .map((column) => `m.${column}`)
  .join(', ');

export const toMessageView = (r: MessageRow): MessageView => ({
  id: r.id,
  localId: r.local_id,
  conversationId: r.conversation_id,
  seq: Number(r.seq),
  timestamp: r.created_at.getTime(),
  senderId: r.sender_id,
  senderType: r.sender_type,
  dataType: r.data_type,
  internal: r.internal,
  pushContent: r.push_content,
  meta: r.meta,
  version: Number(r.change_seq),
});
