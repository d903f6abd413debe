import { i18n } from '@lingui/core';
import type { InitOptions, ProfileFields } from '../../bridge/protocol';
import { get, post, type Credentials } from '../api/client';
import type { SessionUser } from '@parley/protocol';
import type { Application, Conversation, Message } from '../api/types';
import type { LiveData } from './live';
import type { LiveHost } from './live-host';
import type { WidgetData } from './widget-data';
import { newLocalId, Outbox, outboxKey } from './outbox';
import { forgetSession, openSession } from './session';
import type { SessionEndWatch } from './session-end';
import { load, save } from './storage';

const CONFIG_REFRESH = 5 * 60_000;
/** The least age at which a screen that needs it fresh reads the configuration again (no faster than once a minute). */
const CONFIG_FRESH = 60_000;
/** A saved customization reaches every open widget at once: each reads it within this spread, not all in the same instant. */
const CONFIG_CHANGE_SPREAD_MS = 1500;

/** Set once the visitor has a conversation: their next page views load the live data at start (the unread badge, live replies). */
const conversationsKey = (userId: string) => `parley.hasConversation.${userId}`;

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

/**
 * What the widget knows and does; screens read it through useWidget(). This part (first screen)
 * opens the visitor's session and reads the configuration over REST, enough for the launcher; the
 * data itself (Apollo Client over one graphql-ws connection: conversations, messages, events,
 * resume by cursor, the outbox) is state/live.ts, its own chunk (issue 53: most of the widget's
 * weight). It loads once the visitor shows intent (wantLive), or at start for a visitor who has a
 * conversation already or unsent messages: they need the unread badge, live replies and delivery
 * without a click. A first-time visitor who never touches the launcher never loads it.
 */
export class WidgetClient implements LiveHost {
  private data: WidgetData = EMPTY;
  private listeners = new Set<() => void>();
  private creds: Credentials = {};
  private live: Promise<LiveData> | undefined;
  /** The visitor showed intent in this page view (wantLive): every session opened from now on goes live at once. */
  private wanted = false;
  /** Whether this visitor's storage already says they have a conversation (written once). */
  private hasConversation = false;
  private userId: string | undefined;
  private sessionEnd: Promise<SessionEndWatch> | undefined;
  private configTimer: number | undefined;
  private configChangeTimer: number | undefined;
  private configAt = 0;
  private options: InitOptions | undefined;
  private lang = 'en';
  private viewingId: string | undefined;
  private previewing = false;
  outbox: Outbox | undefined;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.data;

  set(patch: Partial<WidgetData>): void {
    this.data = { ...this.data, ...patch };
    if (patch.conversations?.length) this.rememberConversation();
    this.listeners.forEach((l) => l());
  }

  private rememberConversation(): void {
    if (this.hasConversation || !this.userId || this.previewing) return;
    this.hasConversation = true;
    save(conversationsKey(this.userId), true);
  }

  get credentials(): Credentials {
    return this.creds;
  }

  get viewing(): string | undefined {
    return this.viewingId;
  }

  locale(): string {
    return i18n.locale || 'en';
  }

  /** Opens (or resumes) the visitor's session; then configuration, and the live data. */
  async start(options: InitOptions, lang: string): Promise<void> {
    if (this.options && this.options.apiKey === options.apiKey && this.options.refId === options.refId && this.data.phase !== 'refused') {
      if (options.profile) void this.updateProfile(options.profile);
      return;
    }
    await this.open(options, lang);
  }

  private async open(options: InitOptions, lang: string): Promise<void> {
    this.stop();
    this.options = options;
    this.lang = lang;
    // Another visitor (a host page that signs someone in re-inits with their refId): nothing carries over.
    this.set({ ...EMPTY, app: this.data.app, phase: 'starting' });
    const appKey = options.apiKey;
    this.creds = { appKey };
    this.userId = undefined;
    this.hasConversation = false;
    void this.loadConfig();
    let token: string;
    let userId: string;
    try {
      const opened = await openSession(options, lang);
      token = opened.session.token;
      userId = opened.session.userId;
      this.set({ phase: 'ready', user: opened.user ?? this.data.user });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.set({ phase: 'refused', error: message });
      throw error;
    }
    this.creds = { appKey, token };
    this.outbox = new Outbox(outboxKey(userId));
    this.userId = userId;
    this.hasConversation = load<boolean>(conversationsKey(userId)) === true;
    this.set({ outbox: this.outbox.list() });
    if (options.profile) void this.updateProfile(options.profile);
    this.configTimer = window.setInterval(() => void this.loadConfig(), CONFIG_REFRESH);
    // The launcher shows now. Unsent messages count as a conversation: they are delivered without a click.
    if (this.wanted || this.hasConversation || this.outbox.list().length > 0) this.startLive();
  }

  /**
   * The visitor showed intent (pointer over or focus on the launcher, the panel opened,
   * Parley('preload')): the live data loads now, or as soon as the session is open.
   */
  wantLive(): void {
    this.wanted = true;
    this.startLive();
  }

  private startLive(): void {
    const token = this.creds.token;
    if (this.live || !token || this.previewing) return;
    this.live = import('./live').then(({ LiveData }) => new LiveData(this, token));
  }

  /** The live connection with this token was refused (close 4403): the session may be over. */
  connectionRefused(token: string): void {
    // A refusal of a session already replaced says nothing about the current one.
    if (token !== this.creds.token) return;
    // Rare (a revoked session): its check is not part of the first screen's weight.
    this.sessionEnd ??= import('./session-end').then(({ SessionEndWatch }) => new SessionEndWatch((t) => this.reopen(t)));
    void this.sessionEnd.then((watch) => watch.refused(token));
  }

  /**
   * The server ended the visitor's session (signed out, erased): nothing of it stays, neither the
   * stored session, its unsent messages (never sent by the next visitor), the cache nor what the
   * screens show, and a new session opens: anonymous, or the same refId's for a visitor the host
   * page identified. A refused /api/init shows as 'refused', as at start.
   */
  private async reopen(token: string): Promise<void> {
    const options = this.options;
    // The host page signed someone else in while the token was checked: that session stands.
    if (!options || token !== this.creds.token) return;
    forgetSession(options.apiKey);
    this.outbox?.clear();
    await this.open(options, this.lang).catch(() => undefined);
  }

  /** The customization page's preview: this configuration and a sample conversation, no session, nothing sent. */
  preview(app: Application, sample: { conversation: Conversation; messages: Message[] }): void {
    this.stop();
    this.previewing = true;
    this.set({
      ...EMPTY,
      phase: 'ready',
      connection: 'online',
      app,
      conversations: [sample.conversation],
      conversationsLoaded: true,
      messages: { [sample.conversation.id]: sample.messages },
    });
  }

  get isPreview(): boolean {
    return this.previewing;
  }

  stop(): void {
    const live = this.live;
    this.live = undefined;
    void live?.then((l) => l.stop());
    this.outbox = undefined;
    window.clearInterval(this.configTimer);
  }

  /** Everything that needs the live data is the visitor acting in the open panel: intent, if none came before. */
  private async withLive<T>(run: (live: LiveData) => T | Promise<T>): Promise<T | undefined> {
    this.wantLive();
    const live = await this.live;
    return live ? run(live) : undefined;
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
    this.lang = lang;
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
    this.configAt = Date.now();
    try {
      const app = await get<Application>(`/api/application?appKey=${encodeURIComponent(appKey)}`, {});
      this.set({ app });
    } catch {
      // Keep the last one; the next refresh may succeed.
    }
  }

  /** A screen that shows the live state (office hours, agents online): read it again unless it is under a minute old. */
  refreshConfig(): void {
    if (!this.previewing && Date.now() - this.configAt >= CONFIG_FRESH) void this.loadConfig();
  }

  /** The workspace saved its customization: read it again (once, however many announcements come). */
  configChanged(): void {
    if (this.configChangeTimer !== undefined) return;
    this.configChangeTimer = window.setTimeout(() => {
      this.configChangeTimer = undefined;
      void this.loadConfig();
    }, Math.random() * CONFIG_CHANGE_SPREAD_MS);
  }

  async loadMoreConversations(): Promise<void> {
    await this.withLive((l) => l.loadMoreConversations());
  }

  async startConversation(): Promise<Conversation> {
    // The preview opens its sample conversation: nothing is created.
    if (this.previewing && this.data.conversations[0]) return this.data.conversations[0];
    const conversation = await this.withLive((l) => l.startConversation());
    if (!conversation) throw new Error('Not started');
    return conversation;
  }

  async loadConversation(id: string): Promise<void> {
    await this.withLive((l) => l.loadConversation(id));
  }

  async loadHistory(id: string, older = false): Promise<void> {
    await this.withLive((l) => l.loadHistory(id, older));
  }

  /** The visitor sends text: kept in the outbox (survives a reload), shown at once, delivered in order exactly once. */
  send(conversationId: string, text: string): void {
    const content = text.trim();
    if (!content || !this.outbox) return;
    this.outbox.add({ localId: newLocalId(), conversationId, content, createdAt: Date.now() });
    this.set({ outbox: this.outbox.list() });
    this.typing(conversationId, false);
    void this.withLive((l) => l.outboxChanged());
  }

  retry(localId: string): void {
    this.outbox?.update(localId, { failed: undefined });
    this.set({ outbox: this.outbox?.list() ?? [] });
    void this.withLive((l) => l.outboxChanged());
  }

  discard(localId: string): void {
    this.outbox?.remove(localId);
    this.set({ outbox: this.outbox?.list() ?? [] });
    void this.withLive((l) => l.outboxChanged());
  }

  async rate(conversationId: string, score: number, comment?: string): Promise<void> {
    await this.withLive((l) => l.rate(conversationId, score, comment));
  }

  async answerInlineInput(messageId: string, inputId: string, value: string): Promise<void> {
    await this.withLive((l) => l.answerInlineInput(messageId, inputId, value));
  }

  /** Added by the lazily loaded upload code once the server confirms a file. */
  addConfirmed(message: Message): void {
    void this.withLive((l) => l.addConfirmed(message));
  }

  typing(conversationId: string, active: boolean): void {
    void this.withLive((l) => l.typing(conversationId, active));
  }

  /** The conversation on screen (panel open), or none: it decides unread counting and read receipts. */
  setViewing(id: string | undefined): void {
    this.viewingId = id;
    if (id) void this.withLive((l) => l.markRead(id));
  }
}

export const widgetClient = new WidgetClient();
