/** Shapes of the server's answers the widget reads: REST for the session and configuration, GraphQL (codegen) for the rest. */
import type { ApplicationView } from '@parley/protocol';
import type { WidgetConversationFieldsFragment, WidgetMessageFieldsFragment } from '../../__generated__/graphql';

export type { AgentAvatar, LocalizedText, OfficeHourDay, Weekday } from '@parley/protocol';

/** GET /api/application. */
export type Application = ApplicationView;

/** A conversation as the visitor's screens read it (the WidgetConversationFields fragment). */
export type Conversation = WidgetConversationFieldsFragment;

export interface FileMeta {
  name?: string;
  fileUrl?: string;
  contentType?: string;
  fileSize?: number;
  previewDimension?: { width: number; height: number };
}

export interface InlineInputField {
  inputId: string;
  title?: string;
  type?: string;
  answerType?: string;
  value?: unknown;
  action?: unknown;
}

export interface MessageMeta {
  type: number;
  content?: string;
  subtype?: number;
  file?: FileMeta;
  element?: {
    elements?: {
      title?: string;
      description?: string;
      thumbnailUrl?: string;
      actions?: { title?: string; actionType?: string; actionContent?: { text?: string; url?: string } }[];
    }[];
  };
  inlineInput?: { title?: string; description?: string; input?: InlineInputField[]; readOnly?: boolean };
  template?: { name?: string; description?: string; displayParams?: { name: string; value: string }[] };
  reply?: { id: string };
  /** A platform attachment the server did not store: there is nothing to download. */
  failedAttachment?: { reason?: string; name?: string };
  /** A message sent with an API token: the token's name, which signs it. */
  senderName?: string;
  [key: string]: unknown;
}

/** A message the server has not confirmed yet: in the cache at once (optimistic), sent from the outbox in order. */
export interface PendingState {
  localId: string;
  /** Refused for good: shown with "Not sent" and a retry. */
  failed?: string;
}

/** A message as the screens read it (the WidgetMessageFields fragment, its meta typed). */
export type Message = Omit<WidgetMessageFieldsFragment, 'meta' | 'senderType'> & {
  senderType: 'agent' | 'customer' | 'autoMessage' | 'system';
  meta: MessageMeta;
  pending?: PendingState;
};
