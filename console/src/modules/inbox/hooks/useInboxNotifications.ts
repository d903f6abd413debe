import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { showBrowserNotice } from '../../notifications/utils/browserNotice';
import { playChime } from '../../notifications/utils/playChime';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { InboxCardFragment } from '../graphql/InboxCard.fragment';
import { InboxConversationsQuery } from '../graphql/InboxConversations.query';
import type { InboxCard } from '../utils/cardCache';
import { shouldNotify, titleWithCount, type ArrivedMessage } from '../utils/notificationRules';
import { conversationTitle } from '../../../shared/generatedNames';

/** The newest of the agent's own open conversations, watched for the unread count in the tab title. */
const MINE = { filter: 'me', status: 'open', size: 100 } as const;

/**
 * Spec §6 and §9: a browser notification and a sound when a customer writes in a conversation
 * assigned to the agent (never for automatic messages); clicking it focuses the conversation. The
 * tab title leads with the number of the agent's unread open conversations.
 */
export function useInboxNotifications({
  me,
  selectedId,
  title,
  open,
  start,
}: {
  me: string;
  selectedId: string | null;
  title: string;
  open: (conversationId: string) => void;
  /** The list's first page is in: only then the watch starts, so its 100 cards do not delay the list's first paint. */
  start: boolean;
}) {
  const { t } = useLingui();
  // Once started, the watch stays on (the list reloading for another view does not stop it).
  const [started, setStarted] = useState(start);
  if (start && !started) setStarted(true);
  const { data } = useQuery(InboxConversationsQuery, { variables: { filter: MINE }, fetchPolicy: 'cache-and-network', skip: !started });
  const readAgain = useFreshRead(InboxConversationsQuery, { filter: MINE });
  const mine = getFragmentData(InboxCardFragment, data?.conversations);
  const unread = useMemo(() => (mine ?? []).filter((c) => c.unread && c.status === 'open' && c.assignedAgent.some((a) => a.id === me)).length, [me, mine]);
  const live = useRef({ selectedId, open, mine, started });
  live.current = { selectedId, open, mine, started };

  useEffect(() => {
    document.title = `${titleWithCount(title, unread)} · Parley`;
  }, [title, unread]);
  useEffect(() => () => void (document.title = 'Parley'), []);

  // A conversation of mine the watched list does not hold yet (new, or just assigned to me): fetch the list again.
  const refetchSoon = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (refetchSoon.current) clearTimeout(refetchSoon.current);
    },
    [],
  );

  return useCallback(
    (message: ArrivedMessage, card: InboxCard | null) => {
      const assignedToMe = Boolean(card?.assignedAgent.some((a) => a.id === me));
      // (Before the watch has started, its first fetch will hold the conversation anyway.)
      if (assignedToMe && live.current.started && !live.current.mine?.some((c) => c.id === message.conversationId) && !refetchSoon.current) {
        refetchSoon.current = setTimeout(() => {
          refetchSoon.current = null;
          readAgain();
        }, 300);
      }
      const pageVisible = document.visibilityState !== 'hidden' && document.hasFocus();
      if (!shouldNotify({ message, assignedToMe, openConversationId: live.current.selectedId, pageVisible })) return;
      playChime();
      const name = card ? conversationTitle(card) : t`Customer`;
      const body = message.meta?.content ?? message.meta?.file?.name ?? t`New message`;
      showBrowserNotice(t`New message from ${name}`, { body, tag: message.conversationId }, () => live.current.open(message.conversationId));
    },
    [me, readAgain, t],
  );
}
