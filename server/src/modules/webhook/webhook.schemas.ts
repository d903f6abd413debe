import { z } from 'zod';
import { clientTypeField, uuid } from '../../core/rest/fields';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';
import { DELIVERY_PAGE_MAX } from './webhook.service';

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .describe('The events to deliver (docs/integrations.md, the event catalogue)');

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  includeInternal: z.boolean().describe('Internal notes and agent-only conversations are delivered too'),
  active: z.boolean(),
  disabledReason: z.string().nullable().describe("'failures' when Parley turned it off after consecutive failed deliveries"),
  disabledAt: z.number().nullable(),
  consecutiveFailures: z.number().int(),
  retryAt: z.number().nullable().describe('While the receiver fails: when the next attempt is due (ms)'),
  secret: z.string().nullable().describe('Only in the answers of create and rotateSecret: verify Parley-Signature with it'),
  previousSecretUntil: z.number().nullable().describe('After a rotation, the replaced secret signs too until then (ms)'),
  createdAt: z.number(),
});

export const webhookDeliverySchema = z.object({
  id: z.string().describe('The delivery (a number, as text)'),
  eventId: z.string().describe('The event’s id: the same in every attempt and redelivery'),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered']),
  attempts: z.number().int(),
  lastAttemptAt: z.number().nullable(),
  lastStatus: z.number().int().nullable().describe('The HTTP status the receiver answered, null when it did not answer'),
  lastDurationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastResponse: z.string().nullable().describe('The start of the receiver’s answer (512 characters)'),
  deliveredAt: z.number().nullable(),
  createdAt: z.number(),
  body: z.string().describe('The JSON body, exactly as sent'),
});

export const webhookCreateSchema = z.object({
  url: z.string().min(1).max(2000),
  description: z.string().max(200).optional(),
  events,
  includeInternal: z.boolean().optional(),
  active: z.boolean().optional(),
  clientType: clientTypeField,
});

export const webhookUpdateSchema = z.object({
  id: uuid,
  url: z.string().min(1).max(2000).optional(),
  description: z.string().max(200).optional(),
  events: events.optional(),
  includeInternal: z.boolean().optional(),
  active: z.boolean().optional(),
  clientType: clientTypeField,
});

export const webhookIdSchema = z.object({ id: uuid, clientType: clientTypeField });

export const webhookRedeliverSchema = z.object({ id: uuid, deliveryId: z.string().regex(/^\d{1,18}$/), clientType: clientTypeField });

export const webhookDeliveryQuerySchema = z.object({
  id: uuid.describe('The webhook'),
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional()
    .describe('Deliveries older than this delivery id'),
  size: z.coerce.number().int().min(1).max(DELIVERY_PAGE_MAX).optional(),
  clientType: clientTypeField,
});
