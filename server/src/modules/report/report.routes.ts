import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { attachmentDisposition, sendDownload } from '../../common/csv';
import { requestLanguage } from '../../i18n/language';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField } from '../../core/rest/fields';
import { LEADERBOARD_SIZE } from './report-dashboard';
import type { ReportService } from './report.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  report: ReportService;
}

const tag = 'report';

const rangeQuery = z.object({
  from: z.string().max(20).optional().describe('First day, YYYY-MM-DD in the workspace time zone'),
  to: z.string().max(20).optional().describe('Last day, YYYY-MM-DD; at most 30 days after from, not before it'),
  clientType: clientTypeField,
});

const exportSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  includeVoice: z.boolean(),
  includeFile: z.boolean(),
  status: z.enum(['pending', 'success', 'failed']).describe('The console shows pending (Scheduled) and success only (spec §4)'),
  createDate: z.number().describe('ms since 1970'),
  size: z.number().nullable().describe('Bytes of the archive once built'),
  conversations: z.number().describe('Conversations in the archive once built'),
  currentKey: z.boolean().describe('false: made with an earlier report password, which it still needs'),
});

const idBody = z.object({ id: z.string().max(100).optional(), clientType: clientTypeField });

const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: z.object({
    conversations: z.number(),
    responded: z.number(),
    closed: z.number(),
    medianFirstResponseSeconds: z.number().nullable(),
    medianResolutionSeconds: z.number().nullable(),
    customerMessages: z.number(),
    agentMessages: z.number(),
  }),
  perDay: z.array(z.object({ date: z.string(), source: z.string(), conversations: z.number() })),
  heatmap: z.array(z.object({ weekday: z.number().describe('1 Monday … 7 Sunday'), hour: z.number(), conversations: z.number() })),
  agents: z
    .array(
      z.object({
        agentId: z.string(),
        displayName: z.string(),
        conversations: z.number(),
        firstResponses: z.number(),
        medianFirstResponseSeconds: z.number().nullable(),
        averageRating: z.number().nullable(),
        ratings: z.number(),
      }),
    )
    .describe(`The ${LEADERBOARD_SIZE} agents with the most conversations of the range assigned to them`),
  ratings: z.array(z.object({ score: z.number(), conversations: z.number() })),
});

export function reportRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/report/conversation/download',
      operationId: 'downloadConversationReport',
      tag,
      summary:
        'The conversation report as CSV (report): one row per conversation created in the range (workspace time zone), with customer, ' +
        'source, status, teams, agents, tags, times, first response and resolution seconds, messages by side and ratings. ' +
        'Headers in the reader’s language (X-Parley-Lang or Accept-Language); UTF-8 with BOM, RFC 4180, formulas neutralised; streamed.',
      auth: 'session',
      query: rangeQuery,
      raw: true,
      handler: async ({ ctx, query, req, res }) => sendDownload(res, await services.report.conversationReport(ctx.actor, query, requestLanguage(req))),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/report/conversation/agent/download',
      operationId: 'downloadConversationAgentReport',
      tag,
      summary:
        'The conversation-agent report as CSV (report): one row per conversation × agent assigned to it or taking part, with what they ' +
        'wrote, their first reply and whether it was the first response. Same file rules as the conversation report.',
      auth: 'session',
      query: rangeQuery,
      raw: true,
      handler: async ({ ctx, query, req, res }) => sendDownload(res, await services.report.conversationAgentReport(ctx.actor, query, requestLanguage(req))),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/report/dashboard',
      operationId: 'reportDashboard',
      tag,
      summary:
        'The report page’s figures for conversations created in the range (report): totals, median first response and resolution, ' +
        'new conversations per day and source and per weekday × hour (workspace time zone), agent leaderboard, rating distribution.',
      auth: 'session',
      query: rangeQuery,
      response: dashboardSchema,
      handler: ({ ctx, query }) => services.report.dashboard(ctx.actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/report/message/export',
      operationId: 'messageExports',
      tag,
      summary: 'Message-history archives of the workspace, newest first (report).',
      auth: 'session',
      query: z.object({ clientType: clientTypeField }),
      response: z.array(exportSchema),
      handler: ({ ctx }) => services.report.exports(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/report/message/export/request',
      operationId: 'requestMessageExport',
      tag,
      summary:
        'Asks for a message-history archive of the range (report): a background job builds a zip encrypted with AES-256, ' +
        'its password the report password (exportKey) at build time. Answers the job, pending. At most 3 pending per workspace (409).',
      auth: 'session',
      errors: [409],
      body: z.object({
        from: z.string().max(20).optional(),
        to: z.string().max(20).optional(),
        includeFile: z.boolean().optional(),
        includeVoice: z.boolean().optional(),
        clientType: clientTypeField,
      }),
      response: exportSchema,
      handler: ({ ctx, body }) => services.report.requestExport(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/report/message/export/download',
      operationId: 'messageExportDownloadPath',
      tag,
      summary:
        'A built archive’s download (report): a list whose first item is a signed path, valid for 5 minutes, that the same ' +
        'signed-in reader fetches (GET) as application/zip named <id>.zip.',
      auth: 'session',
      errors: [404, 409],
      body: idBody,
      response: z.array(z.string()),
      handler: ({ ctx, body }) => services.report.downloadLink(ctx.actor, body.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/report/message/export/file/:id',
      operationId: 'downloadMessageExport',
      tag,
      summary:
        'The archive behind a signed link (report, same workspace): 403 for a wrong signature, 410 once it expired, 404 when the ' + 'archive was deleted.',
      auth: 'session',
      errors: [404, 410],
      params: z.object({ id: z.string().max(100) }),
      query: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(200).optional() }),
      raw: true,
      handler: async ({ ctx, params, query, res }) => {
        const { file, filename } = await services.report.archive(ctx.actor, { id: params.id, ...query });
        res.setHeader('Content-Type', 'application/zip');
        if (file.size !== undefined) res.setHeader('Content-Length', String(file.size));
        res.setHeader('Content-Disposition', attachmentDisposition(filename));
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        try {
          await pipeline(file.body, res);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
        }
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/report/message/export/delete',
      operationId: 'deleteMessageExport',
      tag,
      summary: 'Deletes an archive and its job (report); a build under way keeps nothing.',
      auth: 'session',
      errors: [404],
      body: idBody,
      response: z.object({ id: z.string() }),
      handler: async ({ ctx, body }) => {
        await services.report.deleteExport(ctx.actor, body.id);
        return { id: body.id ?? '' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/setting/revokeMessageExportKey',
      operationId: 'revokeMessageExportKey',
      tag,
      summary: 'Replaces the report password (report or manageSettings) and answers the new exportKey. Archives made before keep the old password.',
      auth: 'session',
      body: z.object({ clientType: clientTypeField }),
      response: z.object({ exportKey: z.string() }),
      handler: async ({ ctx }) => ({ exportKey: await services.report.revokeExportKey(ctx.actor) }),
    }),
  ];
}
