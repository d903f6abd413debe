import { useQuery } from '@apollo/client/react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import type { WebhookFields_WebhookFragment } from '../../../__generated__/graphql';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { WebhookFieldsFragment } from '../graphql/WebhookFields.fragment';
import { WebhooksQuery } from '../graphql/Webhooks.query';

export type Webhook = WebhookFields_WebhookFragment;

/** Realtime events after which the list is read again: a subscription changed, failed, recovered or was turned off; or the tab was away. */
const FOLLOWED = ['webhook.updated', HUB_EVENTS.resumed];

/**
 * The workspace's webhook subscriptions (manageSettings), kept fresh: another manager's change and
 * the server's own (a failing receiver, a subscription turned off) arrive as `webhook.updated`.
 * `enabled: false` reads nothing (a person without manageSettings).
 */
export function useWebhooks(enabled = true) {
  const query = useQuery(WebhooksQuery, { fetchPolicy: 'cache-and-network', skip: !enabled });
  const readAgain = useFreshRead(WebhooksQuery);
  useRealtimeEvents(FOLLOWED, () => {
    if (enabled) readAgain();
  });
  const webhooks: readonly Webhook[] = query.data ? getFragmentData(WebhookFieldsFragment, query.data.webhooks) : [];
  return { webhooks, loading: !query.data && query.loading, error: query.error, retry: readAgain };
}
