import type { NextFunction, Request, Response } from 'express';
import { ZodError } from 'zod';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { isUnavailable, RETRY_AFTER_SECONDS } from '../../common/unavailable';
import { requestLanguage, type Lang } from '../../i18n/language';
import { localizeFields, localizeMessage } from '../../i18n/localize';

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

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable; please try again';

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
  if (e?.type === 'entity.too.deep') {
    return { status: 400, body: { error: { code: 400, message: 'The request body is nested too deeply' } } };
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
  if (isUnavailable(err)) {
    logger.warn({ err }, 'a dependency is unavailable');
    return { status: 503, body: { error: { code: 503, message: UNAVAILABLE_MESSAGE, extraInfo: { retryAfter: RETRY_AFTER_SECONDS } } } };
  }
  logger.error({ err }, 'unhandled error');
  return { status: 500, body: { error: { code: 500, message: 'Something went wrong on our side' } } };
}

/** An error answer in the reader's language (spec §1): the message and the field problems. */
export function localizeErrorBody(body: ErrorBody, lang: Lang): ErrorBody {
  if (lang === 'en') return body;
  const { code, message, extraInfo } = body.error;
  const localized = extraInfo && 'fields' in extraInfo ? { ...extraInfo, fields: localizeFields(extraInfo.fields, lang) } : extraInfo;
  return { error: { code, message: localizeMessage(message, lang, code), ...(localized ? { extraInfo: localized } : {}) } };
}

export function errorMiddleware(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const answer = toErrorResponse(err, (req as { log?: Logger }).log ?? logger);
    const status = answer.status;
    const body = localizeErrorBody(answer.body, requestLanguage(req));
    if (res.headersSent) {
      res.end();
      return;
    }
    if ((body.error.code === 429 || body.error.code === 503) && typeof body.error.extraInfo?.retryAfter === 'number') {
      res.setHeader('Retry-After', String(body.error.extraInfo.retryAfter));
    }
    res.status(status).json(body);
  };
}
