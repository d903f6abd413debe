import { graphql } from '../../../__generated__';

/** Push and email, per kind of event: read by the settings and answered by their update alike. */
export const NotificationPreferencesFragment = graphql(`
  fragment NotificationPreferences_preferences on NotificationPreferences {
    newConversation {
      push
      email
    }
    assignedMessage {
      push
      email
    }
    mention {
      push
      email
    }
  }
`);
