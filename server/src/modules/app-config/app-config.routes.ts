import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { appConfigSchema } from './app-config.types';
import type { AppConfigService } from './app-config.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  appConfig: AppConfigService;
}

const applicationSchema = appConfigSchema.extend({
  workspaceName: z.string(),
  officeHourOpen: z.boolean().describe("Whether it is office hours now, in the workspace's timezone"),
  responseTime: z
    .number()
    .nullable()
    .describe('Minutes to show: manual, the configured value; dynamic, the median first answer of the last 7 days in office hours; null otherwise'),
  agents: z.array(z.object({ userId: z.string(), displayName: z.string(), profilePic: z.string().nullable() })).describe('Up to 5, for the avatars'),
  agentOnline: z.boolean().describe('Whether an agent who answers conversations has the console open now (a realtime connection)'),
  serverTime: z.number(),
});

export function appConfigRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/application',
      operationId: 'application',
      tag: 'widget',
      summary:
        "The widget's configuration by API key (appKey or X-Api-Key): theme colour, modules in order, texts per language, office hours in the workspace time zone, " +
        'whether it is office hours now, the response time to show (manual only), product name, logos and up to 5 agent avatars. A signed-in visitor may omit the key.',
      auth: 'public',
      optionalCredentials: ['apiKey', 'session'],
      errors: [401],
      query: z.object({ appKey: z.string().max(200).optional(), clientType: z.string().optional() }),
      response: applicationSchema,
      handler: ({ ctx, query, req }) => {
        const header = req.headers['x-api-key'];
        const appKey = query.appKey ?? (typeof header === 'string' ? header : undefined);
        if (!appKey && ctx.actor.kind !== 'anonymous') return services.appConfig.applicationFor(ctx.actor);
        return services.appConfig.application(appKey);
      },
    }),
  ];
}
