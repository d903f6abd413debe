import type { NextFunction, Request, Response } from 'express';
import { ZodError } from 'zod';
import { AppError, fieldsProblem, issueMessage, type FieldProblems, type PlainReason } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { isUnavailable, RETRY_AFTER_SECONDS } from '../../common/unavailable';
import { JSON_TOO_DEEP_REASON } from '../../common/json-depth';
import { requestLanguage, type Lang } from '../../i18n/language';
import { renderMessage } from '../../i18n/messages';
import { NUL_REASON } from '../graphql/nul-guard';

export interface ErrorBody {
  error: { code: number; reason?: string; message: string; extraInfo?: Record<string, unknown> };
}

export function zodToAppError(err: ZodError, where: string): AppError {
  const fields: FieldProblems = {};
  for (const issue of err.issues) {
    const key = [where, ...issue.path.map(String)].join('.');
    fields[key] ??= issueMessage(issue);
  }
  return fieldsProblem(fields, 'request.invalidInput');
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

export const UNAVAILABLE_REASON = 'request.unavailable' satisfies PlainReason;

/** The REST envelope of an AppError for a reader of `lang`: the reason, and its message in that language. */
export function errorBodyOf(err: AppError, lang: Lang): ErrorBody {
  const extraInfo = err.extraInfoIn(lang);
  return { error: { code: err.code, reason: err.reason, message: err.messageIn(lang), ...(extraInfo ? { extraInfo } : {}) } };
}

/** Maps anything thrown to the REST envelope in the reader's language; only a true bug answers 500. */
export function toErrorResponse(err: unknown, logger: Logger, lang: Lang = 'en'): { status: number; body: ErrorBody } {
  if (err instanceof AppError) return { status: err.status, body: errorBodyOf(err, lang) };
  if (err instanceof ZodError) return toErrorResponse(zodToAppError(err, 'body'), logger, lang);
  const e = err as HttpLikeError;
  const status = e?.status ?? e?.statusCode;
  const answer = (error: AppError) => ({ status: error.status, body: errorBodyOf(error, lang) });
  if (e?.type === 'entity.parse.failed' && String((err as Error).message).includes('NUL characters')) {
    return answer(new AppError('VALIDATION', NUL_REASON));
  }
  if (e?.type === 'entity.too.deep') return answer(new AppError('VALIDATION', JSON_TOO_DEEP_REASON));
  if (e?.type === 'entity.parse.failed') return answer(new AppError('VALIDATION', 'request.bodyNotJson'));
  if (e?.type === 'entity.too.large') return answer(new AppError('PAYLOAD_TOO_LARGE', 'request.bodyTooLarge'));
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // A client error of a library (express's own): its words when it shows them, which no catalog holds.
    const message = e.expose ? String((err as Error).message) : renderMessage({ reason: 'request.badRequest' }, lang);
    return { status, body: { error: { code: status, reason: 'request.badRequest', message } } };
  }
  if (isUnavailable(err)) {
    logger.warn({ err }, 'a dependency is unavailable');
    return answer(new AppError('UNAVAILABLE', UNAVAILABLE_REASON, { retryAfter: RETRY_AFTER_SECONDS }));
  }
  logger.error({ err }, 'unhandled error');
  return answer(new AppError('INTERNAL', 'request.internal'));
}

export function errorMiddleware(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const { status, body } = toErrorResponse(err, (req as { log?: Logger }).log ?? logger, requestLanguage(req));
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
