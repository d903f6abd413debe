import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { makeFragmentData } from '../../../__generated__/fragment-masking';
import type { UpdateWebhookInput } from '../../../__generated__/graphql';
import { UpdateWebhookMutation } from '../graphql/UpdateWebhook.mutation';
import { WebhookFieldsFragment } from '../graphql/WebhookFields.fragment';
import type { Webhook } from './useWebhooks';

/**
 * Changes a subscription. The answer is the subscription, normalized by id: the cached list follows
 * by itself. Turning one on or off shows at once (optimistic), as the server does it: from a clean
 * slate, with no failures counted and no reason kept.
 */
export function useUpdateWebhook() {
  const [mutate, { loading }] = useMutation(UpdateWebhookMutation);

  const update = useCallback((input: UpdateWebhookInput) => mutate({ variables: { input } }), [mutate]);

  const setActive = useCallback(
    (webhook: Webhook, active: boolean) => {
      const next: Webhook = {
        ...webhook,
        active,
        consecutiveFailures: 0,
        retryAt: null,
        disabledReason: null,
        disabledAt: active ? null : Date.now(),
      };
      return mutate({
        variables: { input: { id: webhook.id, active } },
        // The cache knows a subscription by its __typename and id, which the generated types leave out.
        optimisticResponse: { updateWebhook: Object.assign({ __typename: 'Webhook' as const, id: webhook.id }, makeFragmentData(next, WebhookFieldsFragment)) },
      });
    },
    [mutate],
  );

  return { update, setActive, loading };
}
