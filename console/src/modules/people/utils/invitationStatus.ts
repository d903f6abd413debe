import { TOAST_DURATION } from '../../../ui/toast/toastDurations';

/** How the server hands invitation emails on: by SMTP, or into its outbox folder when no email server is set up. */
export type MailDelivery = 'smtp' | 'outbox';

export type InvitationState = 'expired' | 'sent' | 'waiting';

/** The server's delivery word, with anything unknown taken as the outbox: never claim an email went when it may not have. */
export function mailDelivery(value: string | null | undefined): MailDelivery {
  return value === 'smtp' ? 'smtp' : 'outbox';
}

/** What a pending invitation's row says: past its date, its email gone, or still waiting to go (or failing to). */
export function invitationState(inv: { expired: boolean; sentAt?: number | null }): InvitationState {
  if (inv.expired) return 'expired';
  return inv.sentAt ? 'sent' : 'waiting';
}

/** The toast when an invitation went to the outbox: long enough to read that no email left. */
export function outboxNotice(title: string, description: string) {
  return { kind: 'warning' as const, title, description, duration: TOAST_DURATION.long };
}
