import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { useSession } from '../../session/hooks/useSession';
import { applyCountsDelta } from '../../conversation-changes/utils/countsDelta';
import { paneFragment, writePaneFields } from '../utils/paneFields';
import type { PaneConversation } from '../utils/types';
import { describeGraphqlError } from '../../../shared/describeError';
import { beginChange, changesBegun, laterPatch, notePatch } from '../../conversation-changes/utils/pendingChanges';

export interface ConversationChange {
  conversationId: string;
  /** The new values, computed from the current ones. */
  patch: (current: PaneConversation) => Partial<PaneConversation>;
  /** Sends the change; its answer (a full conversation) lands in the cache. */
  send: () => Promise<unknown>;
}

/**
 * The optimistic update every conversation change shares (spec §4): the previous value is kept, the
 * new one written to the Apollo cache at once (so list, counters and pane agree), the change sent,
 * and on refusal the previous value restored with a translated error toast.
 */
export function useConversationChange(): (change: ConversationChange) => Promise<boolean> {
  const client = useApolloClient();
  const toast = useToast();
  const { t } = useLingui();
  const { user } = useSession();
  const me = user?.userId ?? '';

  return useCallback(
    async ({ conversationId, patch, send }: ConversationChange) => {
      const { cache } = client;
      const fragment = paneFragment(cache, conversationId);
      const settle = beginChange(conversationId);
      const seq = changesBegun(conversationId);
      const before = cache.readFragment(fragment);
      const changed = before ? patch(before) : null;
      if (before && changed) {
        const after = { ...before, ...changed };
        cache.writeFragment({ ...fragment, data: after });
        applyCountsDelta(cache, before, after, me);
        notePatch(conversationId, seq, changed);
      }
      try {
        await send();
        // This answer is older than a change begun after it: that change's values stay until its own answer.
        const later = laterPatch(conversationId, seq);
        if (later) writePaneFields(cache, conversationId, later);
        return true;
      } catch (error) {
        // Only the fields this change wrote go back, and not those a later change wrote again: other changes made meanwhile stay.
        const current = cache.readFragment(fragment);
        const later = laterPatch(conversationId, seq) ?? {};
        if (before && changed && current) {
          const previous = Object.fromEntries(
            Object.keys(changed)
              .filter((k) => !(k in later))
              .map((k) => [k, before[k as keyof PaneConversation]]),
          ) as Partial<PaneConversation>;
          const reverted = { ...current, ...previous };
          cache.writeFragment({ ...fragment, data: reverted });
          applyCountsDelta(cache, current, reverted, me);
        }
        toast({ kind: 'error', title: t`Update failed`, description: describeGraphqlError(error, t`Server connection failed`) });
        return false;
      } finally {
        settle();
      }
    },
    [client, me, t, toast],
  );
}
