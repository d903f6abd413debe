import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { setSessionCookie } from '../session/session-cookie';
import { initAnswerSchema } from '../session/session.schemas';
import { uuid } from '../../core/rest/fields';
import { invitationListSchema, invitationViewSchema, inviteResultSchema } from './invitation.schemas';
import type { InvitationService } from './invitation.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  invitation: InvitationService;
}

const tokenParams = z.object({ token: z.string().min(10).max(200) });

export function invitationRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/admin/agent/invite',
      operationId: 'inviteAgent',
      tag: 'agents',
      summary: 'Invites a person by email (manageUser) with the permissions they join with; the email holds a single-use link valid 7 days.',
      auth: 'session',
      errors: [404, 409],
      body: z.object({
        email: z.string().trim().min(1, 'common.pleaseFillInTheEmail').max(320).pipe(z.email('common.pleaseFillInTheEmail')),
        displayName: z.string().max(200),
        permissions: z
          .array(z.string().max(50))
          .max(20)
          .optional()
          .describe('What the person joins with (spec §6 values), never more than the inviter holds; omitted: ["allConversations"]'),
        teamIds: z.array(uuid).max(100).optional().describe('Teams of the workspace the person joins on accepting'),
      }),
      response: inviteResultSchema,
      handler: ({ ctx, body }) => services.invitation.invite(ctx.actor, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/agent/invitation',
      operationId: 'invitations',
      tag: 'agents',
      summary: 'The invitations nobody has accepted yet, newest first (manageUser), and how their emails leave this server.',
      auth: 'session',
      response: invitationListSchema,
      handler: ({ ctx }) => services.invitation.pending(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/agent/invitation/resend',
      operationId: 'resendInvitation',
      tag: 'agents',
      summary: 'Sends an invitation again with a new link, valid 7 days from now; the old link stops working (manageUser).',
      auth: 'session',
      errors: [404],
      body: z.object({ invitationId: uuid }),
      response: invitationViewSchema,
      handler: ({ ctx, body }) => services.invitation.resend(ctx.actor, body.invitationId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/agent/invitation/revoke',
      operationId: 'revokeInvitation',
      tag: 'agents',
      summary: 'Withdraws an invitation: its link stops working (manageUser).',
      auth: 'session',
      errors: [404],
      body: z.object({ invitationId: uuid }),
      response: z.object({ revoked: z.literal(true) }),
      handler: async ({ ctx, body }) => {
        await services.invitation.revoke(ctx.actor, body.invitationId);
        return { revoked: true as const };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/invitation/:token',
      operationId: 'getInvitation',
      tag: 'account',
      summary: 'The organization an invitation is for, and whether joining needs a new password.',
      auth: 'public',
      errors: [404],
      params: tokenParams,
      response: z.object({ organization: z.string(), requirePassword: z.boolean(), email: z.string() }),
      handler: ({ params }) => services.invitation.info(params.token),
    }),
    defineRoute({
      method: 'post',
      path: '/api/invitation/:token/accept',
      operationId: 'acceptInvitation',
      tag: 'account',
      summary: 'Joins the workspace and signs in (session cookie). password only when requirePassword.',
      auth: 'public',
      errors: [404, 429],
      params: tokenParams,
      body: z.object({ password: z.string().max(1024).optional(), lang: z.string().max(16).optional() }),
      response: initAnswerSchema,
      handler: async ({ ctx, params, body, req, res }) => {
        const result = await services.invitation.accept(params.token, body, ctx.ip);
        setSessionCookie(req, res, result.token);
        return { user: result.user };
      },
    }),
  ];
}
