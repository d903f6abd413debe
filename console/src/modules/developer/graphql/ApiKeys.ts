import { graphql } from '../../../__generated__';

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String!) {
    createApiKey(name: $name) {
      key
    }
  }
`);

export const UpdateApiKeyMutation = graphql(`
  mutation UpdateApiKey($key: String!, $identityVerification: Boolean!) {
    updateApiKey(key: $key, identityVerification: $identityVerification) {
      key
      identityVerification
    }
  }
`);

export const DeleteApiKeyMutation = graphql(`
  mutation DeleteApiKey($key: String!) {
    deleteApiKey(key: $key)
  }
`);
