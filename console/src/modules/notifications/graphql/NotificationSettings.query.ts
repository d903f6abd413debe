import { graphql } from '../../../__generated__';

/** The signed-in agent's notification settings: the push key this browser subscribes with, its browsers and its choices. */
export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    notificationSettings {
      pushPublicKey
      emailWindowMinutes
      preferences {
        ...NotificationPreferences_preferences
      }
      pushSubscriptions {
        ...PushSubscription_subscription
      }
    }
  }
`);
