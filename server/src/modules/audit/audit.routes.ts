import { sendDownload } from '../../common/csv';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { AUDIT_PERMISSION, type AuditService } from './audit.service';
import { auditExportQuerySchema, auditListQuerySchema, auditPageSchema } from './audit.schemas';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  audit: AuditService;
}

const tag = 'audit log';

export function auditRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/audit',
      operationId: 'auditLog',
      tag,
      summary:
        `The workspace's audit log of admin actions (${AUDIT_PERMISSION}): permissions, API keys and tokens, settings, platforms and exports, ` +
        'newest first, filtered by action, actor, target and time; pass nextCursor as cursor for the next page. Details never hold secrets.',
      auth: 'session',
      query: auditListQuerySchema,
      response: auditPageSchema,
      handler: ({ ctx, query }) => {
        const { cursor, size, clientType: _clientType, ...filter } = query;
        return services.audit.list(ctx.actor, filter, { cursor, size });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/audit/export',
      operationId: 'exportAuditLog',
      tag,
      summary:
        `The audit log entries matching the same filters as CSV (${AUDIT_PERMISSION}), newest first, at most 100,000: time (ISO 8601), actorType, ` +
        'actorId, actorName, action, targetType, targetId, detail (JSON), address. UTF-8 with BOM, RFC 4180, formulas neutralised; streamed. The export is recorded too.',
      auth: 'session',
      query: auditExportQuerySchema,
      raw: true,
      handler: async ({ ctx, query, res }) => {
        const { clientType: _clientType, ...filter } = query;
        await sendDownload(res, await services.audit.exportCsv(ctx.actor, filter));
      },
    }),
  ];
}
