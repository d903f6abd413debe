import { graphql } from '../../../__generated__';

export const DismissGettingStartedMutation = graphql(`
  mutation DismissGettingStarted {
    dismissGettingStarted {
      ...GettingStartedFields
    }
  }
`);
