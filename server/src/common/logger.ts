import pino, { type Logger } from 'pino';

export type { Logger };

/** Secrets never reach the log, whatever field they hide in. */
const redactPaths = [
  'password',
  '*.password',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' }, base: { app: 'parley' } });
}
