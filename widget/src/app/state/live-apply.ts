import type { ApolloCache } from '@apollo/client';
import type { RealtimeEvent } from '@parley/protocol';
import { WidgetConversationFields } from '../api/graphql/fragments';
import type { LiveHost } from './live-host';
import type { LiveCache } from './live-cache';
import { messageFrom } from './live-events';
import type { LiveOutbox } from './live-outbox';

/** What applying an event writes to and reads again. */
export interface ApplyTarget {
  cache: ApolloCache;
  host: LiveHost;
  lists: Pick<LiveCache, 'loadConversations' | 'refetchAll'>;
  outbox: Pick<LiveOutbox, 'confirm'>;
}

/** One realtime event (live, or a missed change from a catch-up) applied to the cache and the snapshot. */
export function applyLiveEvent(event: RealtimeEvent, { cache, host, lists, outbox }: ApplyTarget): void {
  const { type, payload } = event;
  const conversationId = typeof payload.conversationId === 'string' ? payload.conversationId : undefined;
  const data = host.getSnapshot();
  switch (type) {
    case 'message.created':
    case 'message.updated': {
      const message = messageFrom(payload);
      if (!message || message.internal) return;
      const known = data.conversations.some((c) => c.id === message.conversationId);
      cache.batch({ update: (batch) => outbox.confirm(batch, message) });
      if (type === 'message.created' && message.senderType !== 'customer') {
        const typingUntil = { ...data.typingUntil };
        delete typingUntil[message.conversationId];
        const unread =
          host.viewing === message.conversationId ? data.unread : { ...data.unread, [message.conversationId]: (data.unread[message.conversationId] ?? 0) + 1 };
        host.set({ typingUntil, unread });
      }
      if (!known) void lists.loadConversations();
      return;
    }
    case 'message.deleted':
      if (typeof payload.id === 'string') {
        cache.evict({ id: cache.identify({ __typename: 'Message', id: payload.id }) });
        cache.gc();
      }
      return;
    case 'conversation.created':
      void lists.loadConversations();
      return;
    // A merge (or its undo) moved messages between two conversations and numbered them again.
    case 'conversation.merged':
      void lists.refetchAll();
      return;
    case 'conversation.updated': {
      const id = typeof payload.id === 'string' ? payload.id : undefined;
      const cacheId = id ? cache.identify({ __typename: 'Conversation', id }) : undefined;
      const current = cacheId ? cache.readFragment({ fragment: WidgetConversationFields, id: cacheId }) : null;
      if (!current || !cacheId) return void lists.loadConversations();
      const patch = Object.fromEntries(Object.entries(payload).filter(([k]) => k in current && k !== 'id' && k !== '__typename'));
      cache.writeFragment({ fragment: WidgetConversationFields, id: cacheId, data: { ...current, ...patch } as typeof current });
      return;
    }
    case 'typing': {
      if (!conversationId || payload.userType === 'customer' || payload.internal) return;
      const typingUntil = { ...data.typingUntil };
      if (Number(payload.status ?? 1) === 1) typingUntil[conversationId] = Date.now() + (Number(payload.time) || 3000);
      else delete typingUntil[conversationId];
      host.set({ typingUntil });
      return;
    }
    case 'appConfig.updated':
      host.configChanged();
      return;
    case 'read':
      if (conversationId && payload.userType === 'agent' && typeof payload.messageId === 'string') {
        host.set({ agentRead: { ...data.agentRead, [conversationId]: payload.messageId } });
      }
      return;
    default:
      return;
  }
}
