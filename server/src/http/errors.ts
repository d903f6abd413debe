import type { NextFunction, Request, Response } from 'express';
import { ZodError } from 'zod';
import { AppError } from '../common/errors';
import type { Logger } from '../common/logger';

export interface ErrorBody {
  error: { code: number; message: string; extraInfo?: Record<string, unknown> };
}

export function zodToAppError(err: ZodError, where: string): AppError {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = [where, ...issue.path.map(String)].join('.');
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  return new AppError('VALIDATION', first ? `${first[0]}: ${first[1]}` : 'Invalid input', { fields });
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Maps anything thrown to the REST envelope; only a true bug answers 500. */
export function toErrorResponse(err: unknown, logger: Logger): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    return { status: err.status, body: { error: { code: err.code, message: err.message, extraInfo: err.extraInfo } } };
  }
  if (err instanceof ZodError) return toErrorResponse(zodToAppError(err, 'body'), logger);
  const e = err as HttpLikeError;
  const status = e?.status ?? e?.statusCode;
  if (e?.type === 'entity.parse.failed' && String((err as Error).message).includes('NUL characters')) {
    return { status: 400, body: { error: { code: 400, message: 'Text must not contain NUL characters' } } };
  }
  if (e?.type === 'entity.parse.failed') {
    return { status: 400, body: { error: { code: 400, message: 'The request body is not valid JSON' } } };
  }
  if (e?.type === 'entity.too.large') {
    return { status: 413, body: { error: { code: 413, message: 'The request body is too large' } } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error: { code: status, message: e.expose ? String((err as Error).message) : 'Bad request' } } };
  }
  logger.error({ err }, 'unhandled error');
  return { status: 500, body: { error: { code: 500, message: 'Something went wrong on our side' } } };
}

export function errorMiddleware(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const { status, body } = toErrorResponse(err, (req as { log?: Logger }).log ?? logger);
    if (res.headersSent) {
      res.end();
      return;
    }
    if (body.error.code === 429 && typeof body.error.extraInfo?.retryAfter === 'number') {
      res.setHeader('Retry-After', String(body.error.extraInfo.retryAfter));
    }
    res.status(status).json(body);
  };
}
