import { graphql } from '../../../__generated__';

export const UpdateConfigurationMutation = graphql(`
  mutation UpdateInboxConfiguration($setValue: ConfigurationSetValueInput!) {
    updateConfiguration(setValue: $setValue) {
      ...InboxConfiguration_views
    }
  }
`);
