import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { DeleteExternalPlatformMutation } from '../graphql/Platforms';
import { useAttempt } from './useAttempt';
import type { AdoptPlatforms } from './usePlatforms';

/** Removes a platform of either type, with its spec §8 toast; true when it went through. */
export function useRemoveConnection(platformId: string, adopt: AdoptPlatforms) {
  const { t } = useLingui();
  const attempt = useAttempt();
  const [deletePlatform] = useMutation(DeleteExternalPlatformMutation);
  return () =>
    attempt(
      async () => adopt((await deletePlatform({ variables: { id: platformId } })).data?.deleteExternalPlatform),
      t`The connection has been removed`,
      t`The connection could not be removed`,
    );
}
