import { useCallback, useMemo, useState } from 'react';
import { MessageType } from '../utils/messageRules';
import { useApolloClient } from '@apollo/client/react';
import { writePaneFields } from '../utils/paneFields';
import { settledReader } from '../../conversation-changes/utils/pendingChanges';
import type { PaneMessage } from '../utils/types';
import type { ConversationMessages } from './useConversationMessages';
import { usePaneEvents, type PaneEvent } from './usePaneEvents';
import type { SendQueueApi } from './useSendQueue';
import type { useTyping } from './useTyping';

export interface PaneLiveTargets {
  history: ConversationMessages;
  queue: SendQueueApi;
  typing: ReturnType<typeof useTyping>;
  /** Reads the pane's conversation again (its answer written to the cache). */
  refetch: () => Promise<unknown>;
}

/**
 * The open conversation's realtime events (docs/realtime.md) applied to the pane: messages into the
 * history (confirming our own sends, ending their sender's typing marker), typing markers, the
 * conversation read again once this client's own changes to it settle, and the customer's read
 * mark, which only these events move and which is therefore held here.
 */
export function usePaneLiveEvents(conversationId: string, { history, queue, typing, refetch }: PaneLiveTargets): { customerReadId: string | null } {
  const id = conversationId;
  const [customerReadId, setCustomerReadId] = useState<string | null>(null);
  const { cache } = useApolloClient();
  // One reader per pane: a status change's notice and its conversation.updated, while the change is on its way, read once.
  const readAgain = useMemo(() => settledReader(id, refetch, (fields) => writePaneFields(cache, id, fields)), [cache, id, refetch]);
  const onEvent = useCallback(
    ({ type, payload }: PaneEvent) => {
      switch (type) {
        case 'message.created':
        case 'message.updated': {
          const m = payload as unknown as PaneMessage;
          history.upsert([m]);
          if (m.localId) queue.confirm(m.localId);
          if (m.senderId) typing.receive({ userId: m.senderId, status: 0 });
          if (m.meta?.type === MessageType.system) readAgain();
          break;
        }
        case 'message.deleted':
          history.remove(String(payload.id));
          break;
        case 'typing':
          typing.receive({ userId: String(payload.userId), status: Number(payload.status), time: Number(payload.time) || undefined });
          break;
        case 'conversation.updated':
          readAgain();
          break;
        case 'conversation.merged':
          // Messages moved in or out and were numbered again: read both the pane and its history afresh.
          void refetch();
          history.reload();
          break;
        case 'read':
          if (payload.userType === 'customer') setCustomerReadId(String(payload.messageId));
          break;
        default:
      }
    },
    [history, queue, readAgain, refetch, typing],
  );
  usePaneEvents(id, onEvent);
  return { customerReadId };
}
