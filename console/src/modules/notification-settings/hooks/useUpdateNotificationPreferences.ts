import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { makeFragmentData } from '../../../__generated__/fragment-masking';
import { NotificationPreferencesFragment } from '../../notifications/graphql/NotificationPreferences.fragment';
import { NotificationSettingsQuery } from '../../notifications/graphql/NotificationSettings.query';
import { UpdateNotificationPreferencesMutation } from '../../notifications/graphql/UpdateNotificationPreferences.mutation';
import { useToast } from '../../../ui/toast/useToast';
import type { NotificationChannel, NotificationKind, NotificationPreferences } from './useNotificationSettings';

/**
 * One checkbox of the preferences, saved at once: shown changed at once (optimistic), the row of
 * that kind sent alone (so two quick clicks on different rows never undo each other), the answer
 * written into the cached settings; a failure puts it back and says so.
 */
export function useUpdateNotificationPreferences() {
  const { t } = useLingui();
  const toast = useToast();
  const [mutate] = useMutation(UpdateNotificationPreferencesMutation);

  return useCallback(
    (current: NotificationPreferences, kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
      const row = { push: current[kind].push, email: current[kind].email, [channel]: on };
      const next: NotificationPreferences = { ...current, [kind]: row };
      mutate({
        variables: { input: { [kind]: row } },
        optimisticResponse: { updateNotificationPreferences: makeFragmentData(next, NotificationPreferencesFragment) },
        update: (cache, { data }) => {
          if (!data) return;
          cache.updateQuery({ query: NotificationSettingsQuery }, (settings) =>
            settings ? { notificationSettings: { ...settings.notificationSettings, preferences: data.updateNotificationPreferences } } : undefined,
          );
        },
      }).catch(() => toast({ kind: 'error', title: t`The notification setting could not be saved` }));
    },
    [mutate, t, toast],
  );
}
