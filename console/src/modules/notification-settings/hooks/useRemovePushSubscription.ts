import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RemovePushSubscriptionMutation } from '../../notifications/graphql/RemovePushSubscription.mutation';
import { dropFromList, forgetThisBrowser, thisBrowserSubscriptionId } from '../../notifications/utils/pushRegistration';

/** Removes one of the agent's browsers: it leaves the cached list; removing this one also ends its subscription here. */
export function useRemovePushSubscription() {
  const [mutate] = useMutation(RemovePushSubscriptionMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache, { data }) => {
          if (data?.removePushSubscription) dropFromList(cache, id);
        },
      });
      if (id === thisBrowserSubscriptionId()) await forgetThisBrowser();
    },
    [mutate],
  );
}
