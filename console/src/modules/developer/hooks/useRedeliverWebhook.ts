import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RedeliverWebhookMutation } from '../graphql/RedeliverWebhook.mutation';
import { showQueuedDelivery } from '../utils/webhookDeliveryCache';

/** "Redeliver": the same event (same id and body) queued again, its new pending delivery at the top of the cached log. */
export function useRedeliverWebhook() {
  const [mutate] = useMutation(RedeliverWebhookMutation);
  return useCallback(
    (id: string, deliveryId: string) =>
      mutate({ variables: { id, deliveryId }, update: (cache, { data }) => showQueuedDelivery(cache, id, data?.redeliverWebhook) }),
    [mutate],
  );
}
