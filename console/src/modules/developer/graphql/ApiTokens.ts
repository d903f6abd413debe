import { graphql } from '../../../__generated__';

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!, $permissions: [String!]!) {
    createApiToken(name: $name, permissions: $permissions) {
      name
      token
      secret
    }
  }
`);

export const DeleteApiTokenMutation = graphql(`
  mutation DeleteApiToken($token: String!) {
    deleteApiToken(token: $token)
  }
`);
