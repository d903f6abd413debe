import { ANSWER_TYPES, AUTOMATION_TYPES, CUSTOMER_BASIC_FIELDS, FIELD_ID } from '@parley/protocol';
import { z } from 'zod';
import { clientTypeField, uuid } from '../../core/rest/fields';

export const MAX_INPUTS = 20;
const text = (max: number) => z.string().trim().max(max, 'common.atMostCharacters');
const required = (max: number, key: string) => text(max).min(1, key);

/** What answering a question does (spec §3): a customer field (name, email, subtitle or a custom field id), the rating, or its comment. */
const actionSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('updateField'),
      field: z
        .string()
        .refine((f) => (CUSTOMER_BASIC_FIELDS as readonly string[]).includes(f) || FIELD_ID.test(f), 'name, email, subtitle or a custom field id')
        .describe('name, email, subtitle, or the id of a customer custom field'),
    })
    .strict(),
  z.object({ type: z.literal('updateRating') }).strict(),
  z.object({ type: z.literal('updateComment') }).strict(),
]);

export const templateInputSchema = z
  .object({
    inputId: required(100, 'RequiredField'),
    title: required(200, 'RequiredField'),
    type: z.enum(ANSWER_TYPES),
    action: actionSchema.optional(),
  })
  .strict();
export type TemplateInput = z.output<typeof templateInputSchema>;

/** Create and update: every field of the spec; the whole template is checked before anything is stored. */
export const templateFieldsSchema = z.object({
  name: required(100, 'RequiredField'),
  description: text(2000).default(''),
  title: required(200, 'RequiredField'),
  internal: z.boolean().default(false).describe('Audience: true for agents (an internal message), false for customers'),
  automation: z
    .object({ type: z.enum(AUTOMATION_TYPES).default('') })
    .default({ type: '' })
    .describe("type: newConversation, closeConversation, or '' (manual)"),
  input: z
    .array(templateInputSchema)
    .min(1, 'inlineInput.addAtLeastOneQuestion')
    .max(MAX_INPUTS, 'inlineInput.atMostQuestions')
    .superRefine((inputs, ctx) => {
      const seen = new Set<string>();
      inputs.forEach((input, i) => {
        if (seen.has(input.inputId)) ctx.addIssue({ code: 'custom', path: [i, 'inputId'], message: 'inlineInput.questionIdsMustBeUnique' });
        seen.add(input.inputId);
        if (input.action?.type === 'updateRating' && input.type !== 'rating') {
          ctx.addIssue({ code: 'custom', path: [i, 'action'], message: 'inlineInput.theRatingIsUpdatedByA' });
        }
      });
      if (inputs.filter((input) => input.action?.type === 'updateRating').length > 1) {
        ctx.addIssue({ code: 'custom', path: [], message: 'inlineInput.oneQuestionUpdatesTheRating' });
      }
    }),
});
export type TemplateFields = z.output<typeof templateFieldsSchema>;

export const createBodySchema = templateFieldsSchema.extend({ clientType: clientTypeField });
export const updateBodySchema = templateFieldsSchema.extend({ id: uuid, clientType: clientTypeField });
export const idBodySchema = z.object({ id: uuid, clientType: clientTypeField });
export const triggerBodySchema = z.object({ id: uuid, conversationId: uuid, clientType: clientTypeField });
export const listQuerySchema = z.object({
  size: z.coerce.number().int().min(0).max(1000).optional().describe('0 or absent: all'),
  limit: z.coerce.number().int().min(0).max(1000).optional().describe('The same as size'),
  clientType: clientTypeField,
});

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  title: z.string(),
  internal: z.boolean(),
  automation: z.object({ type: z.enum(AUTOMATION_TYPES) }),
  input: z.array(templateInputSchema),
  createDate: z.number(),
  updateDate: z.number(),
});
export type TemplateView = z.output<typeof templateSchema>;
