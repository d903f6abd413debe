import { z } from 'zod';
import { clientTypeField } from '../../core/rest/fields';
import { conversationSchema } from '../conversation/conversation.schemas';
import { MAX_TAG_LENGTH } from '../tag/tag.service';
import { MAX_AGENT_TAGS } from './agent-tags';
import { AGENT_EXTRA_FIELDS } from './agent.types';

const commaList = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

export const agentSchema = z.object({
  id: z.string(),
  userId: z.string().describe('The same as id'),
  displayName: z.string(),
  email: z.string(),
  profilePic: z.string().nullable().describe('A data URL'),
  refId: z.string().nullable(),
  createDate: z.number().describe('ms'),
  lastActivity: z.number().nullable().describe('ms; null: never seen'),
  online: z.boolean(),
  permissions: z.array(z.string()).describe('Only for managers (manageUser) and the agent themself; [] otherwise'),
  fields: z.record(z.string(), z.object({ value: z.unknown() })).describe('Custom agent fields; only for managers and the agent themself'),
  tags: z.array(z.string()).describe('Spec §3 Agent tag list'),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  conversations: z.array(conversationSchema).optional().describe('With fields=conversations'),
});

export const getQuerySchema = z.object({
  userId: commaList(100 * 37).describe('One id, or several joined by commas'),
  fields: z.string().max(200).optional().describe('Accepted for compatibility: every field is always included'),
  clientType: clientTypeField,
});

export const adminGetQuerySchema = z.object({
  userId: commaList(100 * 37).describe('One id, or several joined by commas'),
  fields: commaList(200)
    .transform((list) => list.filter((f): f is (typeof AGENT_EXTRA_FIELDS)[number] => (AGENT_EXTRA_FIELDS as readonly string[]).includes(f)))
    .optional()
    .describe('createDate, conversations, permissions, lastActivity; conversations adds the newest 20 the caller may read'),
  clientType: clientTypeField,
});

export const listQuerySchema = z.object({
  size: z.coerce.number().int().min(0).max(1000).optional().describe('0 or absent: every agent'),
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(0).max(1000).optional().describe('Same as size'),
  fields: z.string().max(200).optional().describe('Accepted for compatibility (createDate is always included)'),
  clientType: clientTypeField,
});

const fieldPatch = z.record(z.string().max(64), z.union([z.object({ value: z.string().nullable() }), z.string(), z.null()]));

export const updateBodySchema = z.object({
  userId: z.string().max(64),
  permissions: z.array(z.string().max(50)).max(20).optional(),
  fields: fieldPatch.optional().describe('A patch: { <fieldId>: { value } }; null or an empty value clears the field'),
  profilePic: z.string().max(300_000).nullable().optional().describe('data:image/png|jpeg|webp;base64,…, at most 200 KB; null removes it'),
  displayName: z.string().max(200).optional(),
  tags: z
    .array(z.string().max(MAX_TAG_LENGTH))
    .max(MAX_AGENT_TAGS)
    .optional()
    .describe(`The agent's whole tag list ([] clears it); new tags join the workspace's agent tags (GET /api/tag/agent)`),
  clientType: clientTypeField,
});

export const userIdBodySchema = z.object({ userId: z.string().max(64), clientType: clientTypeField });

export const reportQuerySchema = z.object({ clientType: clientTypeField });
