/**
 * Whether an error says a dependency could not be reached (the database restarting or down, a
 * connection cut), not that the request or the code is wrong: such a request answers 503 with a
 * Retry-After, so clients try again, instead of 500.
 */
const SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
// PostgreSQL: connection exceptions (class 08), the server shutting down or starting (57P01–57P03), too many connections.
const SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
const MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/, /^terminating connection/];

export const RETRY_AFTER_SECONDS = 2;

export function isUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (SYSTEM_CODES.has(e.code) || SQLSTATES.has(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // TypeORM wraps the driver's error; some libraries chain it as the cause.
  return isUnavailable(e.driverError, depth + 1) || isUnavailable(e.cause, depth + 1);
}
