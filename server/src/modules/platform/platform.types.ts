import type { FacebookMessageTag, PlatformType } from './platform.entity';

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

/** A platform as the console sees it: secrets only as hints. */
export interface PlatformView {
  id: string;
  type: PlatformType;
  appSecretHint: string | null;
  verifyToken: string | null;
  webhookUrl: string | null;
  pages: FacebookPageView[];
  createDate: number;
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
  platformType: 'facebook';
  /** The page's name. */
  channelName: string;
  responseWindowHours: number;
  /** The customer wrote within the window: a plain reply goes. Otherwise a message tag is needed. */
  windowOpen: boolean;
  /** The tags offered outside the window (the page's, or all four of spec §9 when it lists none). */
  messageTags: FacebookMessageTag[];
}
