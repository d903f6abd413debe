import type { EntityManager } from 'typeorm';
import { invalid, msg } from '../../common/errors';
import type { ConversationRow } from '../conversation/conversation-query';
import { MessageType, type MessageMeta, type SenderType } from '../message/message.entity';
import type { ChannelTemplate } from './platform.entity';
import { DEFAULT_RESPONSE_WINDOW_HOURS } from './platform.types';

const HOUR = 60 * 60 * 1000;
const TEMPLATE: number = MessageType.template;
/**
 * What a Facebook page can be sent: text, files and voice, and forms and cards as their text
 * (platform-text.ts); a provider channel also takes templates.
 */
const FACEBOOK_TYPES: number[] = [MessageType.text, MessageType.audio, MessageType.file, MessageType.element, MessageType.inlineInput];
const PROVIDER_TYPES = [...FACEBOOK_TYPES, TEMPLATE];
const PROVIDER_SOURCES = ['whatsapp', 'sanuker'];

type PlatformRow = Pick<ConversationRow, 'id' | 'source' | 'external_platform_id' | 'external_channel_id'>;

interface Window {
  open: boolean;
  hours: number;
  /** Facebook: the tags the page offers. */
  offered: { tag: string }[];
  /** Provider: the channel's templates. */
  templates: ChannelTemplate[];
}

/** Spec §9 response window: open while the customer's last message is younger than the page's or channel's hours. */
export async function windowOf(m: EntityManager, row: PlatformRow): Promise<Window> {
  const provider = PROVIDER_SOURCES.includes(row.source);
  const [settings]: { response_window_hours: number; tags?: { tag: string }[]; templates?: ChannelTemplate[] }[] = await m.query(
    provider
      ? 'SELECT response_window_hours, templates FROM platform_channel WHERE platform_id = $1 AND channel_id = $2'
      : 'SELECT response_window_hours, tags FROM facebook_page WHERE platform_id = $1 AND page_id = $2',
    [row.external_platform_id, row.external_channel_id],
  );
  // The customer's last message, at the time the platform says it was sent when that is earlier than ours.
  const [last]: { at: string | null }[] = await m.query(
    `SELECT max(LEAST(COALESCE((meta->>'platformTime')::bigint, received), received)) AS at
     FROM (SELECT meta, (extract(epoch FROM created_at) * 1000)::bigint AS received FROM message
           WHERE conversation_id = $1 AND sender_type = 'customer' AND deleted_at IS NULL) x`,
    [row.id],
  );
  const hours = settings?.response_window_hours ?? DEFAULT_RESPONSE_WINDOW_HOURS;
  const open = last?.at ? Date.now() - Number(last.at) < hours * HOUR : false;
  return { open, hours, offered: settings?.tags ?? [], templates: settings?.templates ?? [] };
}

export async function responseWindowOpen(m: EntityManager, row: PlatformRow): Promise<boolean> {
  return (await windowOf(m, row)).open;
}

/** Spec §5: a template message names one of the channel's templates and fills every parameter. */
function checkTemplate(meta: MessageMeta, templates: ChannelTemplate[]): void {
  const template = templates.find((t) => t.key === meta.template?.key);
  if (!template) throw invalid('platform.thisChannelHasNoSuchTemplate', { 'meta.template.key': 'unknown' });
  for (const param of template.params) {
    const value = meta.template?.displayParams?.find((p) => p.name === param.name)?.value?.trim();
    if (!value) throw invalid(msg('common.pleaseInput', { field: param.name }), { [`meta.template.params.${param.name}`]: 'required' });
  }
}

/**
 * Whether a new message must go out to the conversation's platform, checked in the send's
 * transaction: a public agent or API reply in a Facebook or provider conversation. Outside the
 * window a Facebook reply needs a message tag (one the page offers, when it lists any) and a
 * provider reply must be one of the channel's templates with every parameter filled. Answers the
 * delivery to store in meta, or null for messages that stay here.
 */
export async function outboundDelivery(
  m: EntityManager,
  row: ConversationRow,
  message: { internal: boolean; senderType: SenderType; meta: MessageMeta },
): Promise<MessageMeta['delivery'] | null> {
  if (!row.external_platform_id || !row.external_channel_id) return null;
  const provider = PROVIDER_SOURCES.includes(row.source);
  if (row.source !== 'facebook' && !provider) return null;
  if (message.internal || message.senderType === 'customer' || message.senderType === 'system') return null;
  if (!(provider ? PROVIDER_TYPES : FACEBOOK_TYPES).includes(message.meta.type)) return null;
  const window = await windowOf(m, row);
  if (provider) {
    if (!window.open && message.meta.type !== TEMPLATE) {
      throw invalid('platform.outsideTheResponseWindowSendOne', { 'meta.type': 'templateRequired' });
    }
    if (message.meta.type === TEMPLATE) checkTemplate(message.meta, window.templates);
    return { status: 'pending' };
  }
  const tag = message.meta.messageTag;
  if (!window.open && !tag) throw invalid('platform.outsideTheResponseWindowChooseA', { 'meta.messageTag': 'required' });
  if (!window.open && tag && window.offered.length > 0 && !window.offered.some((t) => t.tag === tag)) {
    throw invalid('platform.thisPageDoesNotOfferThis', { 'meta.messageTag': 'notOffered' });
  }
  return { status: 'pending' };
}
