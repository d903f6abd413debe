import { graphql } from '../../../__generated__';

export const ReportConsoleFocusMutation = graphql(`
  mutation ReportConsoleFocus($tabId: String!, $focused: Boolean!) {
    reportConsoleFocus(tabId: $tabId, focused: $focused)
  }
`);
