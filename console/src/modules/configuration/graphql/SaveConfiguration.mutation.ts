import { graphql } from '../../../__generated__';

export const UpdateConfigurationSettingMutation = graphql(`
  mutation UpdateConfigurationSetting(
    $customerFields: [CustomFieldDefinitionInput!]
    $agentFields: [CustomFieldDefinitionInput!]
    $defaultCustomerTags: [String!]
    $assignOnReply: Boolean
  ) {
    updateAdminSetting(customerFields: $customerFields, agentFields: $agentFields, defaultCustomerTags: $defaultCustomerTags, assignOnReply: $assignOnReply) {
      defaultCustomerTags
      assignOnReply
    }
  }
`);

export const UpdateSettingRulesMutation = graphql(`
  mutation UpdateSettingRules($rules: [TagAssignRuleInput!]!) {
    updateSettingRules(rules: $rules) {
      tag
      team
    }
  }
`);

export const CreateConversationTagMutation = graphql(`
  mutation CreateConversationTag($tag: String!) {
    createTag(kind: conversation, tag: $tag)
  }
`);

export const DeleteConversationTagMutation = graphql(`
  mutation DeleteConversationTag($tag: String!) {
    deleteTag(kind: conversation, tag: $tag)
  }
`);
