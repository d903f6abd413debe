import { z } from 'zod';
import { clientTypeField, queryBool, uuid } from '../../core/rest/fields';

/** Form fields are text: "true"/"1" and numbers written as text. */
const formBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const formInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'common.mustBeAWholeNumber')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be from ${min} to ${max}`);

/** The text fields of POST /api/message/file/send, parsed once the whole form is read. */
export const fileSendFieldsSchema = z.object({
  conversationId: uuid,
  dataType: formInt(1, 999).optional(),
  internal: formBool.optional(),
  localId: z.string().max(100).optional(),
  pushContent: z.string().max(100).optional(),
  subtype: z.enum(['1', '2']).transform(Number).optional(),
  type: z.enum(['2', '3']).transform(Number).optional(),
  replyId: uuid.optional(),
  /** A Facebook conversation outside its response window: the message tag the file goes with. */
  messageTag: z.enum(['CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE', 'ACCOUNT_UPDATE', 'HUMAN_AGENT']).optional(),
  clientType: clientTypeField,
});

export type FileSendFields = z.output<typeof fileSendFieldsSchema>;

const binary = (description: string) => z.string().meta({ format: 'binary', description });

/** The whole form, for the OpenAPI file. */
export const fileSendFormDoc = z.object({
  conversationId: z.uuid(),
  file: binary('The file (audio for type 2; a PNG, JPEG, GIF or WebP image for subtype 2)'),
  previewFile: binary('Subtype 2 only: a smaller image shown in the conversation; its size is stored as meta.file.previewDimension').optional(),
  subtype: z.enum(['1', '2']).optional().describe('Type 3 only: 1 file (default), 2 image with preview'),
  type: z.enum(['2', '3']).optional().describe('Ours: 2 audio (a voice message), 3 file (default)'),
  dataType: z.string().optional().describe('Default 51 (message)'),
  internal: z.enum(['true', 'false']).optional().describe('Agent-only note; never reaches the customer'),
  localId: z.string().max(100).optional().describe('The client id of the message: resending it answers the same message and stores nothing'),
  pushContent: z.string().max(100).optional().describe('tb_image for subtype 2, tb_file otherwise (the default)'),
  replyId: z.uuid().optional().describe('Ours: the quoted message'),
  clientType: z.string().optional(),
});

export const downloadQuerySchema = z.object({
  messageId: uuid,
  preview: queryBool.optional().describe('1: the image preview (the image itself when none was sent)'),
  clientType: z.string().optional(),
});
