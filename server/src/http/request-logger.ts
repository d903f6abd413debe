import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Logger } from '../common/logger';
import { redactUrl } from '../common/redact-url';
import { newRequestId, type RequestContext } from '../auth/request-context';

/**
 * One `request` line per answer (pino-http): the request id (kept from X-Request-Id when sane,
 * echoed back), the workspace, method, the path with its one-time tokens masked, status and time.
 * Headers and query strings are not logged at all: they are where credentials travel.
 */
export function requestLogger(logger: Logger): HttpLogger<Request, Response> {
  return pinoHttp<Request, Response>({
    logger,
    genReqId: (req, res) => {
      const id = newRequestId(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      res.locals.requestId = id;
      return id;
    },
    customAttributeKeys: { reqId: 'reqId', responseTime: 'ms' },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    // Errors are logged once, by the error middleware, with their context.
    customLogLevel: () => 'info',
    serializers: { req: () => undefined, res: () => undefined, err: () => undefined },
    customProps: (req, res: ServerResponse) => {
      const ctx = (res as Response).locals?.ctx as RequestContext | undefined;
      return {
        workspaceId: ctx && ctx.actor.kind !== 'anonymous' ? ctx.actor.workspaceId : undefined,
        method: req.method,
        path: redactUrl((req.originalUrl ?? req.url ?? '').split('?')[0]),
        status: res.statusCode,
      };
    },
  });
}
