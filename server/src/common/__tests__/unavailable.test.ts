import { createLogger } from '../logger';
import { toErrorResponse } from '../../doors/http/errors';
import { isUnavailable } from '../unavailable';

/** What pg and TypeORM throw while PostgreSQL restarts: TypeORM's QueryFailedError carries the driver's error. */
const queryFailed = (driverError: object) => Object.assign(new Error('query failed'), { name: 'QueryFailedError', driverError });

describe('isUnavailable', () => {
  it.each([
    ['the server shutting down (57P01)', queryFailed({ code: '57P01', message: 'terminating connection due to administrator command' })],
    ['the server starting (57P03)', queryFailed({ code: '57P03' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
    ['a full pool that cannot connect', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_what, err) => expect(isUnavailable(err)).toBe(true));

  it.each([
    ['a unique violation', queryFailed({ code: '23505' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_what, err) => expect(isUnavailable(err)).toBe(false));
});

describe('toErrorResponse', () => {
  const logger = createLogger('silent');

  it('answers 503 with a time to retry when the database cannot be reached, 500 for a bug', () => {
    expect(toErrorResponse(queryFailed({ code: '57P01' }), logger)).toEqual({
      status: 503,
      body: {
        error: { code: 503, reason: 'request.unavailable', message: 'The service is briefly unavailable; please try again', extraInfo: { retryAfter: 2 } },
      },
    });
    expect(toErrorResponse(new TypeError('x is undefined'), logger).status).toBe(500);
  });
});
