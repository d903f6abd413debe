import { graphql } from '../../../__generated__';

export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationPreferences_preferences
    }
  }
`);
