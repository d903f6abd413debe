import { graphql } from '../../../__generated__';

/** What the SDK and API key sections show of a key. */
export const ApiKeyFieldsFragment = graphql(`
  fragment ApiKeyFields_apiKey on ApiKey {
    name
    key
    secret
    identityVerification
    createDate
  }
`);

/** What the API token section shows of a token (never its secret: that is shown once, at creation). */
export const ApiTokenFieldsFragment = graphql(`
  fragment ApiTokenFields_apiToken on ApiToken {
    name
    token
    permissions
    createDate
    lastUsed
  }
`);

/** The developer page's one query: the widget's keys and the servers' tokens. */
export const DeveloperPageQuery = graphql(`
  query DeveloperPage {
    apiKeys {
      ...ApiKeyFields_apiKey
    }
    apiTokens {
      ...ApiTokenFields_apiToken
    }
  }
`);
