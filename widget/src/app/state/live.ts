import type { ApolloCache } from '@apollo/client';
import { MESSAGE_DATA_TYPE, MessageType, ResumeController, type CatchUpReport, type RealtimeEvent, type UpdatesPage } from '@parley/protocol';
import type {
  WidgetConversationsQuery as ConversationsAnswer,
  WidgetMessageFieldsFragment,
  WidgetMessagesQuery as MessagesAnswer,
} from '../../__generated__/graphql';
import { createLiveClient, type LiveClient } from '../api/apollo';
import { WidgetConversationFields, WidgetMessageFields } from '../api/graphql/fragments';
import {
  WidgetAnswerInlineInputMutation,
  WidgetMarkReadMutation,
  WidgetRateMutation,
  WidgetSendMessageMutation,
  WidgetStartConversationMutation,
  WidgetTypingMutation,
} from '../api/graphql/mutations';
import { WidgetConversationQuery, WidgetConversationsQuery, WidgetEventsSubscription, WidgetMessagesQuery, WidgetUpdatesQuery } from '../api/graphql/queries';
import type { Conversation, Message, MessageMeta } from '../api/types';
import type { WidgetClient } from './client';
import { asMessage, messageFrom, retryable, updateToEvent, type CacheMessage } from './live-events';
import type { PendingMessage } from './outbox';

const PAGE = 20;
/** Changes per updatesSince page when catching up. */
const UPDATES_PAGE = 200;
/** The subscription starts a moment after the connection is acknowledged: a second catch-up covers that moment. */
const SETTLE_MS = 1_500;
const CATCH_UP_RETRY_MS = 3_000;
const FOCUS_CATCH_UP_MS = 5_000;
const MAX_RETRY = 5_000;
/** Unconfirmed messages sort after every confirmed one, in the order they were written. */
const PENDING_SEQ = 1e15;

const byOrder = (a: Conversation, b: Conversation) => b.orderTimestamp - a.orderTimestamp;
const pendingId = (localId: string) => `local:${localId}`;

/**
 * The widget's data on Apollo Client: the cache holds the visitor's conversations and messages;
 * screens get them through WidgetClient's snapshot, rebuilt from cache watches. One graphql-ws
 * connection carries queries, mutations and the events subscription. After every (re)connection
 * the widget catches up from the cursor of the last change it applied (updatesSince, paging until
 * done; live events wait meanwhile, and none is applied twice: ResumeController, shared with the
 * console). Sends go through the outbox: written into the cache at once, sent one at a time.
 */
export class LiveData {
  private readonly client: LiveClient;
  private readonly resume: ResumeController;
  private readonly initial: Promise<void>;
  private readonly stops: (() => void)[] = [];
  private readonly watched = new Map<string, () => void>();
  private readonly readSent: Record<string, string> = {};
  private stopped = false;
  private unproven = false;
  private connectedOnce = false;
  private flushing = false;
  private retryTimer: number | undefined;
  private retryDelay = 500;
  private lastFocusCatchUp = 0;
  /** The last catch-up, for the resume figures the tests print. */
  lastCatchUp: CatchUpReport | undefined;

  constructor(
    private readonly host: WidgetClient,
    token: string,
  ) {
    this.client = createLiveClient({
      token,
      onStatus: (connection) => {
        if (!this.stopped) this.host.set({ connection });
      },
      onConnected: () => this.onConnected(),
      onRefused: () => {
        if (!this.stopped) this.host.connectionRefused(token);
      },
    });
    this.resume = new ResumeController({
      fetchPage: (since) => this.fetchUpdates(since),
      deliver: (event) => this.apply(event),
      reset: () => void this.refetchAll(),
    });
    // Read before the lists load (they start together), so the first catch-up covers the moment between.
    this.initial = this.fetchUpdates(null)
      .then((page) => this.resume.start(page.cursor))
      .catch(() => undefined);
    this.watchList();
    this.subscribe();
    void this.loadConversations();
    this.writePending();
    void this.flush();
    const online = () => {
      this.client.retryNow();
      this.retryDelay = 500;
      void this.flush();
    };
    const focus = () => {
      if (this.host.getSnapshot().connection !== 'online' || Date.now() - this.lastFocusCatchUp < FOCUS_CATCH_UP_MS) return;
      this.lastFocusCatchUp = Date.now();
      void this.catchUp();
    };
    window.addEventListener('online', online);
    window.addEventListener('focus', focus);
    this.stops.push(() => window.removeEventListener('online', online));
    this.stops.push(() => window.removeEventListener('focus', focus));
    (window as unknown as { __parleyLive?: LiveData }).__parleyLive = this;
  }

  private get apollo() {
    return this.client.apollo;
  }

  private get cache(): ApolloCache {
    return this.client.apollo.cache;
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.retryTimer);
    for (const stop of this.stops.splice(0)) stop();
    for (const stop of this.watched.values()) stop();
    this.watched.clear();
    this.client.stop();
  }

  // ── Lists, read from the cache ──────────────────────────────────────────────

  private watchList(): void {
    this.stops.push(
      this.cache.watch({
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
      }),
    );
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
        if (this.host.viewing === conversationId) this.markRead(conversationId);
      },
    });
    this.watched.set(conversationId, stop);
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

  /** Puts a conversation the cache holds into the list (one opened by link, or just created). */
  private listConversation(cache: ApolloCache, id: string): void {
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

  async startConversation(): Promise<Conversation> {
    const { data } = await this.apollo.mutate({
      mutation: WidgetStartConversationMutation,
      update: (cache, { data: answer }) => {
        if (!answer) return;
        this.listConversation(cache, answer.createConversation.id);
        cache.writeQuery({
          query: WidgetMessagesQuery,
          variables: { conversationId: answer.createConversation.id, size: PAGE },
          data: { messages: { messages: [] } },
        });
      },
    });
    if (!data) throw new Error('No conversation');
    this.host.set({ hasOlder: { ...this.host.getSnapshot().hasOlder, [data.createConversation.id]: false } });
    return data.createConversation;
  }

  async loadConversation(id: string): Promise<void> {
    this.watchMessages(id);
    try {
      await this.apollo.query({ query: WidgetConversationQuery, variables: { id }, fetchPolicy: 'network-only' });
      this.listConversation(this.cache, id);
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
    this.writePending();
    const hasOlder = this.host.getSnapshot().hasOlder;
    if (older || !(id in hasOlder) || !hasOlder[id]) this.host.set({ hasOlder: { ...hasOlder, [id]: page.length === PAGE } });
  }

  // ── Sending: the outbox, written into the cache at once ────────────────────

  /** The outbox changed (a send, a retry, a discard): show it and deliver it. */
  outboxChanged(): void {
    this.writePending();
    this.retryDelay = 500;
    void this.flush();
  }

  /**
   * Every unconfirmed message is in the cache, as the visitor's message with a local id, in its
   * conversation's history and as the conversation's last message (the optimistic update); one
   * discarded or confirmed leaves it.
   */
  private writePending(): void {
    const pending = this.host.outbox?.list() ?? [];
    const keep = new Set(pending.map((p) => pendingId(p.localId)));
    this.cache.batch({
      update: (cache) => {
        for (const conversationId of new Set([...this.watched.keys(), ...pending.map((p) => p.conversationId)])) {
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
    for (const id of [...this.watched.keys()]) {
      this.watched.get(id)?.();
      this.watched.delete(id);
      this.watchMessages(id);
    }
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
  private async flush(): Promise<void> {
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
  private confirm(cache: ApolloCache, message: WidgetMessageFieldsFragment): void {
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

  async rate(conversationId: string, score: number, comment?: string): Promise<void> {
    await this.apollo.mutate({ mutation: WidgetRateMutation, variables: { conversationId, score, comment: comment || null } });
  }

  async answerInlineInput(messageId: string, inputId: string, value: string): Promise<void> {
    await this.apollo.mutate({ mutation: WidgetAnswerInlineInputMutation, variables: { messageId, inputId, value } });
  }

  addConfirmed(message: Message): void {
    this.confirm(this.cache, { ...message, meta: message.meta });
  }

  typing(conversationId: string, active: boolean): void {
    // Stale news once the connection is back: only sent while connected.
    if (this.host.getSnapshot().connection !== 'online') return;
    this.apollo.mutate({ mutation: WidgetTypingMutation, variables: { conversationId, status: active ? 1 : 0, time: 3000 } }).catch(() => undefined);
  }

  markRead(id: string): void {
    const data = this.host.getSnapshot();
    if (data.unread[id]) {
      const unread = { ...data.unread };
      delete unread[id];
      this.host.set({ unread });
    }
    const last = [...(data.messages[id] ?? [])].reverse().find((m) => m.senderType !== 'customer' && !m.pending);
    if (!last || this.readSent[id] === last.id) return;
    this.readSent[id] = last.id;
    this.apollo.mutate({ mutation: WidgetMarkReadMutation, variables: { conversationId: id, messageId: last.id } }).catch(() => undefined);
  }

  // ── Realtime: one subscription, resume by cursor ───────────────────────────

  private subscribe(): void {
    const subscription = this.apollo.subscribe({ query: WidgetEventsSubscription }).subscribe({
      next: ({ data }) => {
        const e = data?.events;
        if (!e) return;
        this.resume.receive({ id: e.id, type: e.type, cursor: e.cursor ?? null, change: e.change ?? null, payload: e.payload, replay: false });
        if (this.unproven) {
          this.unproven = false;
          void this.catchUp();
        }
      },
      // Ended for good (it should not: the connection retries for ever): subscribe again shortly.
      error: () => {
        if (!this.stopped) window.setTimeout(() => this.subscribe(), CATCH_UP_RETRY_MS);
      },
    });
    this.stops.push(() => subscription.unsubscribe());
  }

  private onConnected(): void {
    const reconnect = this.connectedOnce;
    this.connectedOnce = true;
    this.unproven = true;
    void this.initial.then(() => this.catchUp());
    window.setTimeout(() => {
      if (this.stopped || !this.unproven) return;
      this.unproven = false;
      void this.catchUp();
    }, SETTLE_MS);
    // What a catch-up does not carry (the configuration) is read again.
    if (reconnect) void this.host.loadConfig();
    this.retryDelay = 500;
    void this.flush();
  }

  private async catchUp(): Promise<void> {
    try {
      this.lastCatchUp = await this.resume.catchUp();
    } catch {
      if (!this.stopped) window.setTimeout(() => void this.catchUp(), CATCH_UP_RETRY_MS);
    }
  }

  private async fetchUpdates(since: number | null): Promise<UpdatesPage> {
    const { data } = await this.apollo.query({ query: WidgetUpdatesQuery, variables: { cursor: since, size: UPDATES_PAGE }, fetchPolicy: 'no-cache' });
    if (!data) throw new Error('No updates');
    const page = data.updatesSince;
    return { cursor: page.cursor, hasMore: page.hasMore, reset: page.reset, updates: page.updates.map(updateToEvent) };
  }

  /** The cursor was refused (or the gap too long): everything on screen is read again. */
  private async refetchAll(): Promise<void> {
    this.cache.evict({ fieldName: 'conversations' });
    this.cache.evict({ fieldName: 'messages' });
    await this.loadConversations();
    for (const id of [...this.watched.keys()]) await this.loadHistory(id).catch(() => undefined);
  }

  private apply(event: RealtimeEvent): void {
    const { type, payload } = event;
    const conversationId = typeof payload.conversationId === 'string' ? payload.conversationId : undefined;
    const data = this.host.getSnapshot();
    switch (type) {
      case 'message.created':
      case 'message.updated': {
        const message = messageFrom(payload);
        if (!message || message.internal) return;
        const known = data.conversations.some((c) => c.id === message.conversationId);
        this.cache.batch({ update: (cache) => this.confirm(cache, message) });
        if (type === 'message.created' && message.senderType !== 'customer') {
          const typingUntil = { ...data.typingUntil };
          delete typingUntil[message.conversationId];
          const unread =
            this.host.viewing === message.conversationId
              ? data.unread
              : { ...data.unread, [message.conversationId]: (data.unread[message.conversationId] ?? 0) + 1 };
          this.host.set({ typingUntil, unread });
        }
        if (!known) void this.loadConversations();
        return;
      }
      case 'message.deleted':
        if (typeof payload.id === 'string') {
          this.cache.evict({ id: this.cache.identify({ __typename: 'Message', id: payload.id }) });
          this.cache.gc();
        }
        return;
      case 'conversation.created':
        void this.loadConversations();
        return;
      // A merge (or its undo) moved messages between two conversations and numbered them again.
      case 'conversation.merged':
        void this.refetchAll();
        return;
      case 'conversation.updated': {
        const id = typeof payload.id === 'string' ? payload.id : undefined;
        const cacheId = id ? this.cache.identify({ __typename: 'Conversation', id }) : undefined;
        const current = cacheId ? this.cache.readFragment({ fragment: WidgetConversationFields, id: cacheId }) : null;
        if (!current || !cacheId) return void this.loadConversations();
        const patch = Object.fromEntries(Object.entries(payload).filter(([k]) => k in current && k !== 'id' && k !== '__typename'));
        this.cache.writeFragment({ fragment: WidgetConversationFields, id: cacheId, data: { ...current, ...patch } as typeof current });
        return;
      }
      case 'typing': {
        if (!conversationId || payload.userType === 'customer' || payload.internal) return;
        const typingUntil = { ...data.typingUntil };
        if (Number(payload.status ?? 1) === 1) typingUntil[conversationId] = Date.now() + (Number(payload.time) || 3000);
        else delete typingUntil[conversationId];
        this.host.set({ typingUntil });
        return;
      }
      case 'appConfig.updated':
        this.host.configChanged();
        return;
      case 'read':
        if (conversationId && payload.userType === 'agent' && typeof payload.messageId === 'string') {
          this.host.set({ agentRead: { ...data.agentRead, [conversationId]: payload.messageId } });
        }
        return;
      default:
        return;
    }
  }
}
