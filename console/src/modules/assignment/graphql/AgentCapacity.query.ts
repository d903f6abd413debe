import { graphql } from '../../../__generated__';

export const AgentCapacityQuery = graphql(`
  query AgentCapacity($id: ID!) {
    agent(id: $id) {
      id
      capacity {
        userId
        capacity
        open
      }
    }
  }
`);
