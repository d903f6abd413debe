import { isValidEmail } from '@parley/protocol';

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
