import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import type { PasswordResetService } from './password-reset.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  passwordReset: PasswordResetService;
}

const tokenParams = z.object({ token: z.string().min(10).max(200) });

export function accountRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/forgetPassword/request',
      operationId: 'requestPasswordReset',
      tag: 'account',
      summary: 'Emails a single-use reset link (60 minutes). Answers the same whether or not the email has an account; rate limited.',
      auth: 'public',
      errors: [429],
      body: z.object({ email: z.string().trim().max(320).pipe(z.email('account.incorrectEmailFormat')) }),
      response: z.object({ timestamp: z.number() }),
      handler: ({ ctx, body }) => services.passwordReset.request(body.email, ctx.ip),
    }),
    defineRoute({
      method: 'get',
      path: '/api/forgetPassword/:token',
      operationId: 'getPasswordReset',
      tag: 'account',
      summary: 'The email a reset link is for; 410 when it has expired or was used, 404 when unknown.',
      auth: 'public',
      errors: [404, 410],
      params: tokenParams,
      response: z.object({ email: z.string() }),
      handler: ({ params }) => services.passwordReset.lookup(params.token),
    }),
    defineRoute({
      method: 'post',
      path: '/api/forgetPassword/:token/submit',
      operationId: 'resetPassword',
      tag: 'account',
      summary: 'Sets the new password (strong rule), spends the link and signs out every session of the account.',
      auth: 'public',
      errors: [404, 410],
      params: tokenParams,
      body: z.object({ password: z.string().max(1024) }),
      handler: async ({ params, body }) => {
        await services.passwordReset.submit(params.token, body.password);
        return null;
      },
    }),
  ];
}
