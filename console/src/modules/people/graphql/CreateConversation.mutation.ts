import { graphql } from '../../../__generated__';

export const CreateConversationMutation = graphql(`
  mutation CreateCustomerConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      id
    }
  }
`);
