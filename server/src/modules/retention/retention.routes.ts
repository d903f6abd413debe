import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField } from '../../core/rest/fields';
import { RETENTION_PERMISSION, type RetentionService } from './retention.service';
import { dryRunBodySchema, dryRunSchema, policySchema, updateBodySchema } from './retention.schemas';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  retention: RetentionService;
}

const tag = 'data retention';

export function retentionRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/retention',
      operationId: 'retentionPolicy',
      tag,
      summary: `The workspace's data retention policy (${RETENTION_PERMISSION}): on or off, its days, and what its last run deleted. Off until switched on.`,
      auth: 'session',
      query: z.object({ clientType: clientTypeField }),
      response: policySchema,
      handler: ({ ctx }) => services.retention.get(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/retention/dryRun',
      operationId: 'retentionDryRun',
      tag,
      summary:
        `How many messages and files (and bytes) a policy of these days would delete now, without deleting anything (${RETENTION_PERMISSION}). ` +
        'Answers a previewToken that switching such a policy on must carry (valid 30 minutes).',
      auth: 'session',
      body: dryRunBodySchema,
      response: dryRunSchema,
      handler: ({ ctx, body }) => services.retention.dryRun(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/retention/update',
      operationId: 'updateRetentionPolicy',
      tag,
      summary:
        `Switches the policy on or off and sets its days (${RETENTION_PERMISSION}). Switching on, or changing the days while on, needs the previewToken ` +
        'of a dry run of the same days; then messages older than that many days, and their files, are deleted by a background job at once and daily. ' +
        'Every change is recorded in the audit log.',
      auth: 'session',
      body: updateBodySchema,
      response: policySchema,
      handler: ({ ctx, body }) => services.retention.update(ctx.actor, body),
    }),
  ];
}
