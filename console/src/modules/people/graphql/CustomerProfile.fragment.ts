import { graphql } from '../../../__generated__';

/** The customer page: header, profile panel and notes read it. */
export const CustomerProfileFragment = graphql(`
  fragment CustomerProfile_customer on Customer {
    id
    displayName
    generatedName
    username
    refId
    platformReference {
      platform
      reference
    }
    email
    subtitle
    bio
    createDate
    lastActivity
    online
    archived
    tags
    fields
    conversationCount
    notes {
      id
      userId
      authorName
      content
      timestamp
    }
  }
`);
