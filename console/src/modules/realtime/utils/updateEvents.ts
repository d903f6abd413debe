import type { UpdatesSinceQuery } from '../../../__generated__/graphql';
import type { RealtimeEvent } from './realtimeEvent';
import type { UpdatesPage } from '@parley/protocol';

type UpdateEntry = UpdatesSinceQuery['updatesSince']['updates'][number];

function withoutTypename<T extends object>(value: T): Record<string, unknown> {
  const { __typename: _t, ...rest } = value as T & { __typename?: string };
  return rest;
}

/**
 * One missed change as the live event it stands for (docs/realtime.md): a message as its
 * message.created/updated payload, a deletion as {id, conversationId}, a conversation as its id
 * and the fields a card needs when it can no longer be read.
 */
export function updateToEvent(entry: UpdateEntry): RealtimeEvent {
  const base = { id: `update:${entry.cursor}:${entry.event}`, type: entry.event, cursor: entry.cursor, replay: true };
  if (entry.message && (entry.event === 'message.created' || entry.event === 'message.updated')) {
    return { ...base, payload: withoutTypename(entry.message) };
  }
  if (entry.event === 'message.deleted') {
    return { ...base, payload: { id: entry.messageId, conversationId: entry.conversationId } };
  }
  const conversation = entry.conversation ? withoutTypename(entry.conversation) : {};
  return { ...base, payload: { ...conversation, id: entry.conversationId, changed: Object.keys(conversation).filter((k) => k !== 'id') } };
}

export function toUpdatesPage(answer: UpdatesSinceQuery['updatesSince']): UpdatesPage {
  return { cursor: answer.cursor, hasMore: answer.hasMore, reset: answer.reset, updates: answer.updates.map(updateToEvent) };
}
