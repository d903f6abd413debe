import { graphql } from '../../../__generated__';

export const ME_QUERY = graphql(`
  query Me {
    me {
      userId
      displayName
      permissions
    }
  }
`);
