import { graphql } from '../../../__generated__';

export const ExternalPlatformFields = graphql(`
  fragment ExternalPlatformFields on ExternalPlatform {
    id
    type
    appSecretHint
    verifyToken
    webhookUrl
    createDate
    organizationId
    projectGChannelId
    accessTokenHint
    liveChatWebhook
    relayWebhook
    sendWebhook
    webhookSecretHint
    webhookSecret
    channels {
      channelId
      name
      platformType
      accountId
      namespace
      responseWindowHours
      templates {
        key
        name
        description
        params {
          name
          description
          component
          index
        }
      }
    }
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

export const CreateProviderPlatformMutation = graphql(`
  mutation CreateProviderPlatform {
    createProviderPlatform {
      ...ExternalPlatformFields
    }
  }
`);

export const UpdateProviderPlatformMutation = graphql(`
  mutation UpdateProviderPlatform($id: ID!, $accessToken: String, $organizationId: String, $projectGChannelId: String) {
    updateProviderPlatform(id: $id, accessToken: $accessToken, organizationId: $organizationId, projectGChannelId: $projectGChannelId) {
      ...ExternalPlatformFields
    }
  }
`);

export const SaveProviderChannelMutation = graphql(`
  mutation SaveProviderChannel(
    $id: ID!
    $channelId: String!
    $name: String!
    $platformType: String!
    $accountId: String
    $namespace: String
    $responseWindowHours: Int
    $templates: [ChannelTemplateInput!]
  ) {
    saveProviderChannel(
      id: $id
      channelId: $channelId
      name: $name
      platformType: $platformType
      accountId: $accountId
      namespace: $namespace
      responseWindowHours: $responseWindowHours
      templates: $templates
    ) {
      ...ExternalPlatformFields
    }
  }
`);

export const DeleteProviderChannelMutation = graphql(`
  mutation DeleteProviderChannel($id: ID!, $channelId: String!) {
    deleteProviderChannel(id: $id, channelId: $channelId) {
      ...ExternalPlatformFields
    }
  }
`);
