import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { PingWebhookMutation } from '../graphql/PingWebhook.mutation';
import { showQueuedDelivery } from '../utils/webhookDeliveryCache';

/** "Send test ping": a `ping` event queued for the subscription, its pending delivery at the top of the cached log. */
export function usePingWebhook() {
  const [mutate] = useMutation(PingWebhookMutation);
  return useCallback((id: string) => mutate({ variables: { id }, update: (cache, { data }) => showQueuedDelivery(cache, id, data?.pingWebhook) }), [mutate]);
}
