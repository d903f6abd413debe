import type { ApolloCache, ApolloClient } from '@apollo/client';
import { MESSAGE_DATA_TYPE, MessageType } from '@parley/protocol';
import type { WidgetMessageFieldsFragment } from '../../__generated__/graphql';
import { WidgetMessageFields } from '../api/graphql/fragments';
import { WidgetSendMessageMutation } from '../api/graphql/mutations';
import { WidgetMessagesQuery } from '../api/graphql/queries';
import type { Conversation, Message, MessageMeta } from '../api/types';
import type { LiveHost } from './live-host';
import { PAGE, type LiveCache } from './live-cache';
import { retryable, type CacheMessage } from './live-events';
import type { PendingMessage } from './outbox';

const MAX_RETRY = 5_000;
/** Unconfirmed messages sort after every confirmed one, in the order they were written. */
const PENDING_SEQ = 1e15;

const pendingId = (localId: string) => `local:${localId}`;

/** Sending: the outbox (state/outbox.ts) written into the cache at once, delivered one at a time, confirmed by the server. */
export class LiveOutbox {
  private stopped = false;
  private flushing = false;
  private retryTimer: number | undefined;
  private retryDelay = 500;

  constructor(
    private readonly apollo: ApolloClient,
    private readonly host: LiveHost,
    private readonly lists: Pick<LiveCache, 'watchedIds' | 'rewatchMessages'>,
  ) {}

  private get cache(): ApolloCache {
    return this.apollo.cache;
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.retryTimer);
  }

  /** The outbox changed (a send, a retry, a discard): show it and deliver it. */
  changed(): void {
    this.writePending();
    this.sendNow();
  }

  /** The connection is back (or the browser online): what waits is sent at once, not after the last backoff. */
  sendNow(): void {
    this.retryDelay = 500;
    void this.flush();
  }

  /**
   * Every unconfirmed message is in the cache, as the visitor's message with a local id, in its
   * conversation's history and as the conversation's last message (the optimistic update); one
   * discarded or confirmed leaves it.
   */
  writePending(): void {
    const pending = this.host.outbox?.list() ?? [];
    const keep = new Set(pending.map((p) => pendingId(p.localId)));
    this.cache.batch({
      update: (cache) => {
        for (const conversationId of new Set([...this.lists.watchedIds(), ...pending.map((p) => p.conversationId)])) {
          cache.updateQuery({ query: WidgetMessagesQuery, variables: { conversationId, size: PAGE } }, (data) => {
            if (!data) return undefined;
            // The history only grows (its merge is a union): a pending copy leaves by eviction.
            for (const m of data.messages.messages) {
              if (m.id.startsWith('local:') && !keep.has(m.id)) cache.evict({ id: cache.identify({ __typename: 'Message', id: m.id }) });
            }
            const missing = pending.filter((p) => p.conversationId === conversationId && !data.messages.messages.some((m) => m.id === pendingId(p.localId)));
            return missing.length
              ? { messages: { ...data.messages, messages: [...data.messages.messages, ...missing.map((p) => this.pendingMessage(p))] } }
              : undefined;
          });
          // Offline after a reload the history cannot load yet: the visitor's queued messages still show.
          const queued = pending.filter((p) => p.conversationId === conversationId);
          if (queued.length && !cache.readQuery({ query: WidgetMessagesQuery, variables: { conversationId, size: PAGE } })) {
            cache.writeQuery({
              query: WidgetMessagesQuery,
              variables: { conversationId, size: PAGE },
              data: { messages: { messages: queued.map((p) => this.pendingMessage(p)) } },
            });
          }
        }
        for (const p of pending) {
          const id = cache.identify({ __typename: 'Conversation', id: p.conversationId });
          cache.modify<Conversation>({
            id,
            fields: {
              orderTimestamp: (t) => Math.max(t, p.createdAt),
              lastMessage: (last, { readField }) =>
                last && (readField<number>('timestamp', last) ?? 0) > p.createdAt
                  ? last
                  : {
                      __typename: 'LastMessage',
                      id: pendingId(p.localId),
                      seq: PENDING_SEQ,
                      senderType: 'customer',
                      type: MessageType.text,
                      text: p.content,
                      timestamp: p.createdAt,
                    },
            },
          });
        }
      },
    });
    // A rebuilt history shows each message's pending state from the outbox.
    this.lists.rewatchMessages();
  }

  private pendingMessage(p: PendingMessage): CacheMessage {
    return {
      __typename: 'Message',
      id: pendingId(p.localId),
      localId: p.localId,
      conversationId: p.conversationId,
      seq: PENDING_SEQ + p.createdAt,
      version: 0,
      timestamp: p.createdAt,
      senderId: null,
      senderType: 'customer',
      internal: false,
      meta: { type: MessageType.text, content: p.content },
    };
  }

  /** One at a time, in order; a send in flight when the connection drops is sent again on the next one. */
  async flush(): Promise<void> {
    const outbox = this.host.outbox;
    if (this.flushing || !outbox || this.stopped) return;
    this.flushing = true;
    window.clearTimeout(this.retryTimer);
    try {
      for (let item = outbox.next(); item && !this.stopped; item = outbox.next()) {
        try {
          await this.apollo.mutate({
            mutation: WidgetSendMessageMutation,
            variables: {
              input: {
                conversationId: item.conversationId,
                localId: item.localId,
                dataType: MESSAGE_DATA_TYPE,
                meta: { type: MessageType.text, content: item.content },
                pushContent: 'tb_text',
              },
            },
            update: (cache, { data }) => {
              if (data) this.confirm(cache, data.sendMessage);
            },
          });
          this.retryDelay = 500;
        } catch (error) {
          if (!retryable(error)) {
            outbox.update(item.localId, { failed: error instanceof Error ? error.message : String(error) });
            this.host.set({ outbox: outbox.list() });
            this.writePending();
          } else {
            this.retryTimer = window.setTimeout(() => void this.flush(), this.retryDelay);
            this.retryDelay = Math.min(MAX_RETRY, this.retryDelay * 2);
            break;
          }
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** A message of the visitor's the server stored: it replaces its pending copy, whichever came first (answer or event). */
  confirm(cache: ApolloCache, message: WidgetMessageFieldsFragment): void {
    const written = { __typename: 'Message' as const, ...message };
    cache.writeFragment({ fragment: WidgetMessageFields, data: written });
    cache.updateQuery({ query: WidgetMessagesQuery, variables: { conversationId: message.conversationId, size: PAGE } }, (data) =>
      data && !data.messages.messages.some((m) => m.id === message.id)
        ? { messages: { ...data.messages, messages: [...data.messages.messages, written] } }
        : undefined,
    );
    if (message.localId) cache.evict({ id: cache.identify({ __typename: 'Message', id: pendingId(message.localId) }) });
    const id = cache.identify({ __typename: 'Conversation', id: message.conversationId });
    cache.modify<Conversation>({
      id,
      fields: {
        orderTimestamp: (t) => Math.max(t, message.timestamp),
        lastMessage: (last, { readField }) =>
          last && (readField<number>('seq', last) ?? 0) > message.seq && readField<string>('id', last)?.startsWith('local:') !== true
            ? last
            : {
                __typename: 'LastMessage',
                id: message.id,
                seq: message.seq,
                senderType: message.senderType,
                type: Number((message.meta as MessageMeta).type ?? MessageType.text),
                text: String((message.meta as MessageMeta).content ?? ''),
                timestamp: message.timestamp,
              },
      },
    });
    if (message.localId && this.host.outbox?.list().some((p) => p.localId === message.localId)) {
      this.host.outbox.remove(message.localId);
      this.host.set({ outbox: this.host.outbox.list() });
    }
  }

  /** A message stored outside the outbox (an upload the server confirmed). */
  addConfirmed(message: Message): void {
    this.confirm(this.cache, { ...message, meta: message.meta });
  }
}
