import { SENDER_TYPES } from '@parley/protocol';
import { z } from 'zod';
import { clientTypeField, uuid } from '../../core/rest/fields';
import { HISTORY_PAGE } from './message.constants';

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
  meta: z.record(z.string(), z.unknown()),
  version: z.number().describe('The change number of this state of the message: of two copies of one message, the one with the higher version is the newer'),
});

export const sendBodySchema = z.object({
  conversationId: uuid,
  dataType: z.number().int().optional().describe('Default 51 (message)'),
  internal: z.boolean().optional().describe('Agent-only note; never reaches the customer'),
  localId: z.string().max(100).optional().describe('The client id of the message: resending it answers the same message'),
  meta: z
    .looseObject({ type: z.number().int() })
    .describe(
      'type 1 text (content), 13/14 reply-like (content), 11 rich element (element.elements[]), 20 inline input (inlineInput), ' +
        '21 template (template); optional reply {id} and, in internal messages, mentions (agent ids). Files: /api/message/file/send.',
    ),
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
