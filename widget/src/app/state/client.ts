import type { InitOptions, ProfileFields } from '../../bridge/protocol';
import { ApiError, get, post, type Credentials } from '../api/client';
import { RealtimeSocket, type ReplayDone, type ServerEvent, type SocketStatus } from '../api/socket';
import type { Application, Conversation, Message, SessionUser } from '../api/types';
import { newLocalId, Outbox, type PendingMessage } from './outbox';
import { openSession, type StoredSession } from './session';

export type Phase = 'idle' | 'starting' | 'ready' | 'refused';

export interface WidgetData {
  phase: Phase;
  error?: string;
  user?: SessionUser;
  app?: Application;
  connection: SocketStatus;
  conversations: Conversation[];
  conversationsLoaded: boolean;
  /** The last page of the list came back full: /recent offers more. */
  moreConversations: boolean;
  /** Per conversation, ascending seq; never internal messages. */
  messages: Record<string, Message[]>;
  hasOlder: Record<string, boolean>;
  outbox: PendingMessage[];
  /** Agent typing in a conversation until this time (ms). */
  typingUntil: Record<string, number>;
  /** The newest message an agent has read, per conversation. */
  agentRead: Record<string, string>;
  unread: Record<string, number>;
}

const PAGE = 20;
/** Changes per GET /api/updates page when a replay stopped early. */
const UPDATES_PAGE = 200;

interface UpdatesPage {
  cursor: number;
  hasMore: boolean;
  reset: boolean;
  updates: { cursor: number; event: string; data: Record<string, unknown> }[];
}
const CONFIG_REFRESH = 5 * 60_000;
const MAX_RETRY = 5_000;

const EMPTY: WidgetData = {
  phase: 'idle',
  connection: 'offline',
  conversations: [],
  conversationsLoaded: false,
  moreConversations: false,
  messages: {},
  hasOlder: {},
  outbox: [],
  typingUntil: {},
  agentRead: {},
  unread: {},
};

const byOrder = (a: Conversation, b: Conversation) => b.orderTimestamp - a.orderTimestamp;

/** Everything the widget knows and does against the server; screens read it through useWidget(). */
export class WidgetClient {
  private data: WidgetData = EMPTY;
  private listeners = new Set<() => void>();
  private creds: Credentials = {};
  private socket: RealtimeSocket | undefined;
  private outbox: Outbox | undefined;
  private flushing = false;
  private retryTimer: number | undefined;
  private retryDelay = 500;
  private connectedOnce = false;
  /** The change cursor of the last event applied (docs/realtime.md): a reconnect resumes from it. */
  private cursor: number | undefined;
  private viewing: string | undefined;
  private readSent: Record<string, string> = {};
  private configTimer: number | undefined;
  private options: InitOptions | undefined;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.data;

  private set(patch: Partial<WidgetData>) {
    this.data = { ...this.data, ...patch };
    this.listeners.forEach((l) => l());
  }

  get credentials(): Credentials {
    return this.creds;
  }

  /** Opens (or resumes) the visitor's session; then config, conversations, realtime and the outbox. */
  async start(options: InitOptions, lang: string): Promise<void> {
    if (this.options && this.options.apiKey === options.apiKey && this.options.refId === options.refId && this.data.phase !== 'refused') {
      if (options.profile) void this.updateProfile(options.profile);
      return;
    }
    this.stop();
    this.options = options;
    // Another visitor (a host page that signs someone in re-inits with their refId): nothing carries over.
    this.readSent = {};
    this.connectedOnce = false;
    this.cursor = undefined;
    this.set({ ...EMPTY, app: this.data.app, phase: 'starting' });
    const appKey = options.apiKey;
    this.creds = { appKey };
    void this.loadConfig();
    let session: StoredSession;
    try {
      const opened = await openSession(options, lang);
      session = opened.session;
      this.set({ phase: 'ready', user: opened.user ?? this.data.user });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.set({ phase: 'refused', error: message });
      throw error;
    }
    this.creds = { appKey, token: session.token };
    this.outbox = new Outbox(`parley.outbox.${session.userId}`);
    this.set({ outbox: this.outbox.list() });
    if (options.profile) void this.updateProfile(options.profile);
    this.socket = new RealtimeSocket({
      token: session.token,
      appKey,
      udId: session.udId,
      lang,
      cursor: () => (this.connectedOnce ? this.cursor : undefined),
      onStatus: (connection) => this.set({ connection }),
      onEvent: (event) => this.applyEvent(event),
      onConnected: (cursor) => this.onConnected(cursor),
      onReplayed: (done) => void this.onReplayed(done),
    });
    window.addEventListener('online', this.flushSoon);
    this.configTimer = window.setInterval(() => void this.loadConfig(), CONFIG_REFRESH);
    void this.loadConversations();
    void this.flush();
  }

  stop(): void {
    this.socket?.close();
    this.socket = undefined;
    window.clearInterval(this.configTimer);
    window.clearTimeout(this.retryTimer);
    window.removeEventListener('online', this.flushSoon);
  }

  async updateProfile(profile: ProfileFields): Promise<void> {
    if (!this.creds.token) return;
    const fields = profile.fields ? Object.fromEntries(Object.entries(profile.fields).map(([id, value]) => [id, { value }])) : undefined;
    try {
      const user = await post<SessionUser>('/api/me/update', this.creds, { ...profile, fields });
      this.set({ user });
    } catch {
      // Spec §8: widget profile failures are silent.
    }
  }

  async setLanguage(lang: string): Promise<void> {
    if (!this.creds.token) return;
    try {
      await post('/api/me/update', this.creds, { lang });
    } catch {
      // Silent: the screens already switched.
    }
  }

  async loadConfig(): Promise<void> {
    const appKey = this.options?.apiKey;
    if (!appKey) return;
    try {
      const app = await get<Application>(`/api/application?appKey=${encodeURIComponent(appKey)}`, {});
      this.set({ app });
    } catch {
      // Keep the last one; the next refresh may succeed.
    }
  }

  async loadConversations(): Promise<void> {
    try {
      const list = await get<Conversation[]>(`/api/conversation?status=all&size=${PAGE}`, this.creds);
      this.set({ conversations: [...list].sort(byOrder), conversationsLoaded: true, moreConversations: list.length === PAGE, unread: this.unreadWith(list) });
    } catch {
      this.set({ conversationsLoaded: true });
    }
  }

  /** /recent pages on past the first 20: the next conversations older than the oldest shown. */
  async loadMoreConversations(): Promise<void> {
    const oldest = this.data.conversations[this.data.conversations.length - 1];
    if (!oldest) return;
    const page = await get<Conversation[]>(`/api/conversation?status=all&size=${PAGE}&beforeTimestamp=${oldest.orderTimestamp}`, this.creds);
    const known = new Set(this.data.conversations.map((c) => c.id));
    const added = page.filter((c) => !known.has(c.id));
    this.set({ conversations: [...this.data.conversations, ...added].sort(byOrder), moreConversations: page.length === PAGE, unread: this.unreadWith(added) });
  }

  private unreadWith(list: Conversation[]): Record<string, number> {
    const unread = { ...this.data.unread };
    for (const c of list) {
      if (c.unread && c.id !== this.viewing) unread[c.id] = Math.max(unread[c.id] ?? 0, 1);
    }
    return unread;
  }

  async startConversation(): Promise<Conversation> {
    const conversation = await post<Conversation>('/api/conversation/create', this.creds, {});
    this.upsertConversation(conversation);
    this.set({ messages: { ...this.data.messages, [conversation.id]: [] }, hasOlder: { ...this.data.hasOlder, [conversation.id]: false } });
    return conversation;
  }

  async loadConversation(id: string): Promise<void> {
    try {
      const [conversation] = await get<Conversation[]>(`/api/conversation/get?id=${id}`, this.creds);
      if (conversation) this.upsertConversation(conversation);
    } catch {
      // The list may still have it; the history below decides.
    }
    await this.loadHistory(id);
  }

  async loadHistory(id: string, older = false): Promise<void> {
    const current = this.data.messages[id] ?? [];
    const before = older && current.length ? `&beforeId=${current[0].id}` : '';
    const page = await get<Message[]>(`/api/conversation/${id}/message?size=${PAGE}${before}`, this.creds);
    this.mergeMessages(id, page);
    if (older || !this.data.hasOlder[id]) this.set({ hasOlder: { ...this.data.hasOlder, [id]: page.length === PAGE } });
  }

  /** The visitor sends text: shown at once as pending, delivered in order exactly once. */
  send(conversationId: string, text: string): void {
    const content = text.trim();
    if (!content || !this.outbox) return;
    this.outbox.add({ localId: newLocalId(), conversationId, content, createdAt: Date.now() });
    this.set({ outbox: this.outbox.list() });
    this.typing(conversationId, false);
    void this.flush();
  }

  retry(localId: string): void {
    this.outbox?.update(localId, { failed: undefined });
    this.set({ outbox: this.outbox?.list() ?? [] });
    void this.flush();
  }

  discard(localId: string): void {
    this.outbox?.remove(localId);
    this.set({ outbox: this.outbox?.list() ?? [] });
  }

  private readonly flushSoon = () => {
    this.retryDelay = 500;
    void this.flush();
  };

  private async flush(): Promise<void> {
    if (this.flushing || !this.outbox || !this.creds.token) return;
    this.flushing = true;
    window.clearTimeout(this.retryTimer);
    try {
      for (let item = this.outbox.next(); item; item = this.outbox.next()) {
        try {
          const message = await post<Message>('/api/message/send', this.creds, {
            conversationId: item.conversationId,
            localId: item.localId,
            dataType: 51,
            meta: { type: 1, content: item.content },
            pushContent: 'tb_text',
          });
          this.mergeMessages(item.conversationId, [message]);
          this.outbox.remove(item.localId);
          this.retryDelay = 500;
        } catch (error) {
          if (error instanceof ApiError && !error.retryable) {
            this.outbox.update(item.localId, { failed: error.message });
          } else {
            // Offline or restarting: keep the order, try again later (and at once when back online).
            this.retryTimer = window.setTimeout(() => void this.flush(), this.retryDelay);
            this.retryDelay = Math.min(MAX_RETRY, this.retryDelay * 2);
            break;
          }
        } finally {
          this.set({ outbox: this.outbox.list() });
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  async rate(conversationId: string, score: number, comment?: string): Promise<void> {
    const answer = await post<Conversation | null>('/api/conversation/rate', this.creds, { conversationId, score, comment: comment || undefined });
    const current = this.data.conversations.find((c) => c.id === conversationId);
    if (answer && typeof answer === 'object' && 'id' in answer) this.upsertConversation(answer);
    else if (current) this.upsertConversation({ ...current, customerRating: { score, comment } });
  }

  async answerInlineInput(messageId: string, inputId: string, value: string): Promise<void> {
    const message = await post<Message>('/api/message/inlineInput/update', this.creds, { messageId, inputId, value });
    if (message?.id) this.mergeMessages(message.conversationId, [message], true);
  }

  /** Added by the lazily loaded upload code once the server confirms a file. */
  addConfirmed(message: Message): void {
    this.mergeMessages(message.conversationId, [message]);
  }

  typing(conversationId: string, active: boolean): void {
    this.socket?.send({ type: 'typing', conversationId, status: active ? 1 : 0, time: 3000 });
  }

  /** The conversation on screen (panel open), or none: it decides unread counting and read events. */
  setViewing(id: string | undefined): void {
    this.viewing = id;
    if (id) this.markRead(id);
  }

  private markRead(id: string): void {
    const last = [...(this.data.messages[id] ?? [])].reverse().find((m) => m.senderType !== 'customer');
    if (this.data.unread[id]) {
      const unread = { ...this.data.unread };
      delete unread[id];
      this.set({ unread });
    }
    if (!last || this.readSent[id] === last.id) return;
    this.readSent[id] = last.id;
    const frame = { type: 'read', conversationId: id, messageId: last.id };
    if (!this.socket?.send(frame)) void post('/api/conversation/read', this.creds, { conversationId: id, messageId: last.id }).catch(() => undefined);
  }

  private upsertConversation(c: Conversation): void {
    const rest = this.data.conversations.filter((x) => x.id !== c.id);
    this.set({ conversations: [...rest, c].sort(byOrder) });
  }

  private mergeMessages(conversationId: string, incoming: Message[], replace = false): void {
    const visible = incoming.filter((m) => !m.internal);
    if (!visible.length) return;
    const map = new Map((this.data.messages[conversationId] ?? []).map((m) => [m.id, m]));
    for (const m of visible) if (replace || !map.has(m.id)) map.set(m.id, m);
    const list = [...map.values()].sort((a, b) => a.seq - b.seq);
    // A confirmed message replaces its pending copy, whichever answer (HTTP or event) came first.
    for (const m of visible) if (m.localId) this.outbox?.remove(m.localId);
    this.set({ messages: { ...this.data.messages, [conversationId]: list }, outbox: this.outbox?.list() ?? [] });
    if (this.viewing === conversationId) this.markRead(conversationId);
  }

  private onConnected(serverCursor: number | undefined): void {
    void this.flush();
    if (!this.connectedOnce) {
      // A fresh start reads everything as it is now: from here on, the server's cursor is ours.
      this.connectedOnce = true;
      this.cursor = serverCursor;
      return;
    }
    // After a reconnect the server replays the missed changes (handshake cursor); what a replay does not carry, ask again.
    void this.loadConfig();
    if (this.cursor === undefined) void this.refetchAll();
  }

  /** The replay after a reconnect is over: page on if it stopped early; refetch all when the cursor was refused. */
  private async onReplayed(done: ReplayDone): Promise<void> {
    if (done.reset) {
      this.cursor = done.cursor;
      await this.refetchAll();
      return;
    }
    this.cursor = Math.max(this.cursor ?? 0, done.cursor);
    for (let complete = done.complete; !complete;) {
      const page: UpdatesPage | null = await get<UpdatesPage>(`/api/updates?since=${this.cursor}&size=${UPDATES_PAGE}`, this.creds).catch(() => null);
      if (!page) return;
      if (page.reset) {
        this.cursor = page.cursor;
        await this.refetchAll();
        return;
      }
      for (const entry of page.updates) this.applyEvent({ event: entry.event, dataType: 0, data: entry.data, cursor: entry.cursor, replay: true });
      this.cursor = page.cursor;
      complete = !page.hasMore;
    }
  }

  /** The cursor was refused or unknown: everything on screen is read again, newest first. */
  private async refetchAll(): Promise<void> {
    await this.loadConversations();
    for (const id of Object.keys(this.data.messages)) {
      this.set({ messages: { ...this.data.messages, [id]: [] }, hasOlder: { ...this.data.hasOlder, [id]: false } });
      await this.loadHistory(id).catch(() => undefined);
    }
  }

  private applyEvent(event: ServerEvent): void {
    this.onEvent(event);
    if (event.cursor !== undefined) this.cursor = Math.max(this.cursor ?? 0, event.cursor);
  }

  private onEvent({ event, data }: ServerEvent): void {
    const conversationId = typeof data.conversationId === 'string' ? data.conversationId : undefined;
    switch (event) {
      case 'message.created':
      case 'message.updated': {
        const message = data as unknown as Message;
        if (message.internal || !conversationId) return;
        const known = this.data.messages[conversationId];
        if (known) this.mergeMessages(conversationId, [message], event === 'message.updated');
        if (event === 'message.created' && message.senderType !== 'customer') {
          const typingUntil = { ...this.data.typingUntil };
          delete typingUntil[conversationId];
          this.set({ typingUntil });
          if (this.viewing !== conversationId) {
            this.set({ unread: { ...this.data.unread, [conversationId]: (this.data.unread[conversationId] ?? 0) + 1 } });
          }
        }
        const conversation = this.data.conversations.find((c) => c.id === conversationId);
        if (conversation) {
          this.upsertConversation({
            ...conversation,
            orderTimestamp: message.timestamp,
            lastMessage: {
              id: message.id,
              seq: message.seq,
              senderType: message.senderType,
              type: message.meta.type,
              text: message.meta.content ?? '',
              timestamp: message.timestamp,
            },
          });
        } else void this.loadConversations();
        return;
      }
      case 'message.deleted': {
        if (!conversationId) return;
        const list = (this.data.messages[conversationId] ?? []).filter((m) => m.id !== data.id);
        this.set({ messages: { ...this.data.messages, [conversationId]: list } });
        return;
      }
      case 'conversation.created':
        void this.loadConversations();
        return;
      case 'conversation.updated': {
        const id = typeof data.id === 'string' ? data.id : undefined;
        const current = this.data.conversations.find((c) => c.id === id);
        if (current) this.upsertConversation({ ...current, ...(data as Partial<Conversation>) });
        else void this.loadConversations();
        return;
      }
      case 'typing': {
        if (!conversationId || data.userType === 'customer' || data.internal) return;
        const typingUntil = { ...this.data.typingUntil };
        if (Number(data.status ?? 1) === 1) typingUntil[conversationId] = Date.now() + (Number(data.time) || 3000);
        else delete typingUntil[conversationId];
        this.set({ typingUntil });
        return;
      }
      case 'read':
        if (conversationId && data.userType === 'agent' && typeof data.messageId === 'string') {
          this.set({ agentRead: { ...this.data.agentRead, [conversationId]: data.messageId } });
        }
        return;
      default:
        return;
    }
  }
}

export const widgetClient = new WidgetClient();
