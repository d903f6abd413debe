import { graphql } from '../../../__generated__';

/** What a row of the customer list shows (spec §2 /customers). */
export const CustomerRowFragment = graphql(`
  fragment CustomerRow_customer on Customer {
    id
    displayName
    generatedName
    email
    refId
    platformReference {
      platform
      reference
    }
    createDate
    online
    conversationCount
  }
`);
