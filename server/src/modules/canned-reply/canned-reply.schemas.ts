import { CANNED_CONTENT_MAX, CANNED_REPLY_SCOPES, SHORT_CODE_MAX, SHORT_CODE_PATTERN, unknownVariables } from '@parley/protocol';
import { z } from 'zod';
import { clientTypeField, uuid } from '../../core/rest/fields';

/** The limits of a scope: a vocabulary agents pick from, not a data set. */
export const MAX_WORKSPACE_REPLIES = 1000;
export const MAX_PERSONAL_REPLIES = 200;

const shortCode = z
  .string()
  .trim()
  .min(1, 'cannedReply.pleaseEnterAShortCode')
  .max(SHORT_CODE_MAX, 'cannedReply.aShortCodeIsAtMost')
  .regex(SHORT_CODE_PATTERN, 'common.aShortCodeHasOnlyLetters');

const text = z
  .string()
  .trim()
  .max(CANNED_CONTENT_MAX, 'common.atMostCharacters')
  .superRefine((v, ctx) => {
    const unknown = unknownVariables(v);
    if (unknown.length) ctx.addIssue({ code: 'custom', message: 'cannedReply.unknownVariable', params: { variable: `{{${unknown[0]}}}` } });
  });

export const contentSchema = z
  .object({ en: text.default(''), zh: text.default(''), zh_cn: text.default('') })
  .strict()
  .refine((c) => Boolean(c.en || c.zh || c.zh_cn), { message: 'cannedReply.pleaseEnterTheContent', path: ['en'] });

export const createFieldsSchema = z.object({
  scope: z.enum(CANNED_REPLY_SCOPES).describe('workspace (manageSettings; every agent sees it) or personal (only its owner)'),
  shortCode,
  content: contentSchema,
});
export type CreateFields = z.output<typeof createFieldsSchema>;

/** The scope stays what it was created with. */
export const updateFieldsSchema = z.object({ shortCode: shortCode.optional(), content: contentSchema.optional() });
export type UpdateFields = z.output<typeof updateFieldsSchema>;

export const createBodySchema = createFieldsSchema.extend({ clientType: clientTypeField });
export const updateBodySchema = updateFieldsSchema.extend({ id: uuid, clientType: clientTypeField });
export const idBodySchema = z.object({ id: uuid, clientType: clientTypeField });
export const listQuerySchema = z.object({
  scope: z.enum(CANNED_REPLY_SCOPES).optional().describe('Only this scope; absent: both'),
  clientType: clientTypeField,
});

export const cannedReplySchema = z.object({
  id: z.string(),
  scope: z.enum(CANNED_REPLY_SCOPES),
  ownerId: z.string().nullable().describe('The agent a personal reply belongs to'),
  shortCode: z.string(),
  content: z.object({ en: z.string(), zh: z.string(), zh_cn: z.string() }),
  useCount: z.number().describe('Messages sent with it'),
  lastUsed: z.number().nullable().describe('When a message was last sent with it (ms)'),
  createDate: z.number(),
  updateDate: z.number(),
});
export type CannedReplyView = z.output<typeof cannedReplySchema>;
