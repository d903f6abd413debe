import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef } from 'react';
import { ToastBody } from '../../../ui/toast/ToastBody';
import { useToast } from '../../../ui/toast/useToast';
import { showBrowserNotice } from '../../notifications/utils/browserNotice';
import { playChime } from '../../notifications/utils/playChime';
import type { InboxCard } from '../utils/cardCache';
import { isUnattended, type ArrivedMessage } from '../utils/notificationRules';
import { conversationTitle } from '../../../shared/generatedNames';

/**
 * Issue 50: a new visitor must not go unseen while agents sit on "Assigned to me". A visitor's
 * message in a conversation nobody is assigned, on a view that does not list it, shows a toast naming them with a button to open it,
 * a chime, and a browser notification when the tab is not in view — once per conversation (again
 * only after it was assigned and left unassigned).
 */
export function useUnattendedNotices({ selectedId, open }: { selectedId: string | null; open: (conversationId: string) => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const told = useRef(new Set<string>());
  const live = useRef({ selectedId, open });
  live.current = { selectedId, open };

  return useCallback(
    (message: ArrivedMessage, card: InboxCard | null) => {
      const id = message.conversationId;
      const assignees = card ? card.assignedAgent : null;
      if (assignees && assignees.length > 0) told.current.delete(id);
      const pageVisible = document.visibilityState !== 'hidden' && document.hasFocus();
      if (!isUnattended({ message, assignees, alreadyTold: told.current.has(id), openConversationId: live.current.selectedId, pageVisible })) return;
      told.current.add(id);
      const who = card ? conversationTitle(card) : t`A visitor`;
      const title = t`${who} is waiting for an answer`;
      const text = message.meta?.content ?? message.meta?.file?.name ?? '';
      toast({
        kind: 'info',
        title,
        duration: 8000,
        description: (
          <ToastBody data-testid="unattended-toast">
            {text && <span>{text}</span>}
            <button type="button" onClick={() => live.current.open(id)}>{t`Open the conversation`}</button>
          </ToastBody>
        ),
      });
      playChime();
      if (!pageVisible) showBrowserNotice(title, { body: text || t`Nobody is assigned yet`, tag: `unattended-${id}` }, () => live.current.open(id));
    },
    [t, toast],
  );
}
