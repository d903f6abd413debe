import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import type { GettingStartedService } from './getting-started.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  gettingStarted: GettingStartedService;
}

const gettingStartedSchema = z.object({
  widgetInstalled: z.boolean().describe('A visitor session or a web conversation exists'),
  teamInvited: z.boolean().describe('Someone else was invited or has joined'),
  channelConnected: z.boolean().describe('A Facebook page or provider platform is connected'),
  officeHoursSet: z.boolean().describe('Office hours or the time zone differ from the defaults'),
  dismissed: z.boolean().describe('This agent put the panel away'),
});

export function gettingStartedRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/gettingStarted',
      operationId: 'gettingStarted',
      tag: 'settings',
      summary: "A new workspace's first steps, each done or not, and whether this agent dismissed the panel (manageSettings).",
      auth: 'session',
      response: gettingStartedSchema,
      handler: ({ ctx }) => services.gettingStarted.status(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/gettingStarted/dismiss',
      operationId: 'dismissGettingStarted',
      tag: 'settings',
      summary: 'Puts the getting-started panel away for this agent (manageSettings; agents only).',
      auth: 'session',
      response: gettingStartedSchema,
      handler: ({ ctx }) => services.gettingStarted.dismiss(ctx.actor),
    }),
  ];
}
