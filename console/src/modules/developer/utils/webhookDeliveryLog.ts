import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** How many deliveries a page of the log holds. */
export const DELIVERY_PAGE_SIZE = 20;
/** While a delivery of an open log is pending, the log is read again this often. */
export const DELIVERY_POLL_MS = 2000;
/** Otherwise an open log is read again this often, for the events that happen meanwhile (their delivery announces nothing). */
export const DELIVERY_IDLE_POLL_MS = 10_000;

/** What the log's merging needs of a delivery: its id (the server's sequence number, newest highest) and status. */
export interface DeliveryLike {
  id: string;
  status: string;
}

export interface DeliveryPage<T extends DeliveryLike> {
  items: T[];
  hasMore: boolean;
}

/** Newest first, by the numeric id (ids are sequence numbers, too long for a number to hold exactly). */
const newestFirst = (a: DeliveryLike, b: DeliveryLike): number => {
  const x = BigInt(a.id);
  const y = BigInt(b.id);
  return x === y ? 0 : x > y ? -1 : 1;
};

const isSeq = (id: string) => /^\d{1,18}$/.test(id);

/**
 * The log on screen with a fresh read of its newest page: fresh rows replace the ones with their
 * id, new ones come first, the older pages already loaded stay. `hasMore` is the fresh page's
 * when it reaches as far back as the log, the log's own otherwise.
 */
export function mergeNewest<T extends DeliveryLike>(shown: DeliveryPage<T>, fresh: DeliveryPage<T>): DeliveryPage<T> {
  const byId = new Map<string, T>();
  for (const item of shown.items) byId.set(item.id, item);
  for (const item of fresh.items) byId.set(item.id, item);
  const items = [...byId.values()].filter((d) => isSeq(d.id)).sort(newestFirst);
  const oldestShown = shown.items.at(-1);
  const oldestFresh = fresh.items.at(-1);
  const freshReachesBack = !oldestShown || (oldestFresh !== undefined && newestFirst(oldestFresh, oldestShown) >= 0);
  return { items, hasMore: freshReachesBack ? fresh.hasMore : shown.hasMore };
}

/** The log with an older page ("Load more") after it. */
export function appendOlder<T extends DeliveryLike>(shown: DeliveryPage<T>, older: DeliveryPage<T>): DeliveryPage<T> {
  const known = new Set(shown.items.map((d) => d.id));
  return { items: [...shown.items, ...older.items.filter((d) => !known.has(d.id))], hasMore: older.hasMore };
}

/** The log with a delivery just queued (a ping, a redelivery) at its top. */
export function withDelivery<T extends DeliveryLike>(shown: DeliveryPage<T>, delivery: T): DeliveryPage<T> {
  return { items: mergeNewest(shown, { items: [delivery], hasMore: false }).items, hasMore: shown.hasMore };
}

/** Whether any delivery shown still waits to be delivered (the log then reads itself again). */
export function hasPending(items: readonly DeliveryLike[]): boolean {
  return items.some((d) => d.status !== 'delivered');
}

/** "Delivered", or "Pending" with the attempts made so far. */
export function deliveryStatusText(d: { status: string; attempts: number }, i18n: I18n): string {
  if (d.status === 'delivered') return i18n._(msg`Delivered`);
  if (d.attempts === 0) return i18n._(msg`Pending`);
  return i18n._(msg`Pending · ${plural(d.attempts, { one: '# attempt', other: '# attempts' })}`);
}
