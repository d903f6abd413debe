import { CombinedGraphQLErrors } from '@apollo/client';
import type { RealtimeEvent } from '@parley/protocol';
import type { WidgetMessageFieldsFragment, WidgetUpdatesQuery as UpdatesAnswer } from '../../__generated__/graphql';
import type { Message, MessageMeta } from '../api/types';

/** Pure pieces of the widget's data layer (state/live.ts), unit-tested on their own. */

export type CacheMessage = WidgetMessageFieldsFragment & { __typename: 'Message' };

export function asMessage(m: WidgetMessageFieldsFragment): Message {
  return { ...m, senderType: m.senderType as Message['senderType'], meta: m.meta as MessageMeta };
}

/** A live message event's payload (customer projection) as the fragment's fields. */
export function messageFrom(payload: Record<string, unknown>): CacheMessage | null {
  const { id, conversationId, seq, timestamp, senderType, meta } = payload;
  if (typeof id !== 'string' || typeof conversationId !== 'string' || typeof seq !== 'number' || typeof senderType !== 'string') return null;
  return {
    __typename: 'Message',
    id,
    conversationId,
    seq,
    // An event without one (an older server) never replaces a copy the cache holds.
    version: typeof payload.version === 'number' ? payload.version : 0,
    timestamp: typeof timestamp === 'number' ? timestamp : Date.now(),
    senderType,
    senderId: typeof payload.senderId === 'string' ? payload.senderId : null,
    localId: typeof payload.localId === 'string' ? payload.localId : null,
    internal: payload.internal === true,
    meta: typeof meta === 'object' && meta ? (meta as Record<string, unknown>) : {},
  };
}

/** Retry later: the network, a restart, a rate limit. Anything else the server refused for good. */
export function retryable(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  const code = Number(error.errors[0]?.extensions?.errorCode ?? 0);
  return code === 0 || code === 408 || code === 429 || code >= 500;
}

type UpdateEntry = UpdatesAnswer['updatesSince']['updates'][number];

/** One missed change as the live event it stands for (docs/realtime.md). */
export function updateToEvent(entry: UpdateEntry): RealtimeEvent {
  const base = { id: `update:${entry.cursor}:${entry.event}`, type: entry.event, cursor: entry.cursor, replay: true };
  if (entry.message && (entry.event === 'message.created' || entry.event === 'message.updated')) return { ...base, payload: { ...entry.message } };
  if (entry.event === 'message.deleted') return { ...base, payload: { id: entry.messageId, conversationId: entry.conversationId } };
  return { ...base, payload: { ...(entry.conversation ?? {}), id: entry.conversationId } };
}
