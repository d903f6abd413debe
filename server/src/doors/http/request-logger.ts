import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../../common/logger';
import { redactUrl } from '../../common/redact-url';
import { newRequestId, type RequestContext } from '../../auth/request-context';

/**
 * Every answer carries a request id (kept from X-Request-Id when sane, echoed back), and, when the
 * log level includes info, leaves one `request` line: the id, the workspace, method, the path with
 * its one-time tokens masked, status and time. Headers and query strings are not logged at all:
 * they are where credentials travel. Errors are logged once, by the error middleware, with their
 * context. (Written out rather than pino-http, which built a child logger for every request even
 * when nothing would be logged: 2–4 % of the server's time per message.)
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const reqId = newRequestId(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', reqId);
    res.locals.requestId = reqId;
    if (logger.isLevelEnabled('info')) {
      const started = process.hrtime.bigint();
      res.once('close', () => {
        const ctx = res.locals.ctx as RequestContext | undefined;
        logger.info(
          {
            reqId,
            workspaceId: ctx && ctx.actor.kind !== 'anonymous' ? ctx.actor.workspaceId : undefined,
            method: req.method,
            path: redactUrl((req.originalUrl ?? req.url ?? '').split('?')[0]),
            status: res.statusCode,
            ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
            ...(res.writableFinished ? {} : { aborted: true }),
          },
          'request',
        );
      });
    }
    next();
  };
}
