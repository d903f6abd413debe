import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFragment as getFragmentData, type FragmentType } from '../../../__generated__/fragment-masking';
import type { ExternalPlatformFieldsFragment } from '../../../__generated__/graphql';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { ExternalPlatformFields, ExternalPlatformsQuery } from '../graphql/Platforms';

export type Platform = ExternalPlatformFieldsFragment;
export type FacebookPage = Platform['pages'][number];
/** Stores a mutation's answer (the refreshed list) as the platforms. */
export type AdoptPlatforms = ReturnType<typeof usePlatforms>['adopt'];

/**
 * The workspace's platforms (spec §7: loaded at start, every change answers the refreshed list).
 * `adopt` stores a mutation's answer as the list; another manager's change is read again.
 */
export function usePlatforms() {
  const client = useApolloClient();
  const query = useQuery(ExternalPlatformsQuery, { fetchPolicy: 'cache-and-network' });
  const readAgain = useFreshRead(ExternalPlatformsQuery);
  useRealtimeEvents('platform.updated', readAgain);
  const adopt = useCallback(
    (list: readonly FragmentType<typeof ExternalPlatformFields>[] | undefined) => {
      if (list) client.writeQuery({ query: ExternalPlatformsQuery, data: { externalPlatforms: [...list] } });
    },
    [client],
  );
  const platforms: readonly Platform[] = query.data ? getFragmentData(ExternalPlatformFields, query.data.externalPlatforms) : [];
  return { platforms, loading: !query.data && query.loading, error: query.error, adopt };
}
