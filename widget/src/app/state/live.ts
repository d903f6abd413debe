import type { CatchUpReport } from '@parley/protocol';
import { createLiveClient, type LiveClient } from '../api/apollo';
import type { Conversation, Message } from '../api/types';
import type { LiveHost } from './live-host';
import { applyLiveEvent } from './live-apply';
import { LiveCache } from './live-cache';
import { LiveConnection } from './live-connection';
import { LiveMutations } from './live-mutations';
import { LiveOutbox } from './live-outbox';

/**
 * The widget's data on Apollo Client: the cache holds the visitor's conversations and messages;
 * screens get them through WidgetClient's snapshot, rebuilt from cache watches. One graphql-ws
 * connection carries queries, mutations and the events subscription. After every (re)connection
 * the widget catches up from the cursor of the last change it applied (updatesSince, paging until
 * done; live events wait meanwhile, and none is applied twice: ResumeController, shared with the
 * console). Sends go through the outbox: written into the cache at once, sent one at a time.
 *
 * This class composes the parts: the lists and histories in the cache (live-cache.ts), the outbox
 * (live-outbox.ts), realtime events applied to the cache (live-apply.ts), the connection and its
 * catch-ups (live-connection.ts) and the other mutations (live-mutations.ts).
 */
export class LiveData {
  private readonly client: LiveClient;
  private readonly lists: LiveCache;
  private readonly outbox: LiveOutbox;
  private readonly mutations: LiveMutations;
  private readonly connection: LiveConnection;
  private stopped = false;
  /** The last catch-up, for the resume figures the tests print. */
  lastCatchUp: CatchUpReport | undefined;

  constructor(host: LiveHost, token: string) {
    this.client = createLiveClient({
      token,
      lang: () => host.locale(),
      onStatus: (connection) => {
        if (!this.stopped) host.set({ connection });
      },
      onConnected: () => this.connection.onConnected(),
      onRefused: () => {
        if (!this.stopped) host.connectionRefused(token);
      },
    });
    const apollo = this.client.apollo;
    this.mutations = new LiveMutations(apollo, host);
    this.lists = new LiveCache(apollo, host, {
      markRead: (id) => this.mutations.markRead(id),
      writePending: () => this.outbox.writePending(),
    });
    this.outbox = new LiveOutbox(apollo, host, this.lists);
    const target = { cache: apollo.cache, host, lists: this.lists, outbox: this.outbox };
    // Made before the lists load: its first read of the cursor has to come first.
    this.connection = new LiveConnection(this.client, host, {
      deliver: (event) => applyLiveEvent(event, target),
      reset: () => this.lists.refetchAll(),
      sendNow: () => this.outbox.sendNow(),
      caughtUp: (report) => {
        this.lastCatchUp = report;
      },
    });
    this.lists.watchList();
    this.connection.start();
    void this.lists.loadConversations();
    this.outbox.writePending();
    void this.outbox.flush();
    (window as unknown as { __parleyLive?: LiveData }).__parleyLive = this;
  }

  stop(): void {
    this.stopped = true;
    this.outbox.stop();
    this.connection.stop();
    this.lists.stop();
    this.client.stop();
  }

  loadConversations(): Promise<void> {
    return this.lists.loadConversations();
  }

  /** /recent pages on past the first 20: the next conversations older than the oldest shown. */
  loadMoreConversations(): Promise<void> {
    return this.lists.loadMoreConversations();
  }

  startConversation(): Promise<Conversation> {
    return this.mutations.startConversation();
  }

  loadConversation(id: string): Promise<void> {
    return this.lists.loadConversation(id);
  }

  loadHistory(id: string, older = false): Promise<void> {
    return this.lists.loadHistory(id, older);
  }

  /** The outbox changed (a send, a retry, a discard): show it and deliver it. */
  outboxChanged(): void {
    this.outbox.changed();
  }

  rate(conversationId: string, score: number, comment?: string): Promise<void> {
    return this.mutations.rate(conversationId, score, comment);
  }

  answerInlineInput(messageId: string, inputId: string, value: string): Promise<void> {
    return this.mutations.answerInlineInput(messageId, inputId, value);
  }

  addConfirmed(message: Message): void {
    this.outbox.addConfirmed(message);
  }

  typing(conversationId: string, active: boolean): void {
    this.mutations.typing(conversationId, active);
  }

  markRead(id: string): void {
    this.mutations.markRead(id);
  }
}
