import { useQuery } from '@apollo/client/react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import type { NotificationPreferences_PreferencesFragment, PushSubscription_SubscriptionFragment } from '../../../__generated__/graphql';
import { NotificationPreferencesFragment } from '../../notifications/graphql/NotificationPreferences.fragment';
import { NotificationSettingsQuery } from '../../notifications/graphql/NotificationSettings.query';
import { PushSubscriptionFragment } from '../../notifications/graphql/PushSubscription.fragment';

export type NotificationPreferences = NotificationPreferences_PreferencesFragment;
export type PushSubscriptionRow = PushSubscription_SubscriptionFragment;
export type NotificationKind = 'newConversation' | 'assignedMessage' | 'mention';
export type NotificationChannel = 'push' | 'email';

/** The signed-in agent's notification settings, read afresh each time the section opens. */
export function useNotificationSettings() {
  const query = useQuery(NotificationSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const settings = query.data?.notificationSettings;
  return {
    emailWindowMinutes: settings?.emailWindowMinutes ?? null,
    preferences: getFragmentData(NotificationPreferencesFragment, settings?.preferences) ?? null,
    subscriptions: settings?.pushSubscriptions.map((s) => getFragmentData(PushSubscriptionFragment, s)) ?? [],
    loading: !query.data && query.loading,
    error: !query.data ? query.error : undefined,
    refetch: query.refetch,
  };
}
