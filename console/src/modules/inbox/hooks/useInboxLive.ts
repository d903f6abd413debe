import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { changesBegun, settled, whenSettled } from '../../conversation-changes/utils/pendingChanges';
import { customerErasedOf } from '../../realtime/utils/customerErased';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { InboxConversationQuery } from '../graphql/InboxConversation.query';
import { cacheIdOf, forgetCards, readCard, type InboxCard } from '../utils/cardCache';
import type { ArrivedMessage } from '../utils/notificationRules';
import { mentionOf, type MentionEvent } from '../utils/mentionEvent';
import { applyCustomerPresence, customerPresenceOf } from '../utils/presenceCache';
import { useInboxEvents, type InboxEvent } from './useInboxEvents';

const SYSTEM = 'system';

/** The preview a card shows of a message, the way the server summarises it (message-writer). */
function previewOf(m: ArrivedMessage): string {
  return (m.meta?.content ?? m.meta?.file?.name ?? m.meta?.location?.title ?? '').slice(0, 200);
}

/** Writes what an event says about a conversation the client cannot read any more, so its card can say why. */
function applyPayload(cache: ApolloCache, id: string, payload: Record<string, unknown>): void {
  const cacheId = cacheIdOf(cache, id);
  if (!cacheId) return;
  const known = new Set(Object.keys(cache.extract() as Record<string, unknown>));
  const refs = (typename: 'ConversationAgent' | 'ConversationTeam', list: unknown, toReference: (o: Record<string, unknown>, merge?: boolean) => unknown) =>
    (Array.isArray(list) ? list : []).map((r: { id: string }) =>
      known.has(`${typename}:${r.id}`)
        ? toReference({ __typename: typename, id: r.id })
        : toReference({ __typename: typename, id: r.id, ...(typename === 'ConversationAgent' ? { displayName: null } : { name: null }) }, true),
    );
  cache.modify({
    id: cacheId,
    fields: {
      status: (v) => (typeof payload.status === 'string' ? payload.status : v),
      hidden: (v) => (typeof payload.hidden === 'boolean' ? payload.hidden : v),
      snooze: (v) => (typeof payload.snooze === 'number' ? payload.snooze : v),
      assignedAgent: (v, { toReference }) => ('assignedAgent' in payload ? refs('ConversationAgent', payload.assignedAgent, toReference as never) : v),
      team: (v, { toReference }) => ('team' in payload ? refs('ConversationTeam', payload.team, toReference as never) : v),
    },
  });
}

export interface InboxLiveOptions {
  me: string;
  selectedId: string | null;
  /** Puts a conversation whose card changed where it belongs in the list. */
  place: (id: string) => void;
  onCountsChanged: (conversationId: string | null) => void;
  onConfigurationChanged: () => void;
  /** A customer (or anyone) wrote in a conversation; its card is in the cache by now. Not for messages a catch-up brought. */
  onMessage: (message: ArrivedMessage, card: InboxCard | null) => void;
  /** A colleague @mentioned the agent (the card, now flagged, is in the cache by now). Not for mentions a catch-up brought. */
  onMentioned?: (mention: MentionEvent) => void;
  /** The realtime cursor was refused: the list is fetched again. */
  onReset: () => void;
}

/**
 * Keeps the list, the counters and the saved views live (docs/realtime.md): a new message moves
 * its conversation to the top (its card is patched from the event at once), a change someone made
 * is fetched again once this client's own pending change has settled, counts.changed fetches
 * the counters, and the conversations of an erased customer leave the list. After a gap the
 * missed changes arrive the same way (modules/realtime), then the counters are fetched again.
 */
export function useInboxLive(options: InboxLiveOptions): void {
  const client = useApolloClient();
  const opts = useRef(options);
  opts.current = options;

  /** Fetches the card from the server; when it cannot be read any more, the event's own fields are written instead. */
  // Refreshes still on their way, per conversation: a message that follows a change (say, an
  // assignment) must be judged on the card after that change, not on the one before it.
  const inFlight = useRef(new Map<string, Promise<InboxCard | null>>());
  const refresh = useCallback(
    (id: string, payload?: Record<string, unknown>): Promise<InboxCard | null> => {
      const pending = (async () => {
        for (;;) {
          const begun = changesBegun(id);
          try {
            // A read of its own: one already on its way may have started before the change this event announces.
            const { data } = await client.query({
              query: InboxConversationQuery,
              variables: { id },
              fetchPolicy: 'no-cache',
              context: { queryDeduplication: false },
            });
            // This client changed the conversation while the read was on its way: the answer may be from
            // before that change, and written over its result it would put the card back where it was.
            if (changesBegun(id) !== begun) {
              await settled(id);
              continue;
            }
            if (data) client.writeQuery({ query: InboxConversationQuery, variables: { id }, data });
          } catch {
            if (payload) applyPayload(client.cache, id, payload);
          }
          return readCard(client.cache, id);
        }
      })();
      inFlight.current.set(id, pending);
      void pending.finally(() => {
        if (inFlight.current.get(id) === pending) inFlight.current.delete(id);
      });
      return pending;
    },
    [client],
  );

  const onMessageCreated = useCallback(
    async (message: ArrivedMessage, replay: boolean) => {
      const id = message.conversationId;
      if (message.senderType === SYSTEM) return; // notices come with their conversation.updated
      // An automation's form is the customer's to answer: the card keeps what the customer wrote, as the server's does.
      if (message.meta?.automation) return;
      await inFlight.current.get(id);
      let card = readCard(client.cache, id);
      if (card) {
        const cacheId = cacheIdOf(client.cache, id);
        const { selectedId } = opts.current;
        const looking = selectedId === id && typeof document !== 'undefined' && document.visibilityState !== 'hidden';
        const timestamp = typeof message.timestamp === 'number' ? message.timestamp : Date.now();
        client.cache.modify({
          id: cacheId,
          fields: {
            orderTimestamp: (v: number) => Math.max(v, timestamp),
            lastMessage: (v) =>
              v && typeof v === 'object' && 'seq' in v && typeof message.seq === 'number' && (v as { seq: number }).seq > message.seq
                ? v
                : {
                    __typename: 'LastMessage',
                    id: message.id,
                    seq: message.seq ?? 0,
                    senderType: message.senderType,
                    senderId: message.senderId,
                    type: message.meta?.type ?? 1,
                    text: previewOf(message),
                    internal: message.internal,
                    timestamp,
                  },
            // The pane marks what is open and in view as read itself.
            unread: (v: boolean) => (message.senderId !== opts.current.me && !looking ? true : v),
          },
        });
        card = readCard(client.cache, id);
      } else {
        card = await refresh(id);
      }
      opts.current.place(id);
      // Missed while the connection was down: the card and the title say so; no chime for old news.
      if (!replay) opts.current.onMessage(message, card);
    },
    [client, refresh],
  );

  const onEvent = useCallback(
    ({ type, payload, replay }: InboxEvent) => {
      const id = typeof payload.conversationId === 'string' ? payload.conversationId : typeof payload.id === 'string' ? payload.id : null;
      switch (type) {
        case 'message.created':
          void onMessageCreated(payload as unknown as ArrivedMessage, replay);
          break;
        case 'message.deleted': {
          const card = id ? readCard(client.cache, id) : null;
          if (id && card?.lastMessage?.id === payload.id) void refresh(id).then(() => opts.current.place(id));
          break;
        }
        case 'conversation.created':
          if (id) void refresh(id).then(() => opts.current.place(id));
          break;
        case 'conversation.updated':
          if (id) whenSettled(id, () => void refresh(id, payload).then(() => opts.current.place(id)));
          break;
        case 'conversation.mentioned': {
          // The card turns mentioned (and joins the Mentioned me view); the counters follow by counts.changed.
          const mention = mentionOf(payload);
          if (!mention) break;
          void refresh(mention.conversationId).then(() => {
            opts.current.place(mention.conversationId);
            if (!replay) opts.current.onMentioned?.(mention);
          });
          break;
        }
        case 'counts.changed':
          opts.current.onCountsChanged(id);
          break;
        case 'customer.erased': {
          // Their conversations are gone, not changed: no card to fetch, and the server sends no
          // counts.changed for rows it deleted, so the counters are asked for again.
          const erased = customerErasedOf(payload);
          if (!erased) break;
          forgetCards(client.cache, erased.conversationIds);
          for (const conversationId of erased.conversationIds) opts.current.place(conversationId);
          opts.current.onCountsChanged(null);
          break;
        }
        case 'configuration.updated':
          opts.current.onConfigurationChanged();
          break;
        case 'presence.changed': {
          // A customer's first widget socket opened or their last one closed: their cards and pane header follow.
          const presence = customerPresenceOf(payload);
          if (presence) applyCustomerPresence(client.cache, presence);
          break;
        }
        case HUB_EVENTS.resumed:
          // Back after a gap: counters and saved views are not caught up by cursor.
          opts.current.onCountsChanged(null);
          opts.current.onConfigurationChanged();
          break;
        case HUB_EVENTS.reset:
          opts.current.onReset();
          opts.current.onCountsChanged(null);
          break;
        default:
      }
    },
    [client, onMessageCreated, refresh],
  );
  useInboxEvents(onEvent);
}
