import type { EntityManager } from 'typeorm';
import { invalid } from '../../common/errors';
import type { ConversationRow } from '../conversation/conversation-query';
import type { MessageMeta, SenderType } from '../message/message.entity';
import { DEFAULT_RESPONSE_WINDOW_HOURS } from './platform.types';

const HOUR = 60 * 60 * 1000;
/** What a Facebook page can be sent: text, files and voice. */
const DELIVERABLE = [1, 2, 3];

type PlatformRow = Pick<ConversationRow, 'id' | 'external_platform_id' | 'external_channel_id'>;

/** Spec §9 response window: open while the customer's last message is younger than the page's hours; the tags it offers. */
async function windowOf(m: EntityManager, row: PlatformRow): Promise<{ open: boolean; offered: { tag: string }[] }> {
  const [page]: { response_window_hours: number; tags: { tag: string }[] }[] = await m.query(
    'SELECT response_window_hours, tags FROM facebook_page WHERE platform_id = $1 AND page_id = $2',
    [row.external_platform_id, row.external_channel_id],
  );
  // The customer's last message, at the time the platform says it was sent when that is earlier than ours.
  const [last]: { at: string | null }[] = await m.query(
    `SELECT max(LEAST(COALESCE((meta->>'platformTime')::bigint, received), received)) AS at
     FROM (SELECT meta, (extract(epoch FROM created_at) * 1000)::bigint AS received FROM message
           WHERE conversation_id = $1 AND sender_type = 'customer' AND deleted_at IS NULL) x`,
    [row.id],
  );
  const hours = page?.response_window_hours ?? DEFAULT_RESPONSE_WINDOW_HOURS;
  const open = last?.at ? Date.now() - Number(last.at) < hours * HOUR : false;
  return { open, offered: page?.tags ?? [] };
}

export async function responseWindowOpen(m: EntityManager, row: PlatformRow): Promise<boolean> {
  return (await windowOf(m, row)).open;
}

/**
 * Whether a new message must go out to the conversation's platform, checked in the send's
 * transaction: a public agent or API reply in a Facebook conversation. Outside the page's window a
 * message tag is required (one the page offers, when it lists any). Answers the delivery to store
 * in meta, or null for messages that stay here.
 */
export async function outboundDelivery(
  m: EntityManager,
  row: ConversationRow,
  message: { internal: boolean; senderType: SenderType; meta: MessageMeta },
): Promise<MessageMeta['delivery'] | null> {
  if (row.source !== 'facebook' || !row.external_platform_id || !row.external_channel_id) return null;
  if (message.internal || message.senderType === 'customer' || message.senderType === 'system') return null;
  if (!DELIVERABLE.includes(message.meta.type)) return null;
  const { open, offered } = await windowOf(m, row);
  const tag = message.meta.messageTag;
  if (!open && !tag) throw invalid('Outside the response window, choose a message tag', { 'meta.messageTag': 'required' });
  if (!open && tag && offered.length > 0 && !offered.some((t) => t.tag === tag)) {
    throw invalid('This page does not offer this message tag', { 'meta.messageTag': 'notOffered' });
  }
  return { status: 'pending' };
}
