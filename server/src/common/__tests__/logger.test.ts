import { createLogger } from '../logger';

describe('createLogger: credential headers never reach a log line', () => {
  it('masks authorization, cookie, x-api-key and set-cookie wherever headers are logged', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const secrets = { authorization: 'Bearer sess-secret-1', cookie: 'parley_session=sess-secret-2', 'x-api-key': 'pk_secret-3' };
    logger.info({ req: { method: 'GET', url: '/api/me', headers: { ...secrets, host: 'parley.test' } } }, 'request');
    logger.info({ res: { statusCode: 200, headers: { 'set-cookie': 'parley_session=sess-secret-4' } } }, 'response');
    logger.info({ headers: secrets }, 'handshake');
    const out = lines.join('\n');
    for (const secret of ['sess-secret-1', 'sess-secret-2', 'pk_secret-3', 'sess-secret-4']) expect(out).not.toContain(secret);
    expect(out).toContain('parley.test');
    expect(JSON.parse(lines[0]).req.headers.authorization).toBe('[redacted]');
  });
});
