import { useMemo, useRef } from 'react';
import type { PaneConversation, PaneMessage } from '../utils/types';
import { useMarkRead } from './useMarkRead';

/**
 * This agent's read marks in the pane: the unread marker (the first message from someone else after
 * where the reader stopped when the conversation was opened), returned, and lastRead moved on to the
 * newest server message as it is read (useMarkRead).
 */
export function usePaneReadMarks(conversation: PaneConversation, messages: PaneMessage[], me: string): { unreadFromId: string | null } {
  // The unread marker: where the reader stopped when the conversation was opened.
  const openedLastRead = useRef(conversation.lastRead?.id ?? null);
  const unreadFromId = useMemo(() => {
    if (!openedLastRead.current) return null;
    const at = messages.findIndex((m) => m.id === openedLastRead.current);
    const next = at >= 0 ? messages.slice(at + 1).find((m) => m.senderId !== me) : undefined;
    return next?.id ?? null;
  }, [messages, me]);

  const lastServer = messages[messages.length - 1];
  useMarkRead(conversation.id, lastServer, conversation.lastRead?.id);
  return { unreadFromId };
}
