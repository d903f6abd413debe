import { graphql } from '../../../__generated__';

/** The stored configuration, the widget's view of it (agents, office state), and what dynamic response time measures now. */
export const CustomizationQuery = graphql(`
  query Customization {
    appConfig
    application
    measuredResponseTime
  }
`);

export const UpdateAppConfigMutation = graphql(`
  mutation UpdateAppConfig($value: JSONObject!) {
    updateAppConfig(value: $value)
  }
`);
