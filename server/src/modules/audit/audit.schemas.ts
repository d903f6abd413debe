import { z } from 'zod';
import { clientTypeField, uuid } from '../../core/rest/fields';

/**
 * The closed list of recorded actions (issue 22). A new kind of admin action adds its name here
 * (and its words in the console's AuditLog labels); the database keeps any text, so no migration.
 */
export const AUDIT_ACTIONS = [
  'agent.permissions.changed',
  'agent.deleted',
  'apiKey.created',
  'apiKey.updated',
  'apiKey.deleted',
  'apiToken.created',
  'apiToken.revoked',
  'setting.changed',
  'platform.connected',
  'platform.updated',
  'platform.disconnected',
  'export.requested',
  'export.deleted',
  'exportKey.replaced',
  'retention.enabled',
  'retention.disabled',
  'retention.changed',
  'retention.run',
  'customer.erased',
  'agent.invited',
  'invitation.resent',
  'invitation.revoked',
  'team.created',
  'team.updated',
  'team.deleted',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secretRotated',
  'webhook.disabled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTOR_TYPES = ['agent', 'apiToken', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

export const AUDIT_TARGET_TYPES = [
  'agent',
  'apiKey',
  'apiToken',
  'setting',
  'platform',
  'export',
  'workspace',
  'customer',
  'retention',
  'team',
  'invitation',
  'webhook',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The most entries one page answers; the CSV export reads them all (up to AUDIT_EXPORT_MAX). */
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_EXPORT_MAX = 100_000;

const time = z.coerce.number().int().min(0).max(8.64e15);

export const auditFilterSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().describe('Only this action'),
  actorId: uuid.optional().describe('Only what this agent or API token (its id) did'),
  actorType: z.enum(AUDIT_ACTOR_TYPES).optional().describe('Only actions by agents, API tokens or the system'),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional().describe('Only actions on this kind of thing'),
  targetId: z.string().max(200).optional().describe('Only actions on this thing (its id, or a setting’s key)'),
  from: time.optional().describe('From this time on (ms, inclusive)'),
  to: time.optional().describe('Up to this time (ms, exclusive)'),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditListQuerySchema = auditFilterSchema.extend({
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page: the entries older than its last one'),
  size: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).optional().describe(`Entries per page (default ${AUDIT_PAGE_DEFAULT}, at most ${AUDIT_PAGE_MAX})`),
  clientType: clientTypeField,
});
export const auditExportQuerySchema = auditFilterSchema.extend({ clientType: clientTypeField });

export const auditEntrySchema = z.object({
  id: z.string(),
  time: z.number().describe('When (ms)'),
  actorType: z.enum(AUDIT_ACTOR_TYPES),
  actorId: z.string().nullable().describe('The agent’s or API token’s id; null for the system'),
  actorName: z.string().describe('Their name when they acted'),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).describe('What changed (before → after for settings and permissions); never a secret'),
  address: z.string().nullable().describe('The client address, when the action came through a request'),
});
export type AuditEntryView = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema).describe('Newest first'),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next (older) page; null: this was the last'),
});
export type AuditPage = z.output<typeof auditPageSchema>;
