import pRetry from 'p-retry';
/**
 * Spec §4 message sending queue. A new message gets a local id and shows at once as pending; the
 * queue sends one message at a time in the order they were written. On success the message takes its
 * server id. On failure it is retried twice with a pause, then marked failed (with a retry button):
 * later messages wait behind it so the order holds. The localId makes every retry safe: the server
 * answers the same message for the same localId. Unsent messages are stored per conversation so a
 * reload keeps them.
 */

export type QueueStatus = 'pending' | 'sending' | 'failed';

export interface QueuedMessage {
  localId: string;
  conversationId: string;
  /** message: POST /api/message/send (GraphQL sendMessage); file: POST /api/message/file/send. */
  kind: 'message' | 'file';
  internal: boolean;
  meta: Record<string, unknown>;
  createdAt: number;
  status: QueueStatus;
  /** The attachment of a file message; not stored across reloads. */
  file?: Blob & { name?: string };
  /** The quoted message's id. */
  replyId?: string;
}

export interface SentMessage {
  id: string;
  localId?: string | null;
}

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SendQueueOptions {
  conversationId: string;
  send: (item: QueuedMessage) => Promise<SentMessage>;
  onSent?: (item: QueuedMessage, sent: SentMessage) => void;
  onChange: (items: QueuedMessage[]) => void;
  storage?: QueueStorage | null;
  /** The automatic retries before a message shows as failed (p-retry: exponential pauses). */
  retry?: { retries: number; minTimeout: number };
}

export const QUEUE_STORAGE_PREFIX = 'parley.sendQueue.';
/** Two retries, after 1 s and 3 s. */
const DEFAULT_RETRY = { retries: 2, minTimeout: 1000 };

export function storageKey(conversationId: string): string {
  return `${QUEUE_STORAGE_PREFIX}${conversationId}`;
}

export function newLocalId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export class SendQueue {
  private items: QueuedMessage[] = [];
  private running = false;
  private disposed = false;
  /** Local ids the server announced (realtime) while we were still waiting for its answer. */
  private readonly confirmed = new Set<string>();

  constructor(private readonly options: SendQueueOptions) {
    this.items = this.load();
  }

  get snapshot(): QueuedMessage[] {
    return this.items;
  }

  /** Starts sending what a previous page left unsent (stored items come back as pending). */
  start(): void {
    this.emit();
    void this.pump();
  }

  enqueue(item: Omit<QueuedMessage, 'status' | 'createdAt' | 'conversationId'> & { createdAt?: number }): QueuedMessage {
    const queued: QueuedMessage = {
      ...item,
      conversationId: this.options.conversationId,
      createdAt: item.createdAt ?? Date.now(),
      status: 'pending',
    };
    this.items = [...this.items, queued];
    this.persist();
    this.emit();
    void this.pump();
    return queued;
  }

  /** Retry a failed message (and so release the ones waiting behind it). */
  retry(localId: string): void {
    this.items = this.items.map((i) => (i.localId === localId && i.status === 'failed' ? { ...i, status: 'pending' } : i));
    this.emit();
    void this.pump();
  }

  /** Drops an unsent message (the person gave up on it). */
  discard(localId: string): void {
    if (this.items.some((i) => i.localId === localId && i.status === 'sending')) return;
    this.items = this.items.filter((i) => i.localId !== localId);
    this.persist();
    this.emit();
    void this.pump();
  }

  /** The server announced the message (realtime) before our answer came: it is sent. */
  confirm(localId: string): void {
    if (!this.items.some((i) => i.localId === localId)) return;
    this.confirmed.add(localId);
    this.items = this.items.filter((i) => i.localId !== localId || i.status === 'sending');
    this.persist();
    this.emit();
    void this.pump();
  }

  dispose(): void {
    this.disposed = true;
  }

  private async pump(): Promise<void> {
    if (this.running || this.disposed) return;
    this.running = true;
    try {
      for (;;) {
        const head = this.items[0];
        if (!head || head.status === 'failed' || this.disposed) return;
        this.update(head.localId, 'sending');
        const sent = await this.sendWithRetries(head);
        if (this.disposed) return;
        if (sent || this.confirmed.has(head.localId)) {
          this.confirmed.delete(head.localId);
          this.items = this.items.filter((i) => i.localId !== head.localId);
          this.persist();
          if (sent) this.options.onSent?.(head, sent);
          this.emit();
        } else {
          this.update(head.localId, 'failed');
          return;
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async sendWithRetries(item: QueuedMessage): Promise<SentMessage | null> {
    const { retries, minTimeout } = this.options.retry ?? DEFAULT_RETRY;
    try {
      return await pRetry(() => this.options.send(item), {
        retries,
        minTimeout,
        factor: 3,
        randomize: false,
        // A refusal stays refused; a closed pane or a message the server confirmed meanwhile needs no more tries.
        shouldRetry: (error) => !isPermanent(error) && !this.disposed && !this.confirmed.has(item.localId),
      });
    } catch {
      return null;
    }
  }

  private update(localId: string, status: QueueStatus): void {
    this.items = this.items.map((i) => (i.localId === localId ? { ...i, status } : i));
    this.emit();
  }

  private emit(): void {
    if (!this.disposed) this.options.onChange(this.items);
  }

  private load(): QueuedMessage[] {
    const { storage } = this.options;
    if (!storage) return [];
    try {
      const raw = storage.getItem(storageKey(this.options.conversationId));
      if (!raw) return [];
      const parsed = JSON.parse(raw) as QueuedMessage[];
      if (!Array.isArray(parsed)) return [];
      return parsed
        .filter((i) => i && typeof i.localId === 'string' && (i.kind === 'message' || i.kind === 'file'))
        .map((i) => ({ ...i, conversationId: this.options.conversationId, status: 'pending' as const }));
    } catch {
      return [];
    }
  }

  /** Every unsent message is stored; a file's bytes are not (the sender keeps them, e.g. in IndexedDB). */
  private persist(): void {
    const { storage } = this.options;
    if (!storage) return;
    const key = storageKey(this.options.conversationId);
    const keep = this.items.map(({ file: _file, ...rest }) => rest);
    try {
      if (keep.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(keep));
    } catch {
      // storage full or disabled: the queue still works for this page
    }
  }
}

/** A refusal that a retry cannot fix (validation, permissions): fail at once. */
export class PermanentSendError extends Error {
  readonly permanent = true;
}

function isPermanent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: boolean }).permanent === true;
}
