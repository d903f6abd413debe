import { graphql } from '../../../__generated__';

export const ExternalPlatformFields = graphql(`
  fragment ExternalPlatformFields on ExternalPlatform {
    id
    type
    appSecretHint
    verifyToken
    webhookUrl
    createDate
    pages {
      pageId
      name
      accessTokenHint
      responseWindowHours
      tags {
        tag
        name
        description
      }
    }
  }
`);

export const ExternalPlatformsQuery = graphql(`
  query ExternalPlatforms {
    externalPlatforms {
      ...ExternalPlatformFields
    }
  }
`);

export const CreateFacebookPlatformMutation = graphql(`
  mutation CreateFacebookPlatform {
    createFacebookPlatform {
      ...ExternalPlatformFields
    }
  }
`);

export const UpdateFacebookPlatformMutation = graphql(`
  mutation UpdateFacebookPlatform($id: ID!, $appSecret: String!) {
    updateFacebookPlatform(id: $id, appSecret: $appSecret) {
      ...ExternalPlatformFields
    }
  }
`);

export const DeleteExternalPlatformMutation = graphql(`
  mutation DeleteExternalPlatform($id: ID!) {
    deleteExternalPlatform(id: $id) {
      ...ExternalPlatformFields
    }
  }
`);

export const SaveFacebookPageMutation = graphql(`
  mutation SaveFacebookPage($id: ID!, $pageId: String!, $name: String!, $accessToken: String, $responseWindowHours: Int, $tags: [FacebookMessageTagInput!]) {
    saveFacebookPage(id: $id, pageId: $pageId, name: $name, accessToken: $accessToken, responseWindowHours: $responseWindowHours, tags: $tags) {
      ...ExternalPlatformFields
    }
  }
`);

export const DeleteFacebookPageMutation = graphql(`
  mutation DeleteFacebookPage($id: ID!, $pageId: String!) {
    deleteFacebookPage(id: $id, pageId: $pageId) {
      ...ExternalPlatformFields
    }
  }
`);
