import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef } from 'react';
import { ToastBody } from '../../../ui/toast/ToastBody';
import { useToast } from '../../../ui/toast/useToast';
import { showBrowserNotice } from '../../notifications/utils/browserNotice';
import { playChime } from '../../notifications/utils/playChime';
import type { MentionEvent } from '../utils/mentionEvent';

/**
 * Issue 20 / spec 2.19: a colleague @mentioned the agent. A toast says who and what (with a link
 * to the conversation), a chime sounds, and a browser notification shows when the tab is not in
 * view; clicking it opens the conversation. Not while the agent is looking at that conversation.
 */
export function useMentionNotifications({ selectedId, open }: { selectedId: string | null; open: (conversationId: string) => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const live = useRef({ selectedId, open });
  live.current = { selectedId, open };

  return useCallback(
    (mention: MentionEvent) => {
      const pageVisible = document.visibilityState !== 'hidden' && document.hasFocus();
      if (pageVisible && live.current.selectedId === mention.conversationId) return;
      const who = mention.senderName ?? t`A colleague`;
      const title = t`${who} mentioned you`;
      toast({
        kind: 'info',
        title,
        duration: 8000,
        description: (
          <ToastBody data-testid="mention-toast">
            <span>{mention.text}</span>
            <button type="button" onClick={() => live.current.open(mention.conversationId)}>{t`Open the conversation`}</button>
          </ToastBody>
        ),
      });
      playChime();
      if (!pageVisible) showBrowserNotice(title, { body: mention.text, tag: `mention-${mention.messageId}` }, () => live.current.open(mention.conversationId));
    },
    [t, toast],
  );
}
