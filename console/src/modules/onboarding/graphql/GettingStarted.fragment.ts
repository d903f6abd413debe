import { graphql } from '../../../__generated__';

export const GettingStartedFieldsFragment = graphql(`
  fragment GettingStartedFields on GettingStarted {
    widgetInstalled
    teamInvited
    channelConnected
    officeHoursSet
    dismissed
  }
`);
