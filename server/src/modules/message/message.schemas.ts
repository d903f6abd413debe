import { SENDER_TYPES } from '@parley/protocol';
import { z } from 'zod';
import { clientTypeField, uuid } from '../../core/rest/fields';
import { HISTORY_PAGE } from './message.constants';
import { clientMetaSchema } from './message-meta';
import { storedMetaDoc } from './message-meta-doc';

/** The component names of the meta a client sends (message-meta.ts) and of a stored message's (message-meta-doc.ts). */
const SEND_META = 'SendMessageMeta';
const STORED_META = 'MessageMeta';

/** Schemas the send route's document names beyond those its body reaches (RouteDef.namedSchemas). */
export const sendNamedSchemas = { [SEND_META]: clientMetaSchema, [STORED_META]: storedMetaDoc };

const queryInt = z.coerce.number().int();

export const messageSchema = z.object({
  id: z.string(),
  localId: z.string().nullable().describe("The sender's localId, echoed"),
  conversationId: z.string(),
  seq: z.number().describe("Position in the conversation's one order"),
  timestamp: z.number(),
  senderId: z.string().nullable(),
  senderType: z.enum(SENDER_TYPES),
  dataType: z.number(),
  internal: z.boolean(),
  pushContent: z.string().nullable(),
  // Checked as an object; documented as the union of its kinds (MessageMeta), written alone behind z.unknown() as the send body's is.
  meta: z
    .unknown()
    .pipe(z.record(z.string(), z.unknown()))
    .openapi({
      description:
        'As stored, by meta.type (MessageMeta): a kind clients send, or one the server writes (2 audio and 3 file, 22 location, 23 unsupported, 30 system notice); ' +
        'with reply as the quote the server built, senderName, delivery and the like.',
      allOf: [{ $ref: `#/components/schemas/${STORED_META}` }],
    }),
  version: z.number().describe('The change number of this state of the message: of two copies of one message, the one with the higher version is the newer'),
});

export const sendBodySchema = z.object({
  conversationId: uuid,
  dataType: z.number().int().optional().describe('Default 51 (message)'),
  internal: z.boolean().optional().describe('Agent-only note; never reaches the customer'),
  localId: z.string().max(100).optional().describe('The client id of the message: resending it answers the same message'),
  // The door checks only that meta is an object with a whole-number type and passes it on; the
  // service parses it against clientMetaSchema (parseClientMeta, with its own errors: "Files are
  // sent with POST /api/message/file/send"...), which the document publishes here instead. The
  // check sits behind z.unknown() so that the generator writes the reference alone.
  meta: z
    .unknown()
    .pipe(z.looseObject({ type: z.number().int() }))
    .openapi({
      description: 'The message, by meta.type: 1, 13, 14 text; 11 card; 20 inline input; 21 template. Files: /api/message/file/send.',
      allOf: [{ $ref: `#/components/schemas/${SEND_META}` }],
    }),
  pushContent: z.string().max(100).optional().describe('tb_text, tb_image or tb_file'),
  clientType: clientTypeField,
});

export const historyQuerySchema = z.object({
  size: queryInt.min(1).max(HISTORY_PAGE.max).optional().describe(`Default ${HISTORY_PAGE.default}; ${HISTORY_PAGE.max} for the media library`),
  beforeId: uuid.optional().describe('Messages older than this one'),
  msgTypeFilter: queryInt.min(0).max(999).optional().describe('meta.type: 3 with subtype 2 photos, 3 with 1 files, 2 audio'),
  msgSubtypeFilter: queryInt.min(0).max(999).optional(),
  clientType: z.string().optional(),
});

export const readBodySchema = z.object({ conversationId: uuid, messageId: uuid, clientType: clientTypeField });

export const searchQuerySchema = z.object({
  query: z.string().max(1000).optional().describe('At least 3 characters; matched anywhere in the text, case-insensitively (% and _ are literal)'),
  conversationId: uuid.optional().describe('Only this conversation; without it, every conversation the caller may read'),
  clientType: z.string().optional(),
});

export const searchHitSchema = messageSchema.extend({
  conversationName: z.string().describe('The conversation the message opens in'),
  conversationGeneratedName: z.boolean().describe('True while nobody named the conversation: conversationName is the English default'),
});

export const inlineInputBodySchema = z.object({
  messageId: uuid,
  inputId: z.string().min(1).max(100),
  value: z.union([z.string().max(20_000), z.number()]).describe("The answer, checked against the input's answer type"),
  clientType: clientTypeField,
});

export const exportQuerySchema = z.object({
  id: uuid.describe('The conversation'),
  clientType: z.string().optional(),
});
