import { z } from 'zod';
import { clientTypeField, idListParam, uuid } from '../../core/rest/fields';
import { CUSTOMER_PAGE, MAX_OFFSET } from './customer.constants';

const fieldsParam = z
  .union([z.string().max(500), z.array(z.string().max(50)).max(20)])
  .optional()
  .describe("Optional parts: 'notes' (newest first) and 'conversations' (the newest 20 ids); e.g. 'createDate,conversations,tags,notes'. Default: notes");

/** The criteria are checked by the service's parser, so a 400 names the bad criterion and what is wrong. */
const criteriaParam = z
  .union([z.array(z.unknown()), z.string().max(25_000)])
  .optional()
  .describe(
    "Strings 'field operator operand' (or that list as JSON text). Fields: displayName, refId, email, subtitle, bio, lastActivity, createDate, fields.<custom id>. " +
      'Text operators: has_value, is_unknown, =, starts_with, ends_with, contains, not_contains (case-insensitive). ' +
      "Dates: has_value, is_unknown, =, >, >=, <, <= with YYYY-MM-DD (the workspace's time zone), YYYY-MM-DD HH:mm or ms; custom date fields YYYY-MM-DD (or MM-DD), anniversary MM-DD. " +
      'Quote an operand ("..." or \'...\', \\ escapes) to keep leading or trailing spaces.',
  );
const operandParam = z.string().max(10).optional().describe('How criteria combine: and (default) or or');

export const idField = uuid;

const fieldValues = z.record(z.string().max(64), z.unknown());

export const customerNoteSchema = z.object({
  id: z.string(),
  userId: z.string().describe('The agent (or API token) who wrote it'),
  authorName: z.string().nullable(),
  content: z.string(),
  timestamp: z.number(),
});

export const customerSchema = z.object({
  id: z.string(),
  userId: z.string().describe('Same as id (the spec calls it userId)'),
  username: z.string().nullable(),
  displayName: z.string(),
  refId: z.string().nullable(),
  email: z.string().nullable(),
  subtitle: z.string().nullable(),
  bio: z.string().nullable(),
  whatsappId: z.string().nullable(),
  externalPlatformLastSent: z
    .array(z.object({ platformId: z.string(), channelId: z.string(), platformType: z.string() }))
    .describe('The platform and channel last used with them, one entry per platform'),
  platformReference: z
    .object({ platform: z.enum(['facebook', 'whatsapp', 'sanuker']), reference: z.string() })
    .nullable()
    .describe('Platform customers (who have no refId): their WhatsApp number (+ and digits) or their name on the platform. Null for widget customers'),
  createDate: z.number(),
  lastActivity: z.number().nullable(),
  online: z.boolean(),
  generatedName: z.boolean(),
  archived: z.boolean().optional().describe('Not for visitors'),
  tags: z.array(z.string()).optional().describe('Not for visitors'),
  fields: z.record(z.string(), z.object({ value: z.unknown() })).describe('Custom field values by field id'),
  conversationCount: z.number().optional().describe('Not for visitors'),
  notes: z.array(customerNoteSchema).optional().describe('Agents only; newest first'),
  conversations: z.array(z.object({ id: z.string() })).optional(),
});

export const customerPageSchema = z.object({ items: z.array(customerSchema), hasMore: z.boolean() });

export const listBodySchema = z.object({
  size: z.coerce.number().int().min(1).max(CUSTOMER_PAGE.max).optional().describe(`Default ${CUSTOMER_PAGE.default}`),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).optional(),
  fields: fieldsParam,
  criteria: criteriaParam,
  operand: operandParam,
  clientType: clientTypeField,
});

export const getQuerySchema = z.object({
  userId: idListParam,
  fields: z.string().max(500).optional().describe("Optional parts: 'notes', 'conversations'. Default: notes"),
  clientType: clientTypeField,
});

export const updateBodySchema = z.object({
  userId: uuid,
  displayName: z.string().max(1000).optional(),
  email: z.string().max(1000).nullable().optional().describe("'' or null clears it; otherwise an email address (PleaseEnterAValidEmail)"),
  subtitle: z.string().max(1000).nullable().optional(),
  bio: z.string().max(10_000).nullable().optional(),
  refId: z
    .string()
    .max(1000)
    .nullable()
    .optional()
    .describe('Unique in the workspace (409 when taken); none starting facebook:, whatsapp: or sanuker:, and none on a platform customer (400)'),
  fields: fieldValues.optional().describe("Changed custom fields only: { id: { value } } or { id: value }; null or '' clears one"),
  clientType: clientTypeField,
});

export const userIdBodySchema = z.object({ userId: uuid, clientType: clientTypeField });

export const noteBodySchema = z.object({ userId: uuid, content: z.string().max(10_000), clientType: clientTypeField });

export const tagBodySchema = z.object({
  userId: uuid,
  tag: z.union([z.string().max(100), z.array(z.string().max(100)).min(1).max(50)]).transform((v) => (Array.isArray(v) ? v : [v])),
  clientType: clientTypeField,
});

export const downloadQuerySchema = z.object({
  criteria: z.string().max(25_000).optional().describe('The list of criteria as JSON text (as for POST /api/admin/customer)'),
  operand: operandParam,
  clientType: clientTypeField,
});
