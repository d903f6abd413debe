import { apiGet, apiPost } from '../../../shared/rest';
import type { Locale } from '../../../shared/i18n';
import type { SessionUser } from '@parley/protocol';

export interface InvitationInfo {
  organization: string;
  requirePassword: boolean;
  email: string;
}

const token = (value: string) => encodeURIComponent(value);

/** Always answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ timestamp: number }> {
  return apiPost('/api/forgetPassword/request', { email: email.trim() });
}

/** The email a reset link is for; fails with 410 when expired or used. */
export function lookupResetToken(resetToken: string): Promise<{ email: string }> {
  return apiGet(`/api/forgetPassword/${token(resetToken)}`);
}

export async function submitNewPassword(resetToken: string, password: string): Promise<void> {
  await apiPost(`/api/forgetPassword/${token(resetToken)}/submit`, { password });
}

export function fetchInvitation(invitationToken: string): Promise<InvitationInfo> {
  return apiGet(`/api/invitation/${token(invitationToken)}`);
}

/** Joins the workspace; the server signs the person in (session cookie). */
export async function acceptInvitation(invitationToken: string, lang: Locale, password?: string): Promise<SessionUser> {
  const { user } = await apiPost<{ user: SessionUser }>(`/api/invitation/${token(invitationToken)}/accept`, {
    lang,
    ...(password !== undefined ? { password } : {}),
  });
  return user;
}
