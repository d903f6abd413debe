import { graphql } from '../../../__generated__';

export const PendingInvitationFragment = graphql(`
  fragment PendingInvitation_invitation on Invitation {
    id
    email
    displayName
    createdAt
    expiresAt
    sentAt
    expired
    teams {
      id
      name
    }
    invitedBy {
      id
      displayName
    }
  }
`);
