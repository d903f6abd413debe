import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, msg, type PlainReason } from '../common/errors';

/** A fixed-window counter: in memory on one node, in Redis (shared by every node) when it is set. */
export function makeLimiter(redis: Redis | undefined, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const opts = { keyPrefix, points, duration };
  return redis ? new RateLimiterRedis({ storeClient: redis, ...opts }) : new RateLimiterMemory(opts);
}

/** The 429 every limit answers: REST adds Retry-After from extraInfo.retryAfter (seconds). */
export function rateLimited(msBeforeNext: number, message: PlainReason = 'auth.tooManyAttempts'): AppError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', msg('auth.pleaseTryAgainInSeconds', { message: { reason: message }, retryAfter }), { retryAfter });
}

export interface Counted {
  limiter: RateLimiterAbstract;
  key: string;
}

/**
 * Counts `points` on every counter or on none: when one is over its limit every counter gets the
 * points back (a refused request spends nothing) and the answer is a 429 with the longest wait.
 */
export async function consumeAll(counters: Counted[], points: number, message?: PlainReason): Promise<void> {
  const results = await Promise.allSettled(counters.map((c) => c.limiter.consume(c.key, points)));
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (refused.length === 0) return;
  // The store counted the refused points too; all of them go back, so a refusal costs nothing later.
  await Promise.allSettled(counters.map((c) => c.limiter.reward(c.key, points)));
  const waits = refused.map((reason) => {
    if (reason instanceof RateLimiterRes) return reason.msBeforeNext;
    throw reason;
  });
  throw rateLimited(Math.max(...waits), message);
}
