import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField } from '../../core/rest/fields';
import { configurationSchema, setValueSchema } from './configuration.types';
import type { ConfigurationService } from './configuration.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  configuration: ConfigurationService;
}

const tag = 'configuration';

export function configurationRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/configuration',
      operationId: 'configuration',
      tag,
      summary: "The signed-in agent's own configuration, key to value: conversationCustomViews (saved inbox views; [] when none).",
      auth: 'session',
      query: z.object({ clientType: clientTypeField }),
      response: configurationSchema,
      handler: ({ ctx }) => services.configuration.get(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/configuration/update',
      operationId: 'updateConfiguration',
      tag,
      summary:
        "Replaces the given keys of the agent's configuration, each with its whole new value (setValue.conversationCustomViews saves, renames and deletes custom views). Answers every key.",
      auth: 'session',
      body: z.object({ setValue: setValueSchema, clientType: clientTypeField }),
      response: configurationSchema,
      handler: ({ ctx, body }) => services.configuration.update(ctx.actor, body.setValue),
    }),
  ];
}
