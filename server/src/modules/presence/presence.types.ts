/** Spec §3 `online` and `lastActivity` of a customer or an agent. */
export interface PresenceView {
  userId: string;
  userType: 'agent' | 'customer';
  /** Has at least one open realtime connection (/websocket/connect or GraphQL over websocket) on some node. */
  online: boolean;
  /** ms; the last sign-in, connection, disconnection, or heartbeat while connected (at most 5 minutes old while connected). null: never seen. */
  lastActivity: number | null;
}

export const PresenceEvents = { changed: 'presence.changed' } as const;
