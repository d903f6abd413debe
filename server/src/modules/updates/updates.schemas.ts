import { z } from 'zod';
import { clientTypeField } from '../../core/rest/fields';
import { conversationSchema } from '../conversation/conversation.schemas';
import { messageSchema } from '../message/message.schemas';
import { UPDATES_PAGE } from './updates.types';

const cursor = z.number().describe('A change cursor of this workspace');

/**
 * A cursor in a query string: digits only. (A coerced number would read "" as 0, "from the
 * beginning", and hand a malformed cursor the whole history.)
 */
const cursorParam = z
  .string()
  .regex(/^\d{1,16}$/, 'common.mustBeAChangeCursorAn')
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), 'common.mustBeAChangeCursorAn');

export const updatesQuerySchema = z.object({
  since: cursorParam.optional().describe('The cursor of the last event or answer handled; omitted: only the current cursor is answered'),
  size: z.coerce.number().int().min(1).max(UPDATES_PAGE.max).optional().describe(`Default ${UPDATES_PAGE.default}`),
  clientType: clientTypeField,
});

export const updatesPageSchema = z.object({
  cursor: cursor.describe('Ask again with since = this while hasMore; keep it for the next reconnect'),
  hasMore: z.boolean(),
  reset: z.boolean().describe('The cursor given belongs to another workspace or to the future: refetch everything'),
  updates: z
    .array(
      z.union([
        z.object({ cursor, event: z.enum(['conversation.created', 'conversation.updated']), data: conversationSchema }),
        z.object({ cursor, event: z.enum(['message.created', 'message.updated']), data: messageSchema }),
        z.object({ cursor, event: z.literal('message.deleted'), data: z.object({ id: z.string(), conversationId: z.string() }) }),
      ]),
    )
    .describe('Oldest change first; each thing once, as it is now'),
});
