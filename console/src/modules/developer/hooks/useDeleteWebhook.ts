import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteWebhookMutation } from '../graphql/DeleteWebhook.mutation';
import { DELIVERY_PAGE_SIZE } from '../utils/webhookDeliveryLog';

/** Deletes a subscription: it leaves the cache (the list, and its delivery log with it). */
export function useDeleteWebhook() {
  const [mutate] = useMutation(DeleteWebhookMutation);
  return useCallback(
    (id: string) =>
      mutate({
        variables: { id },
        update: (cache, { data }) => {
          if (!data?.deleteWebhook) return;
          cache.evict({ id: cache.identify({ __typename: 'Webhook', id }) });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'webhookDeliveries', args: { id, size: DELIVERY_PAGE_SIZE } });
          cache.gc();
        },
      }),
    [mutate],
  );
}
