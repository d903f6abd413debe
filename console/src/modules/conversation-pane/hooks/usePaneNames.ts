import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { PaneConversation } from '../utils/types';

/** The names the pane shows for senders and typists: the conversation's agents and customer, this agent as "You". */
export function usePaneNames(
  conversation: PaneConversation,
  me: string,
  meName: string,
  typists: readonly string[],
): { nameOf: (senderId: string | null, senderType: string, signed?: string) => string; typistNames: string[] } {
  const { t } = useLingui();
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const a of [...conversation.agent, ...conversation.assignedAgent]) if (a.displayName) map.set(a.id, a.displayName);
    for (const c of conversation.customer) if (c.displayName) map.set(c.id, c.displayName);
    if (me) map.set(me, meName);
    return map;
  }, [conversation.agent, conversation.assignedAgent, conversation.customer, me, meName]);
  const nameOf = useCallback(
    (senderId: string | null, senderType: string, signed?: string) => {
      // An API token's message carries the token's name; an older one has none.
      if (senderType === 'autoMessage') return signed?.trim() || t`Chat bot`;
      if (senderType === 'system') return t`System`;
      if (senderId && senderId === me) return t`You`;
      if (senderId && names.has(senderId)) return names.get(senderId) ?? '';
      // A customer other than this conversation's wrote it before a merge: not named as this one.
      const own = !senderId || senderId === conversation.customer[0]?.id;
      return senderType === 'customer' ? (own && conversation.customer[0]?.displayName) || t`Customer` : t`Agent`;
    },
    [conversation.customer, me, names, t],
  );

  const typistNames = typists.map((u) => names.get(u) ?? t`Customer`);
  return { nameOf, typistNames };
}
