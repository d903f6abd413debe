import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RotateWebhookSecretMutation } from '../graphql/RotateWebhookSecret.mutation';

/**
 * Replaces a subscription's signing secret and answers the new one, shown once. The old secret
 * keeps signing beside it for 24 hours (previousSecretUntil, which the cached subscription takes
 * from the answer); the new secret is dropped from the cache.
 */
export function useRotateWebhookSecret() {
  const [mutate] = useMutation(RotateWebhookSecretMutation, {
    update: (cache, { data }) => {
      const rotated = data?.rotateWebhookSecret;
      if (rotated) cache.modify({ id: cache.identify({ __typename: 'Webhook', id: rotated.id }), fields: { secret: (_value, { DELETE }) => DELETE } });
    },
  });
  return useCallback(
    async (id: string): Promise<string> => {
      const { data } = await mutate({ variables: { id } });
      return data?.rotateWebhookSecret.secret ?? '';
    },
    [mutate],
  );
}
