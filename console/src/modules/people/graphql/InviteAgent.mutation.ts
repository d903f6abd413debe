import { graphql } from '../../../__generated__';

export const InviteAgentMutation = graphql(`
  mutation InviteAgent($email: String!, $displayName: String!, $permissions: [String!], $teamIds: [ID!]) {
    inviteAgent(email: $email, displayName: $displayName, permissions: $permissions, teamIds: $teamIds)
  }
`);
