import type { Lang } from '../i18n/language';
import { renderExtraInfo, renderMessage, toMessage, type Message, type MessageArg, type Reason } from '../i18n/messages';

export { isPlainReason, isReason, issueMessage, msg, type FieldCode, type Message, type MessageArg, type PlainReason, type Reason } from '../i18n/messages';
/**
 * Typed error codes, mapped once to HTTP status (REST) and extensions.code (GraphQL).
 * Numeric codes are what REST clients see in error.code; 253 is the spec's workspace-picker code.
 */
export const ErrorCodes = {
  VALIDATION: { code: 400, status: 400, name: 'BAD_USER_INPUT' },
  UNAUTHENTICATED: { code: 401, status: 401, name: 'UNAUTHENTICATED' },
  FORBIDDEN: { code: 403, status: 403, name: 'FORBIDDEN' },
  NOT_FOUND: { code: 404, status: 404, name: 'NOT_FOUND' },
  CONFLICT: { code: 409, status: 409, name: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413, name: 'PAYLOAD_TOO_LARGE' },
  GONE: { code: 410, status: 410, name: 'EXPIRED' },
  RATE_LIMITED: { code: 429, status: 429, name: 'RATE_LIMITED' },
  CHOOSE_WORKSPACE: { code: 253, status: 409, name: 'CHOOSE_WORKSPACE' },
  INVALID_CREDENTIALS: { code: 401, status: 401, name: 'INVALID_CREDENTIALS' },
  INTERNAL: { code: 500, status: 500, name: 'INTERNAL_SERVER_ERROR' },
  UNAVAILABLE: { code: 503, status: 503, name: 'SERVICE_UNAVAILABLE' },
} as const;

export type ErrorKind = keyof typeof ErrorCodes;

/**
 * An error by reason (i18n/reasons): clients read the reason and its code; `message` is the English
 * text of the reason's catalog message, and each door renders it in the reader's language.
 */
export class AppError extends Error {
  readonly detail: Message;

  constructor(
    readonly kind: ErrorKind,
    message: MessageArg,
    readonly extraInfo?: Record<string, unknown>,
  ) {
    const detail = toMessage(message);
    super(renderMessage(detail, 'en'));
    this.detail = detail;
    this.name = 'AppError';
  }

  get reason(): Reason {
    return this.detail.reason;
  }

  /** The message for a reader of `lang`. */
  messageIn(lang: Lang): string {
    return lang === 'en' ? this.message : renderMessage(this.detail, lang);
  }

  /** extraInfo for a reader of `lang`: its field problems that are messages rendered. */
  extraInfoIn(lang: Lang): Record<string, unknown> | undefined {
    return renderExtraInfo(this.extraInfo, lang);
  }

  get code(): number {
    return ErrorCodes[this.kind].code;
  }

  get status(): number {
    return ErrorCodes[this.kind].status;
  }

  get graphqlCode(): string {
    return ErrorCodes[this.kind].name;
  }
}

/** The reasons a "not found" gives, one per thing (`conversation.notFound`, `platform.pageNotFound`). */
export type NotFoundReason = Extract<Reason, `${string}.notFound` | `${string}NotFound`>;

/** A field problem: a code clients decide on (`duplicate`, `tooLong`) or a message. */
export type FieldProblems = Record<string, string | Message>;

export const notFound = (reason: NotFoundReason) => new AppError('NOT_FOUND', reason);
export const forbidden = (message: MessageArg = 'auth.forbidden') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message: MessageArg = 'auth.signIn') => new AppError('UNAUTHENTICATED', message);
export const invalid = (message: MessageArg, fields?: FieldProblems) => new AppError('VALIDATION', message, fields ? { fields } : undefined);

/**
 * A validation error naming its first field problem (`body.email: Please fill in the email`), or
 * `fallback` when there is none.
 */
export function fieldsProblem(fields: FieldProblems, fallback: MessageArg): AppError {
  const first = Object.entries(fields)[0];
  return invalid(first ? { reason: 'common.fieldProblem', values: { field: first[0], message: first[1] } } : fallback, fields);
}
