import type { ApolloCache, ApolloClient } from '@apollo/client';
import type { WidgetConversationsQuery as ConversationsAnswer, WidgetMessagesQuery as MessagesAnswer } from '../../__generated__/graphql';
import { WidgetConversationFields } from '../api/graphql/fragments';
import { WidgetConversationQuery, WidgetConversationsQuery, WidgetMessagesQuery } from '../api/graphql/queries';
import type { Conversation } from '../api/types';
import type { LiveHost } from './live-host';
import { asMessage } from './live-events';

/** Conversations per list page, messages per history page. */
export const PAGE = 20;

const byOrder = (a: Conversation, b: Conversation) => b.orderTimestamp - a.orderTimestamp;

/** Puts a conversation the cache holds into the list (one opened by link, or just created). */
export function listConversation(cache: ApolloCache, id: string): void {
  cache.updateQuery({ query: WidgetConversationsQuery, variables: { size: PAGE } }, (data) =>
    data && !data.conversations.some((c) => c.id === id)
      ? {
          conversations: [
            ...data.conversations,
            cache.readFragment({ fragment: WidgetConversationFields, id: cache.identify({ __typename: 'Conversation', id }) })!,
          ],
        }
      : undefined,
  );
}

/** What the cache's readers need from the other parts of LiveData. */
export interface LiveCacheHooks {
  /** The history on screen changed: the visitor has read it. */
  markRead(conversationId: string): void;
  /** A history page arrived: the outbox's unconfirmed messages go back into it. */
  writePending(): void;
}

/**
 * The visitor's conversations and messages as the cache holds them: the list and each opened
 * history are read over the network into the cache and watched there into WidgetClient's snapshot.
 */
export class LiveCache {
  private readonly watched = new Map<string, () => void>();
  private unwatchList: (() => void) | undefined;

  constructor(
    private readonly apollo: ApolloClient,
    private readonly host: LiveHost,
    private readonly hooks: LiveCacheHooks,
  ) {}

  private get cache(): ApolloCache {
    return this.apollo.cache;
  }

  stop(): void {
    this.unwatchList?.();
    this.unwatchList = undefined;
    for (const stop of this.watched.values()) stop();
    this.watched.clear();
  }

  /** The conversations whose history is watched (opened in this page's life). */
  watchedIds(): string[] {
    return [...this.watched.keys()];
  }

  watchList(): void {
    this.unwatchList = this.cache.watch({
      query: WidgetConversationsQuery,
      variables: { size: PAGE },
      optimistic: true,
      immediate: true,
      callback: (diff) => {
        // Incomplete only before the first page arrives (the diff types every field optional).
        if (!diff.complete || !diff.result) return;
        const list = (diff.result as ConversationsAnswer).conversations;
        this.host.set({ conversations: [...list].sort(byOrder) });
      },
    });
  }

  private watchMessages(conversationId: string): void {
    if (this.watched.has(conversationId)) return;
    const stop = this.cache.watch({
      query: WidgetMessagesQuery,
      variables: { conversationId, size: PAGE },
      optimistic: true,
      immediate: true,
      callback: (diff) => {
        if (!diff.complete || !diff.result) return;
        const page = (diff.result as MessagesAnswer).messages.messages;
        const outbox = new Map((this.host.outbox?.list() ?? []).map((p) => [p.localId, p]));
        const list = page
          .filter((m) => !m.internal)
          .map((m) => {
            const message = asMessage(m);
            const waiting = m.id.startsWith('local:') && m.localId ? outbox.get(m.localId) : undefined;
            return waiting ? { ...message, pending: { localId: waiting.localId, failed: waiting.failed } } : message;
          })
          .sort((a, b) => a.seq - b.seq);
        this.host.set({ messages: { ...this.host.getSnapshot().messages, [conversationId]: list } });
        if (this.host.viewing === conversationId) this.hooks.markRead(conversationId);
      },
    });
    this.watched.set(conversationId, stop);
  }

  /** Every watched history is watched again from scratch (its watch rebuilds the list it shows). */
  rewatchMessages(): void {
    for (const id of this.watchedIds()) {
      this.watched.get(id)?.();
      this.watched.delete(id);
      this.watchMessages(id);
    }
  }

  async loadConversations(): Promise<void> {
    try {
      const { data } = await this.apollo.query({ query: WidgetConversationsQuery, variables: { size: PAGE }, fetchPolicy: 'network-only' });
      const list = data?.conversations ?? [];
      this.host.set({ conversationsLoaded: true, moreConversations: list.length === PAGE, unread: this.unreadWith(list) });
    } catch {
      this.host.set({ conversationsLoaded: true });
    }
  }

  /** /recent pages on past the first 20: the next conversations older than the oldest shown. */
  async loadMoreConversations(): Promise<void> {
    const oldest = this.host.getSnapshot().conversations.at(-1);
    if (!oldest) return;
    const { data } = await this.apollo.query({
      query: WidgetConversationsQuery,
      variables: { size: PAGE, beforeTimestamp: oldest.orderTimestamp },
      fetchPolicy: 'network-only',
    });
    const page = data?.conversations ?? [];
    this.host.set({ moreConversations: page.length === PAGE, unread: this.unreadWith(page) });
  }

  private unreadWith(list: readonly Conversation[]): Record<string, number> {
    const unread = { ...this.host.getSnapshot().unread };
    for (const c of list) {
      if (c.unread && c.id !== this.host.viewing) unread[c.id] = Math.max(unread[c.id] ?? 0, 1);
    }
    return unread;
  }

  async loadConversation(id: string): Promise<void> {
    this.watchMessages(id);
    try {
      await this.apollo.query({ query: WidgetConversationQuery, variables: { id }, fetchPolicy: 'network-only' });
      listConversation(this.cache, id);
    } catch {
      // The list may still have it; the history below decides.
    }
    await this.loadHistory(id);
  }

  async loadHistory(id: string, older = false): Promise<void> {
    this.watchMessages(id);
    const current = (this.host.getSnapshot().messages[id] ?? []).filter((m) => !m.pending);
    const beforeId = older && current.length ? current[0].id : undefined;
    const { data } = await this.apollo.query({
      query: WidgetMessagesQuery,
      variables: { conversationId: id, size: PAGE, beforeId },
      fetchPolicy: 'network-only',
    });
    const page = data?.messages.messages ?? [];
    this.hooks.writePending();
    const hasOlder = this.host.getSnapshot().hasOlder;
    if (older || !(id in hasOlder) || !hasOlder[id]) this.host.set({ hasOlder: { ...hasOlder, [id]: page.length === PAGE } });
  }

  /** The cursor was refused (or the gap too long): everything on screen is read again. */
  async refetchAll(): Promise<void> {
    this.cache.evict({ fieldName: 'conversations' });
    this.cache.evict({ fieldName: 'messages' });
    await this.loadConversations();
    for (const id of this.watchedIds()) await this.loadHistory(id).catch(() => undefined);
  }
}
