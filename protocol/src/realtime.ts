/**
 * Realtime data types of spec §7 (docs/realtime.md): 50 provisioning (settings, permissions,
 * configuration), 51 message, 53 status (typing, read), 64 presence, 40 other events.
 * Which event travels as which is decided by the server's audience table, not by its services.
 */
export const DataType = { provisioning: 50, message: 51, status: 53, presence: 64, other: 40 } as const;
export type DataTypeCode = (typeof DataType)[keyof typeof DataType];

/** `dataType` of a message, the spec §7 realtime type it travels with. */
export const MESSAGE_DATA_TYPE = DataType.message;

/** Every event the server publishes (docs/realtime.md). */
export const EVENT_TYPES = [
  'conversation.created',
  'conversation.updated',
  'conversation.merged',
  'counts.changed',
  'message.created',
  'message.updated',
  'message.deleted',
  'read',
  'typing',
  'presence.changed',
  'agent.updated',
  'agent.deleted',
  'agent.joined',
  'invitation.updated',
  'team.updated',
  'team.deleted',
  'queue.changed',
  'customer.created',
  'customer.updated',
  'customer.archived',
  'customer.erased',
  'setting.updated',
  'appConfig.updated',
  'tag.updated',
  'configuration.updated',
  'apiKey.created',
  'apiKey.updated',
  'apiKey.deleted',
  'apiToken.created',
  'apiToken.deleted',
  'platform.updated',
  'webhook.updated',
  'report.updated',
  'session.revoked',
  'subscription.ready',
  'conversation.mentioned',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The kinds of event a catch-up (`updatesSince`, `GET /api/updates`) carries. */
export const CAUGHT_UP_EVENT_TYPES = [
  'conversation.created',
  'conversation.updated',
  'message.created',
  'message.updated',
  'message.deleted',
] as const satisfies readonly EventType[];
