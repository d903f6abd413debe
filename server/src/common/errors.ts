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

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly extraInfo?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
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

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in') => new AppError('UNAUTHENTICATED', message);
export const invalid = (message: string, fields?: Record<string, string>) => new AppError('VALIDATION', message, fields ? { fields } : undefined);
