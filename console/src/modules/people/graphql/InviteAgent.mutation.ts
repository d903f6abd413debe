import { graphql } from '../../../__generated__';

export const InviteAgentMutation = graphql(`
  mutation InviteAgent($email: String!, $displayName: String!, $permissions: [String!]) {
    inviteAgent(email: $email, displayName: $displayName, permissions: $permissions)
  }
`);
