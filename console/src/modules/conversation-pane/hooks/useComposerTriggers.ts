import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { CustomerQuery } from '../../people/graphql/Customer.query';
import { CustomerProfileFragment } from '../../people/graphql/CustomerProfile.fragment';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { useSession } from '../../session/hooks/useSession';
import { AssignCandidatesQuery } from '../graphql/AssignCandidates.query';
import { ComposerCannedRepliesQuery } from '../graphql/ComposerCannedReplies.query';
import { cannedReplyText } from '../utils/cannedReplyText';
import { filterSuggestions } from '../utils/triggerSuggest';
import type { TriggerSource } from './useTriggerSuggestions';

/**
 * The composer's two pickers for one conversation: `@` lists the workspace's agents (internal
 * notes only: mentions are internal), `/` the canned replies, inserted in the console's language
 * with the customer's and the agent's details filled in.
 */
export function useComposerTriggers(customerId: string | null): (internal: boolean) => TriggerSource[] {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const agents = useQuery(AssignCandidatesQuery);
  const canned = useQuery(ComposerCannedRepliesQuery, { fetchPolicy: 'cache-and-network' });
  const customerQuery = useQuery(CustomerQuery, { variables: { id: customerId ?? '' }, skip: !customerId });
  const customer = getFragmentData(CustomerProfileFragment, customerQuery.data?.customer);
  // Replies changed in Settings (workspace: setting.updated; personal: configuration.updated) show at once.
  const readCannedAgain = useFreshRead(ComposerCannedRepliesQuery);
  useRealtimeEvents(['setting.updated', 'configuration.updated', HUB_EVENTS.resumed], (event) => {
    const keys = (event.payload as { keys?: unknown }).keys;
    if (!Array.isArray(keys) || keys.includes('cannedReplies')) readCannedAgain();
  });

  const me = user?.userId ?? '';
  const lang = i18n.locale;
  const agentList = agents.data?.agents;
  const replies = canned.data?.cannedReplies;
  const personal = t`Personal`;
  return useCallback(
    (internal: boolean): TriggerSource[] => {
      const ctx = { customer: customer ?? null, agent: user ? { displayName: user.displayName, email: user.email } : null, lang };
      const others = (agentList ?? []).filter((a) => a.id !== me);
      const all = replies ?? [];
      return [
        {
          char: '@',
          label: t`Mention an agent`,
          emptyText: t`No agent matches`,
          enabled: internal,
          items: (query) =>
            filterSuggestions(others, query, (a) => a.displayName).map((a) => ({ id: a.id, label: a.displayName, detail: a.online ? t`Online` : undefined })),
          pick: (item) => ({ text: `@${item.label} `, mention: { id: item.id, label: item.label } }),
        },
        {
          char: '/',
          label: t`Canned replies`,
          emptyText: all.length ? t`No canned reply matches` : t`No canned replies yet.`,
          enabled: true,
          items: (query) =>
            filterSuggestions(
              all,
              query,
              (r) => r.shortCode,
              (r) => cannedReplyText(r.content, ctx),
            ).map((r) => ({
              id: r.id,
              label: `/${r.shortCode}`,
              detail: cannedReplyText(r.content, ctx),
              badge: r.scope === 'personal' ? personal : undefined,
            })),
          pick: (item) => ({ text: item.detail ?? '', cannedReplyId: item.id }),
        },
      ];
    },
    [agentList, customer, lang, me, personal, replies, t, user],
  );
}
