import type Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeAll, makeLimiter } from './limiter';
import { VisitorLimits } from './visitor-limits';
import type { VisitorLimitsConfig } from '../config/visitor-limits-config';

/**
 * Sign-in, reset and invitation limits. An account's counters are kept per address: whoever
 * hammers an owner's email from one address spends that address's tries only, so the owner still
 * signs in (or asks for a reset) from anywhere else. Each address also has a cap over all accounts.
 */
export type LimitName = 'loginIp' | 'loginAccountAddress' | 'forgotIp' | 'forgotAccountAddress' | 'invitationIp';

const LIMITS: Record<LimitName, { points: number; duration: number }> = {
  loginIp: { points: 30, duration: 60 },
  loginAccountAddress: { points: 10, duration: 15 * 60 },
  forgotIp: { points: 10, duration: 15 * 60 },
  forgotAccountAddress: { points: 3, duration: 15 * 60 },
  invitationIp: { points: 20, duration: 15 * 60 },
};

/** The counter key of one account at one address (an email holds no space, an address no '|'). */
export function accountAtAddress(account: string, address: string): string {
  return `${address}|${account}`;
}

/** Per-address and per-account-and-address limits, plus the visitors'; shared through Redis when several nodes run. */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  readonly visitors: VisitorLimits;

  constructor(redis: Redis | undefined, visitorLimits: VisitorLimitsConfig, scale = 1) {
    const make = (name: LimitName) => makeLimiter(redis, `parley:rl:${name}`, LIMITS[name].points * scale, LIMITS[name].duration);
    this.limiters = {
      loginIp: make('loginIp'),
      loginAccountAddress: make('loginAccountAddress'),
      forgotIp: make('forgotIp'),
      forgotAccountAddress: make('forgotAccountAddress'),
      invitationIp: make('invitationIp'),
    };
    this.visitors = new VisitorLimits(redis, visitorLimits);
  }

  /** Counts one attempt; throws RATE_LIMITED with the wait when over the limit. */
  async consume(name: LimitName, key: string): Promise<void> {
    await consumeAll([{ limiter: this.limiters[name], key }], 1);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
