import { graphql } from '../../../__generated__';

/** Everything the configuration page edits (spec §2 Settings). */
export const ConfigurationQuery = graphql(`
  query Configuration {
    adminSetting {
      customerFields {
        ...CustomField_definition
      }
      agentFields {
        ...CustomField_definition
      }
      defaultCustomerTags
      assignOnReply
    }
    settingRules {
      tag
      team
    }
    conversationTags: tags(kind: conversation)
    teams {
      id
      name
    }
  }
`);
