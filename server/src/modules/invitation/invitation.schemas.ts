import { z } from 'zod';

const deliverySchema = z.enum(['smtp', 'outbox']).describe('smtp: emails are sent; outbox: SMTP_URL is unset and emails are written to DATA_DIR/outbox');

export const inviteResultSchema = z.object({ id: z.string(), email: z.string(), expiresAt: z.number(), delivery: deliverySchema });

export const invitationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  permissions: z.array(z.string()),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  invitedBy: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  sentAt: z.number().nullable().describe('ms of the newest email; null while it waits to go or its sending failed'),
  expired: z.boolean(),
});

export const invitationListSchema = z.object({ delivery: deliverySchema, items: z.array(invitationViewSchema) });
