import type { ChannelTemplate, FacebookMessageTag, PlatformType } from './platform.entity';

/** Spec §9: the message tags a page may offer for replies outside its response window. */
export const FACEBOOK_MESSAGE_TAGS = ['CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE', 'ACCOUNT_UPDATE', 'HUMAN_AGENT'] as const;
export type FacebookTagName = (typeof FACEBOOK_MESSAGE_TAGS)[number];
/** Spec §9: default response window. */
export const DEFAULT_RESPONSE_WINDOW_HOURS = 24;

export interface FacebookPageView {
  pageId: string;
  name: string;
  /** The end of the token only: it is never sent back in full. */
  accessTokenHint: string;
  responseWindowHours: number;
  tags: FacebookMessageTag[];
}

export interface ChannelView {
  channelId: string;
  name: string;
  platformType: 'whatsapp' | 'facebook';
  accountId: string | null;
  namespace: string | null;
  responseWindowHours: number;
  templates: ChannelTemplate[];
}

/** A platform as the console sees it: secrets only as hints. */
export interface PlatformView {
  id: string;
  type: PlatformType;
  appSecretHint: string | null;
  verifyToken: string | null;
  webhookUrl: string | null;
  pages: FacebookPageView[];
  /** Provider platforms (sanuker). */
  organizationId: string | null;
  projectGChannelId: string | null;
  accessTokenHint: string | null;
  /** Where the provider posts customer messages (signed with the webhook secret). */
  liveChatWebhook: string | null;
  /** Where the provider posts delivery updates. */
  relayWebhook: string | null;
  /** Where replies are posted (the provider's API). */
  sendWebhook: string | null;
  webhookSecretHint: string | null;
  /** Only in the answer that created the platform: the secret the provider signs with. */
  webhookSecret: string | null;
  channels: ChannelView[];
  createDate: number;
}

export interface ChannelInput {
  id: string;
  channelId: string;
  name: string;
  platformType: string;
  accountId?: string | null;
  namespace?: string | null;
  responseWindowHours?: number;
  templates?: ChannelTemplate[];
}

export interface PageInput {
  id: string;
  pageId: string;
  name: string;
  accessToken?: string;
  responseWindowHours?: number;
  tags?: FacebookMessageTag[];
}

/** `…abcd`: enough to recognise a secret, not to use it. */
export function hint(secret: string): string {
  if (!secret) return '';
  return secret.length <= 8 ? '…' : `…${secret.slice(-4)}`;
}

/** What the composer needs to reply in a platform conversation. */
export interface ReplyRules {
  /** facebook (a page), or the provider channel's type (whatsapp, facebook). */
  platformType: string;
  /** Provider channels: outside the window only these can be sent. */
  templates: ChannelTemplate[];
  /** The page's name. */
  channelName: string;
  responseWindowHours: number;
  /** The customer wrote within the window: a plain reply goes. Otherwise a message tag is needed. */
  windowOpen: boolean;
  /** The tags offered outside the window (the page's, or all four of spec §9 when it lists none). */
  messageTags: FacebookMessageTag[];
}
