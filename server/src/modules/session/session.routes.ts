import { z } from 'zod';
import { unauthenticated } from '../../common/errors';
import { setSessionCookie } from './session-cookie';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { initAnswerSchema, initBodySchema, meUpdateBodySchema, sessionUserSchema } from './session.schemas';
import type { SessionService } from './session.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  session: SessionService;
}

export function sessionRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/init',
      operationId: 'signIn',
      tag: 'session',
      summary:
        'Sign in. Agents: username (email) + password; several workspaces answer code 253 with extraInfo.accounts, then resend with preferredAccount. Customers (widget): type customer with the API key as appKey (or X-Api-Key) and an optional refId.',
      auth: 'public',
      optionalCredentials: ['apiKey'],
      errors: [401, 409, 429],
      body: initBodySchema,
      response: initAnswerSchema,
      handler: async ({ body, ctx, req, res }) => {
        if (body.type === 'customer') {
          const header = req.headers['x-api-key'];
          const appKey = body.appKey ?? (typeof header === 'string' ? header : undefined);
          if (!appKey) throw unauthenticated('common.anAPIKeyIsRequiredAppKey');
          const result = await services.session.loginCustomer({
            appKey,
            refId: body.refId,
            refIdHash: body.refIdHash,
            lang: body.lang,
            deviceName: body.deviceName,
            address: ctx.ip,
          });
          // Visitors keep their token in the widget; a cookie would clobber an agent's console session.
          return result;
        }
        const result = await services.session.loginAgent(
          {
            username: body.username ?? '',
            password: body.password ?? '',
            preferredAccount: body.preferredAccount,
            supportMultipleAccounts: body.supportMultipleAccounts,
            lang: body.lang,
            deviceName: body.deviceName,
          },
          ctx.ip,
        );
        setSessionCookie(req, res, result.token);
        return body.getAuthToken ? result : { user: result.user };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/me',
      operationId: 'me',
      tag: 'session',
      summary: 'The signed-in user of this session.',
      auth: 'session',
      query: z.object({ clientType: z.string().optional() }),
      response: sessionUserSchema,
      handler: ({ ctx }) => services.session.me(ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/session',
      operationId: 'getSession',
      tag: 'session',
      summary:
        "Whether this request is signed in, and as whom: GET /api/me's user, or null with signedIn false instead of a 401 (a console at /login asks it on every visit).",
      auth: 'public',
      optionalCredentials: ['session'],
      query: z.object({ clientType: z.string().optional() }),
      response: z.object({ signedIn: z.boolean(), user: sessionUserSchema.nullable() }),
      handler: ({ ctx }) => services.session.probe(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/logout',
      operationId: 'logout',
      tag: 'session',
      summary: 'Ends this session and clears the session cookie.',
      auth: 'public',
      optionalCredentials: ['session'],
      handler: async ({ ctx, req, res }) => {
        if (ctx.actor.kind !== 'anonymous') await services.session.logout(ctx.actor);
        setSessionCookie(req, res, null);
        return null;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/me/update',
      operationId: 'updateMe',
      tag: 'session',
      summary: 'Updates the signed-in user: a visitor profile (widget) or the agent display name, picture and language.',
      auth: 'session',
      body: meUpdateBodySchema,
      response: sessionUserSchema,
      handler: ({ ctx, body }) => services.session.updateMe(ctx.actor, body),
    }),
  ];
}
