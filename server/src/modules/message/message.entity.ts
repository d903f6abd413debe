import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Conversation } from '../conversation/conversation.entity';
import { MESSAGE_DATA_TYPE, type SenderType } from '@parley/protocol';
import { bigintNumber } from '../conversation/conversation.entity';
import type { FetchFailure } from '../../common/safe-fetch';

// Wire codes shared with the console and the widget (@parley/protocol).
export { FILE_SUBTYPE, MESSAGE_DATA_TYPE, MessageType, SENDER_TYPES, type SenderType } from '@parley/protocol';

/** The quote a reply carries, built by the server from the stored message (never trusted from clients). */
export interface ReplyQuote {
  id: string;
  senderType: SenderType;
  senderId: string | null;
  type: number;
  content?: string;
  internal: boolean;
}

export interface SystemNotice {
  /**
   * unsnooze: the snooze time came and the wake-up job (jobs/) cleared it; `until` says which time.
   * queued: no agent of the team in `teams` could take it (modules/assignment); `queue` is its place in line.
   */
  action: 'status' | 'assign' | 'unassign' | 'livechat' | 'unsnooze' | 'queued' | 'merge';
  by: { type: 'agent' | 'apiToken' | 'system'; id: string | null };
  status?: string;
  agents?: string[];
  teams?: string[];
  livechat?: boolean;
  until?: number;
  /** An automatic assignment: by which team and rule (the console says "least busy in Support"). */
  auto?: { team: string; mode: 'roundRobin' | 'leastBusy' };
  queue?: number;
  /** merge: which conversation was merged into which, and whether this notice is the seam (in the survivor) or the link (in the merged one). */
  sourceId?: string;
  targetId?: string;
  role?: 'seam' | 'link';
}

/** A type, not an interface: it is also a JSON object (`Record<string, unknown>`), as the REST schemas say. */
export type MessageMeta = {
  type: number;
  content?: string;
  subtype?: number;
  reply?: ReplyQuote;
  file?: { name: string; fileUrl: string; contentType: string; fileSize: number; previewDimension?: { width: number; height: number } };
  element?: {
    elements: {
      title: string;
      description?: string;
      thumbnailUrl?: string;
      actions?: { title: string; actionType: string; actionContent: { text?: string; url?: string } }[];
    }[];
  };
  inlineInput?: { title: string; description?: string; input: Record<string, unknown>[] };
  template?: { name: string; description?: string; key?: string; tag?: string; displayParams?: { name: string; value: string }[] };
  /** Agent ids @mentioned in an internal message. */
  mentions?: string[];
  system?: SystemNotice;
  /** Facebook replies outside the page's response window: the message tag they go with. */
  messageTag?: string;
  /** An API token's message: the token's name when it was sent, shown instead of a generic "chat bot". Set by the server only. */
  senderName?: string;
  /** An agent's reply in a platform conversation: how its delivery to the platform went. */
  delivery?: PlatformDelivery;
  /** When the platform says the customer sent it (ms): a delayed delivery still opens the window from then. */
  platformTime?: number;
  /** A Facebook postback (a button the customer pressed): its payload. */
  postback?: { payload: string };
  /** A form an automation sent (its trigger): not news to agents, so their list keeps showing what the customer wrote. */
  automation?: 'newConversation' | 'closeConversation';
  /** A place a platform customer shared (type 22): no content, so every reader sees it in their own language. */
  location?: { latitude: number; longitude: number; title?: string };
  /** A platform delivery of a kind not shown otherwise (type 23): the platform's name for it (reaction, referral, template...). */
  unsupported?: { kind: string };
  /** An attachment a platform delivery linked to that was not stored (no file, no download): why, and what it was. */
  failedAttachment?: { reason: AttachmentFailure; kind: string; name: string };
};

/** Why a platform attachment was not stored: the fetch's refusal (common/safe-fetch.ts), or a type FILE_ALLOWED_TYPES does not accept. */
export type AttachmentFailure = FetchFailure | 'typeNotAllowed';

/**
 * pending until the platform answers; sent with its id there; failed with a reason code
 * (tokenInvalid, windowClosed, rateLimited, unreachable, refused; notSent for a form or card stored before
 * they went out) and the platform's words.
 */
export interface PlatformDelivery {
  status: 'pending' | 'sent' | 'failed';
  externalId?: string;
  reason?: string;
  detail?: string;
  at?: number;
}

@MigrationIndexes('message_order', 'message_local_id', 'message_search_trgm', 'message_type', 'message_changes', 'message_recent', 'message_reply_to')
/** Retention (modules/retention) counts and deletes a workspace's messages older than a time. */
@Check('message_sender_type_check', `sender_type IN ('agent', 'customer', 'autoMessage', 'system')`)
@Entity('message')
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @ForeignKey(() => Conversation, 'conversation_id', 'message_conversation_id_fkey')
  conversation?: Conversation;

  /** Position in the conversation: one gap-free total order every reader sees. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  seq: number;

  @Column({ name: 'local_id', type: 'text', nullable: true })
  localId: string | null;

  @Column({ name: 'sender_type', type: 'text' })
  senderType: SenderType;

  /** Agent, customer or API token id; null for system notices nobody caused. */
  @Column({ name: 'sender_id', type: 'uuid', nullable: true })
  senderId: string | null;

  @Column({ name: 'data_type', type: 'integer', default: MESSAGE_DATA_TYPE })
  dataType: number;

  /** Agent-only: never reaches a customer by any door. */
  @Column({ type: 'boolean', default: false })
  internal: boolean;

  @Column({ type: 'jsonb' })
  meta: MessageMeta;

  /** Notification preview kind (tb_text, tb_image, tb_file). */
  @Column({ name: 'push_content', type: 'text', nullable: true })
  pushContent: string | null;

  /** The searchable text of the message (content, titles), served by a trigram index. */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText: string;

  @Column({ name: 'reply_to_id', type: 'uuid', nullable: true })
  replyToId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', nullable: true })
  updatedAt: Date | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  /** The change cursor of its last change (set by a trigger, docs/realtime.md): never written by code. */
  @Column({ name: 'change_seq', type: 'bigint', default: 0, transformer: bigintNumber, insert: false, update: false })
  changeSeq: number;

  /** The change cursor of its creation (set by the same trigger). */
  @Column({ name: 'created_seq', type: 'bigint', default: 0, transformer: bigintNumber, insert: false, update: false })
  createdSeq: number;
}
