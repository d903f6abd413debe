import { graphql } from '../../../__generated__';

/** Custom field definitions (spec §3): filter fields, profile fields. */
export const CustomFieldsQuery = graphql(`
  query CustomFields {
    adminSetting {
      customerFields {
        ...CustomField_definition
      }
      agentFields {
        ...CustomField_definition
      }
    }
  }
`);
