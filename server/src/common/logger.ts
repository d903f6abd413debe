import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Secrets never reach the log, whatever field they hide in. */
const redactPaths = [
  'password',
  '*.password',
  'token',
  '*.token',
  'secret',
  '*.secret',
  // Credential headers, wherever a handler might log them (req.headers, res.headers).
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["x-api-key"]',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/** `destination` defaults to stdout; tests pass a stream to read what was logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' }, base: { app: 'parley' } };
  return destination ? pino(options, destination) : pino(options);
}
