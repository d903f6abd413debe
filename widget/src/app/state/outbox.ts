import { load, save } from './storage';

/** A message the visitor wrote that the server has not confirmed yet (spec §4: a self id, queued). */
export interface PendingMessage {
  localId: string;
  conversationId: string;
  content: string;
  createdAt: number;
  /** Refused by the server for good (not a network problem): shown with a notice, not retried. */
  failed?: string;
}

/** Each visitor's outbox is their own: a new visitor on this browser never sends another's messages. */
export const outboxKey = (userId: string) => `parley.outbox.${userId}`;

export function newLocalId(): string {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `w-${Date.now().toString(36)}-${random[0].toString(36)}${random[1].toString(36)}`;
}

/**
 * The visitor's unsent messages, kept in localStorage so a reload, a crash or a server restart loses
 * none. Sent one at a time in order; the server answers a repeated localId with the first message,
 * so a send that succeeded but whose answer was lost is not stored twice.
 */
export class Outbox {
  private items: PendingMessage[];

  constructor(private readonly key: string) {
    this.items = (load<PendingMessage[]>(key) ?? []).filter((m) => typeof m?.localId === 'string' && typeof m.content === 'string');
  }

  list(): PendingMessage[] {
    return this.items;
  }

  add(message: PendingMessage): void {
    this.items = [...this.items, message];
    this.persist();
  }

  remove(localId: string): void {
    const next = this.items.filter((m) => m.localId !== localId);
    if (next.length === this.items.length) return;
    this.items = next;
    this.persist();
  }

  update(localId: string, patch: Partial<PendingMessage>): void {
    this.items = this.items.map((m) => (m.localId === localId ? { ...m, ...patch } : m));
    this.persist();
  }

  /** The session these messages were written in ended: they are not sent by anyone else. */
  clear(): void {
    this.items = [];
    this.persist();
  }

  /** The next message to send: the oldest one not refused. */
  next(): PendingMessage | undefined {
    return this.items.find((m) => !m.failed);
  }

  private persist(): void {
    save(this.key, this.items.length ? this.items : undefined);
  }
}
