import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import type { WebhookDeliveryFields_WebhookDeliveryFragment } from '../../../__generated__/graphql';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { WebhookDeliveriesQuery } from '../graphql/WebhookDeliveries.query';
import { WebhookDeliveryFieldsFragment } from '../graphql/WebhookDeliveryFields.fragment';
import { logVariables, mergeFreshDeliveries } from '../utils/webhookDeliveryCache';
import { appendOlder, DELIVERY_IDLE_POLL_MS, DELIVERY_POLL_MS, hasPending } from '../utils/webhookDeliveryLog';

export type WebhookDelivery = WebhookDeliveryFields_WebhookDeliveryFragment;

/**
 * A subscription's delivery log while it is open (`webhookId` set), newest first, a page at a time
 * ("Load more"). While a delivery shown is pending the newest page is read again every 2 s, else
 * every 10 s (new events' deliveries), and on each `webhook.updated` of this subscription; each read
 * is merged in, the pages loaded after it kept: a ping or a redelivery turns Delivered on screen
 * without a reload.
 */
export function useWebhookDeliveries(webhookId: string | null) {
  const client = useApolloClient();
  const query = useQuery(WebhookDeliveriesQuery, { variables: logVariables(webhookId ?? ''), skip: !webhookId, fetchPolicy: 'cache-and-network' });
  const page = webhookId ? query.data?.webhookDeliveries : undefined;
  const items = page?.items ?? [];
  const pending = hasPending(items);
  const [loadingMore, setLoadingMore] = useState(false);

  const refresh = useCallback(() => {
    if (!webhookId) return;
    client
      .query({ query: WebhookDeliveriesQuery, variables: logVariables(webhookId), fetchPolicy: 'no-cache' })
      .then(({ data }) => data && mergeFreshDeliveries(client.cache, webhookId, data.webhookDeliveries))
      .catch(() => undefined); // the next poll or event asks again
  }, [client, webhookId]);

  useEffect(() => {
    if (!webhookId) return undefined;
    const timer = setInterval(refresh, pending ? DELIVERY_POLL_MS : DELIVERY_IDLE_POLL_MS);
    return () => clearInterval(timer);
  }, [webhookId, pending, refresh]);

  useRealtimeEvents(['webhook.updated', HUB_EVENTS.resumed], (event) => {
    if (event.type !== 'webhook.updated' || event.payload.id === webhookId) refresh();
  });

  const { fetchMore } = query;
  const last = items.at(-1);
  const loadMore = useCallback(async () => {
    if (!last || !page?.hasMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { before: last.id },
        updateQuery: (shown, { fetchMoreResult }) => ({
          webhookDeliveries: { __typename: 'WebhookDeliveryPage' as const, ...appendOlder(shown.webhookDeliveries, fetchMoreResult.webhookDeliveries) },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, last, page?.hasMore]);

  return {
    deliveries: getFragmentData(WebhookDeliveryFieldsFragment, items),
    hasMore: page?.hasMore ?? false,
    loading: !page && query.loading,
    error: page ? undefined : query.error,
    pending,
    loadMore,
    loadingMore,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
