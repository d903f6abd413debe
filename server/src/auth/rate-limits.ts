import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../common/errors';

export type LimitName = 'loginIp' | 'loginAccount' | 'forgotIp' | 'forgotAccount' | 'invitationIp';

const LIMITS: Record<LimitName, { points: number; duration: number }> = {
  loginIp: { points: 30, duration: 60 },
  loginAccount: { points: 10, duration: 15 * 60 },
  forgotIp: { points: 10, duration: 15 * 60 },
  forgotAccount: { points: 3, duration: 15 * 60 },
  invitationIp: { points: 20, duration: 15 * 60 },
};

/** Per-IP and per-account limits; shared through Redis when several nodes run. */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(redis?: Redis) {
    const make = (name: LimitName): RateLimiterAbstract => {
      const opts = { keyPrefix: `parley:rl:${name}`, ...LIMITS[name] };
      return redis ? new RateLimiterRedis({ storeClient: redis, ...opts }) : new RateLimiterMemory(opts);
    };
    this.limiters = {
      loginIp: make('loginIp'),
      loginAccount: make('loginAccount'),
      forgotIp: make('forgotIp'),
      forgotAccount: make('forgotAccount'),
      invitationIp: make('invitationIp'),
    };
  }

  /** Counts one attempt; throws RATE_LIMITED with the wait when over the limit. */
  async consume(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (res) {
      if (res instanceof RateLimiterRes) {
        const retryAfter = Math.ceil(res.msBeforeNext / 1000);
        throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${retryAfter} seconds.`, {
          retryAfter,
        });
      }
      throw res;
    }
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
