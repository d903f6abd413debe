import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import type { GettingStartedFieldsFragment } from '../../../__generated__/graphql';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { DismissGettingStartedMutation } from '../graphql/DismissGettingStarted.mutation';
import { GettingStartedFieldsFragment as Fields } from '../graphql/GettingStarted.fragment';
import { GettingStartedQuery } from '../graphql/GettingStarted.query';

/** What can tick a step, here or in another tab: a visitor arriving, an invitation or a join, a connection, the widget's settings, a dismissal. */
const TICKS = [
  'conversation.created',
  'invitation.updated',
  'agent.joined',
  'platform.updated',
  'appConfig.updated',
  'configuration.updated',
  HUB_EVENTS.resumed,
];

export interface GettingStarted {
  /** null while loading, on an error, or for someone who does not manage settings. */
  state: GettingStartedFieldsFragment | null;
  dismiss: () => Promise<void>;
}

/** The getting-started panel's steps, kept live, for those who manage settings (`enabled`). */
export function useGettingStarted(enabled: boolean): GettingStarted {
  const { data, refetch } = useQuery(GettingStartedQuery, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  const [dismissMutation] = useMutation(DismissGettingStartedMutation);
  useRealtimeEvents(TICKS, () => {
    if (enabled) void refetch().catch(() => undefined);
  });
  const dismiss = useCallback(async () => {
    await dismissMutation({
      update: (cache, { data: answer }) => {
        if (answer) cache.writeQuery({ query: GettingStartedQuery, data: { gettingStarted: answer.dismissGettingStarted } });
      },
    }).catch(() => undefined);
  }, [dismissMutation]);
  const state = enabled && data ? getFragmentData(Fields, data.gettingStarted) : null;
  return { state, dismiss };
}
