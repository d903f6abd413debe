import { CLIENT_LANGS, type SessionUser } from '@parley/protocol';
import { z } from 'zod';
import { clientTypeField, queryBool } from '../../core/rest/fields';

export const sessionUserSchema = z.object({
  userId: z.string(),
  type: z.enum(['agent', 'customer']),
  udId: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  permissions: z.array(z.string()),
  displayName: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  profilePic: z.string().nullable(),
  refId: z.string().nullable(),
  lang: z.enum(CLIENT_LANGS),
}) satisfies z.ZodType<SessionUser>;

const bool = z.union([z.boolean(), queryBool]).optional();

export const initBodySchema = z
  .object({
    type: z.enum(['agent', 'customer']).default('agent'),
    username: z.string().max(320).optional(),
    password: z.string().max(1024).optional(),
    getAuthToken: bool,
    lang: z.string().max(16).optional(),
    version: z.union([z.string(), z.number()]).optional(),
    appVersion: z.union([z.string(), z.number()]).optional(),
    deviceName: z.string().max(200).optional(),
    preferredAccount: z.string().max(64).optional(),
    supportMultipleAccounts: bool,
    refId: z
      .string()
      .max(200)
      .optional()
      .describe(
        "Your id for a signed-in visitor. Never one of a messaging platform's customers: refIds starting facebook:, whatsapp: or sanuker: are refused (400)",
      ),
    refIdHash: z.string().max(200).optional().describe('Hex HMAC-SHA256(refId, API key secret); required with identity verification'),
    appKey: z.string().max(200).optional(),
    clientType: clientTypeField,
  })
  .superRefine((b, ctx) => {
    if (b.type === 'agent') {
      if (!b.username) ctx.addIssue({ code: 'custom', path: ['username'], message: 'session.pleaseEnterTheCorrectEmailFormat' });
      else if (!z.email().safeParse(b.username.trim()).success)
        ctx.addIssue({ code: 'custom', path: ['username'], message: 'session.pleaseEnterTheCorrectEmailFormat' });
      if (!b.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'common.pleaseEnterPassword' });
    }
  });

export const initAnswerSchema = z.object({ token: z.string().optional(), user: sessionUserSchema });

/**
 * What a user may change of themselves, checked by the service (session.service.ts updateMe), so
 * both doors hold the same rules: GraphQL's nullable input fields included.
 */
export const meUpdateFieldsSchema = z.object({
  displayName: z.string().max(200).optional(),
  email: z.union([z.email().max(320), z.literal(''), z.null()]).optional(),
  subtitle: z.string().max(500).nullable().optional(),
  bio: z.string().max(5000).nullable().optional(),
  profilePic: z
    .string()
    .max(2_000_000)
    .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/, 'must be a data URL of an image')
    .nullable()
    .optional(),
  lang: z.string().max(16).optional(),
  fields: z.record(z.string().max(100), z.object({ value: z.unknown() })).optional(),
});

export const meUpdateBodySchema = meUpdateFieldsSchema.extend({ clientType: clientTypeField });
