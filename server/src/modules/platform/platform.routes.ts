import { z } from 'zod';
import { defineRoute, type AnyRoute, type RouteError } from '../../core/rest/route';
import { FACEBOOK_MESSAGE_TAGS } from './platform.types';
import type { Actor } from '../../auth/actor';
import type { PlatformService } from './platform.service';
import type { PlatformView } from './platform.types';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  platform: PlatformService;
}

const tagSchema = z.object({ tag: z.enum(FACEBOOK_MESSAGE_TAGS), name: z.string().max(100).default(''), description: z.string().max(500).default('') });

const paramSchema = z.object({
  name: z.string().max(200),
  description: z.string().max(1000).default(''),
  component: z.string().max(50).default('body'),
  index: z.number().describe('From 0; rounded to a whole number (2.6 is 3)'),
});
const templateSchema = z.object({
  key: z.string().max(200),
  name: z.string().max(200),
  description: z.string().max(1000).default(''),
  params: z.array(paramSchema).max(50).default([]),
});

const platformSchema = z.object({
  id: z.string(),
  type: z.enum(['facebook', 'sanuker']),
  appSecretHint: z.string().nullable().describe('The end of the app secret only: it is never sent back'),
  verifyToken: z.string().nullable().describe('What Facebook must present when it checks the callback URL'),
  webhookUrl: z.string().nullable().describe('The callback URL to give Facebook: {PUBLIC_URL}/webhooks/facebook/{id}'),
  pages: z.array(
    z.object({
      pageId: z.string(),
      name: z.string(),
      accessTokenHint: z.string(),
      responseWindowHours: z.number(),
      tags: z.array(z.object({ tag: z.string(), name: z.string(), description: z.string() })),
    }),
  ),
  organizationId: z.string().nullable(),
  projectGChannelId: z.string().nullable(),
  accessTokenHint: z.string().nullable().describe('Provider: the end of the access token only'),
  liveChatWebhook: z.string().nullable().describe('Provider: where it posts customer messages, signed with the webhook secret (docs/provider-webhook.md)'),
  relayWebhook: z.string().nullable().describe('Provider: where it posts delivery updates'),
  sendWebhook: z.string().nullable().describe('Provider: where replies are posted'),
  webhookSecretHint: z.string().nullable(),
  webhookSecret: z.string().nullable().describe('Only in the answer to sanuker/create'),
  channels: z.array(
    z.object({
      channelId: z.string(),
      name: z.string(),
      platformType: z.enum(['whatsapp', 'facebook']),
      accountId: z.string().nullable(),
      namespace: z.string().nullable(),
      responseWindowHours: z.number(),
      templates: z.array(templateSchema),
    }),
  ),
  createDate: z.number(),
});
const listSchema = z.array(platformSchema);
const id = z.string().uuid();

/**
 * The connection writes share their door: a signed-in POST under /api/admin/setting/externalPlatform
 * whose answer is the refreshed list (the console redraws from it, secrets only as hints).
 */
function listWrite<B extends z.ZodObject<z.ZodRawShape>>(
  rel: string,
  operationId: string,
  summary: string,
  body: B,
  write: (actor: Actor, input: z.output<B>, origin: string | undefined) => Promise<PlatformView[]>,
  errors: readonly RouteError[] = [404],
): AnyRoute {
  return defineRoute<B, z.ZodObject<Record<string, never>>, z.ZodObject<Record<string, never>>, typeof listSchema>({
    method: 'post',
    path: `/api/admin/setting/externalPlatform/${rel}`,
    operationId,
    tag: 'platforms',
    summary,
    auth: 'session',
    errors,
    body,
    response: listSchema,
    handler: ({ ctx, body: input }) => write(ctx.actor, input, ctx.origin),
  });
}

export function platformRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/setting/externalPlatform',
      operationId: 'externalPlatforms',
      tag: 'platforms',
      summary: 'External platform connections (manageSettings): Facebook connections with their pages. Secrets and tokens only as hints.',
      auth: 'session',
      response: listSchema,
      handler: ({ ctx }) => services.platform.list(ctx.actor, ctx.origin),
    }),
    listWrite(
      'facebook/create',
      'createFacebookPlatform',
      'Creates a Facebook connection (its verify token generated; the app secret may come now or later). Answers the refreshed list.',
      z.object({ appSecret: z.string().max(200).optional() }),
      (actor, input, origin) => services.platform.createFacebook(actor, input, origin),
      [],
    ),
    listWrite(
      'facebook/update',
      'updateFacebookPlatform',
      "Sets a Facebook connection's app secret (required). Answers the refreshed list.",
      z.object({ id, appSecret: z.string().max(200) }),
      (actor, input, origin) => services.platform.updateFacebook(actor, input, origin),
    ),
    listWrite(
      'facebook/delete',
      'deleteFacebookPlatform',
      'Removes a Facebook connection and its pages (conversations stay). Answers the refreshed list.',
      z.object({ id }),
      (actor, input, origin) => services.platform.deletePlatform(actor, input, origin),
    ),
    listWrite(
      'facebook/page/updateOrCreate',
      'saveFacebookPage',
      'Connects a page or changes it: name, page id (fixed once created), access token (kept when left out on update), response window hours (default 24), message tags. Answers the refreshed list.',
      z.object({
        id,
        pageId: z.string().max(100),
        name: z.string().max(200),
        accessToken: z.string().max(1000).optional(),
        responseWindowHours: z.number().int().optional(),
        tags: z.array(tagSchema).max(FACEBOOK_MESSAGE_TAGS.length).optional(),
      }),
      (actor, input, origin) => services.platform.upsertPage(actor, input, origin),
    ),
    listWrite(
      'facebook/page/delete',
      'deleteFacebookPage',
      'Disconnects a page. Answers the refreshed list.',
      z.object({ id, pageId: z.string().max(100) }),
      (actor, input, origin) => services.platform.deletePage(actor, input, origin),
    ),
    defineRoute({
      method: 'post',
      path: '/api/admin/setting/externalPlatform/sanuker/create',
      operationId: 'createProviderPlatform',
      tag: 'platforms',
      summary: 'Creates a provider platform; the answer carries its webhook secret in full, this once. Answers the refreshed list.',
      auth: 'session',
      response: listSchema,
      handler: ({ ctx }) => services.platform.createSanuker(ctx.actor, ctx.origin),
    }),
    listWrite(
      'sanuker/update',
      'updateProviderPlatform',
      'Sets a provider platform’s access token, or its organizationId and projectGChannelId. Answers the refreshed list.',
      z.object({
        id,
        accessToken: z.string().max(2000).optional(),
        organizationId: z.string().max(200).optional(),
        projectGChannelId: z.string().max(200).optional(),
      }),
      (actor, input, origin) => services.platform.updateSanuker(actor, input, origin),
    ),
    listWrite(
      'sanuker/delete',
      'deleteProviderPlatform',
      'Removes a provider platform and its channels (conversations stay). Answers the refreshed list.',
      z.object({ id }),
      (actor, input, origin) => services.platform.deletePlatform(actor, input, origin),
    ),
    listWrite(
      'sanuker/channel/updateOrCreate',
      'saveProviderChannel',
      'Creates or changes a channel: id (fixed once created), name, platformType, accountId, namespace, responseWindowHours and its templates as the full list. Answers the refreshed list.',
      z.object({
        id,
        channelId: z.string().max(200),
        name: z.string().max(200),
        platformType: z.string().max(20),
        accountId: z.string().max(200).nullable().optional(),
        namespace: z.string().max(200).nullable().optional(),
        responseWindowHours: z.number().int().optional(),
        templates: z.array(templateSchema).max(200).optional(),
      }),
      (actor, input, origin) => services.platform.upsertChannel(actor, input, origin),
    ),
    listWrite(
      'sanuker/channel/delete',
      'deleteProviderChannel',
      'Removes a channel. Answers the refreshed list.',
      z.object({ id, channelId: z.string().max(200) }),
      (actor, input, origin) => services.platform.deleteChannel(actor, input, origin),
    ),
    defineRoute({
      method: 'post',
      path: '/api/message/retryDelivery',
      operationId: 'retryMessageDelivery',
      tag: 'messages',
      summary: 'Sends a reply whose delivery to its platform failed again (an agent who may read the conversation).',
      auth: 'session',
      errors: [404, 409],
      body: z.object({ messageId: z.string().uuid() }),
      handler: async ({ ctx, body }) => {
        await services.platform.retryDelivery(ctx.actor, body.messageId);
        return null;
      },
    }),
  ];
}
