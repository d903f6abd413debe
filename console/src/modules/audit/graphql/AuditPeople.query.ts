import { graphql } from '../../../__generated__';

export const AuditPeopleQuery = graphql(`
  query AuditPeople {
    agents {
      id
      displayName
    }
  }
`);
