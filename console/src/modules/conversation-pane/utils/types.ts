import type { ChatMessage_MessageFragment, ConversationPane_ConversationFragment } from '../../../__generated__/graphql';

export type PaneConversation = ConversationPane_ConversationFragment;

export interface ReplyQuote {
  id: string;
  senderType: string;
  senderId: string | null;
  type: number;
  content?: string;
  internal: boolean;
  file?: FileMeta;
  /** The quoted message was deleted for good (retention, a customer's erasure): only that a message was quoted remains. */
  removed?: boolean;
}

export interface FileMeta {
  name: string;
  fileUrl?: string;
  contentType?: string;
  fileSize?: number;
  previewDimension?: { width: number; height: number };
}

export interface ElementAction {
  title: string;
  actionType: string;
  actionContent: { text?: string; url?: string };
}

export interface InlineInputField {
  inputId: string;
  title: string;
  type: string;
  value?: string;
  answer?: string;
  readOnly?: boolean;
}

/** Spec §3 Message meta as the console reads it. */
export interface MessageMeta {
  type: number;
  content?: string;
  subtype?: number;
  reply?: ReplyQuote;
  file?: FileMeta;
  element?: { elements: { title: string; description?: string; thumbnailUrl?: string; actions?: ElementAction[] }[] };
  inlineInput?: { title: string; description?: string; input: InlineInputField[]; editable?: boolean; readOnly?: boolean };
  template?: { name: string; description?: string; key?: string; tag?: string; displayParams?: { name: string; value: string }[] };
  mentions?: string[];
  /** Facebook replies outside the response window: the tag they went with. */
  messageTag?: string;
  /** An API token's message: the token's name (set by the server). */
  senderName?: string;
  /** A reply in a platform conversation: how its delivery went (pending, sent, failed with a reason). */
  delivery?: { status: 'pending' | 'sent' | 'failed'; reason?: string; detail?: string };
  postback?: { payload: string };
  /** A place a platform customer shared (type 22). */
  location?: { latitude: number; longitude: number; title?: string };
  /** A platform delivery of a kind not shown otherwise (type 23): the platform's name for it. */
  unsupported?: { kind: string };
  /** A platform attachment the server did not store: why (blockedAddress, invalidUrl, tooManyRedirects, tooLarge, typeNotAllowed, unreachable). */
  failedAttachment?: { reason: string; kind: string; name: string };
  system?: {
    action: string;
    by?: { type: string; id: string | null };
    status?: string;
    agents?: string[];
    teams?: string[];
    livechat?: boolean;
    /** An automatic assignment: by which team and rule (modules/assignment on the server). */
    auto?: { team: string; mode: string };
    /** queued: the conversation's place in its team's line. */
    queue?: number;
    role?: string;
    sourceId?: string;
    targetId?: string;
  };
}

/** A message on screen: from the server, or local and not yet confirmed. */
export interface PaneMessage extends Omit<ChatMessage_MessageFragment, ' $fragmentName' | 'meta'> {
  meta: MessageMeta;
  /** Local messages: pending, sending or failed. */
  sendState?: 'pending' | 'sending' | 'failed';
  /** A local preview of an attachment (object URL). */
  localPreview?: string;
}

export function toPaneMessage(m: ChatMessage_MessageFragment): PaneMessage {
  const { ' $fragmentName': _f, ...rest } = m;
  return { ...rest, meta: m.meta as unknown as MessageMeta };
}
