import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CreateWebhookInput } from '../../../__generated__/graphql';
import { CreateWebhookMutation } from '../graphql/CreateWebhook.mutation';
import { WebhooksQuery } from '../graphql/Webhooks.query';

/**
 * Creates a subscription and answers its signing secret, shown once: the new subscription joins
 * the cached list, and the secret is dropped from the cache (it lives only in the answer).
 */
export function useCreateWebhook() {
  const [mutate, { loading }] = useMutation(CreateWebhookMutation, {
    update: (cache, { data }) => {
      const created = data?.createWebhook;
      if (!created) return;
      cache.updateQuery({ query: WebhooksQuery }, (list) =>
        list && !list.webhooks.some((w) => w.id === created.id) ? { webhooks: [...list.webhooks, created] } : list,
      );
      cache.modify({ id: cache.identify({ __typename: 'Webhook', id: created.id }), fields: { secret: (_value, { DELETE }) => DELETE } });
    },
  });
  const create = useCallback(
    async (input: CreateWebhookInput): Promise<{ id: string; secret: string }> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('createWebhook answered nothing');
      return { id: data.createWebhook.id, secret: data.createWebhook.secret ?? '' };
    },
    [mutate],
  );
  return { create, loading };
}
