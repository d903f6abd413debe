/** How invitation emails leave this server: by SMTP, or written to DATA_DIR/outbox when SMTP_URL is unset. */
export type MailDelivery = 'smtp' | 'outbox';

/** An invitation nobody has accepted yet, as managers see it (GET /api/admin/agent/invitation). */
export interface InvitationView {
  id: string;
  email: string;
  displayName: string;
  permissions: string[];
  /** The teams the person joins; a team deleted since is left out. */
  teams: { id: string; name: string }[];
  invitedBy: { id: string; displayName: string } | null;
  /** ms */
  createdAt: number;
  /** ms; past it the link no longer works, and a resend makes a new one. */
  expiresAt: number;
  /** ms of the newest email (sent or written to the outbox); null while it waits to go or its sending failed. */
  sentAt: number | null;
  expired: boolean;
}

export interface InvitationList {
  delivery: MailDelivery;
  /** Newest first. */
  items: InvitationView[];
}

/** What an invite answers. */
export interface InviteResult {
  id: string;
  email: string;
  /** ms */
  expiresAt: number;
  delivery: MailDelivery;
}
