import { useFragment as getFragmentData, type FragmentType } from '../../../__generated__/fragment-masking';
import { PendingInvitationFragment } from '../graphql/PendingInvitation.fragment';
import { invitationState } from './invitationStatus';

/** Whether any of these invitations still waits for its email to go. */
export function invitationsWaiting(items: readonly FragmentType<typeof PendingInvitationFragment>[]): boolean {
  return getFragmentData(PendingInvitationFragment, items).some((inv) => invitationState(inv) === 'waiting');
}
