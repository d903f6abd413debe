import { isValidEmail } from '@parley/protocol';
import { canGrant, type EditablePermission } from './permissionEditor';

/** What an invitee gets when the inviter changes nothing (the server's default): every conversation, nothing to manage. */
export const DEFAULT_INVITE_PERMISSIONS: readonly EditablePermission[] = ['allConversations'];

/** The form's starting choice: the default, less what the inviter cannot grant (the server would refuse it). */
export function initialInvitePermissions(held: readonly string[]): string[] {
  return DEFAULT_INVITE_PERMISSIONS.filter((p) => canGrant(held, p));
}

export interface InviteInput {
  email: string;
  displayName: string;
}

export type InviteProblems = Partial<{ email: 'required' | 'format'; displayName: 'required' }>;

/** Spec §5 invite agent: the email is required (and an email); so is the agent's name. */
export function inviteProblems({ email, displayName }: InviteInput): InviteProblems {
  const problems: InviteProblems = {};
  if (!email.trim()) problems.email = 'required';
  else if (!isValidEmail(email)) problems.email = 'format';
  if (!displayName.trim()) problems.displayName = 'required';
  return problems;
}
