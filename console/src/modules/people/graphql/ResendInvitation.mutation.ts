import { graphql } from '../../../__generated__';

export const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      ...PendingInvitation_invitation
    }
  }
`);
