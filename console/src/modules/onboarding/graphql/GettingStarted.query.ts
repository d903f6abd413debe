import { graphql } from '../../../__generated__';

export const GettingStartedQuery = graphql(`
  query GettingStarted {
    gettingStarted {
      ...GettingStartedFields
    }
  }
`);
