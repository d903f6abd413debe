import { graphql } from '../../../__generated__';

export const SetAgentCapacityMutation = graphql(`
  mutation SetAgentCapacity($userId: ID!, $capacity: Int) {
    setAgentCapacity(userId: $userId, capacity: $capacity) {
      userId
      capacity
      open
    }
  }
`);
