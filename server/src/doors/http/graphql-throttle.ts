import type Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeAll, makeLimiter } from '../../auth/limiter';

/**
 * Per-address budget of GraphQL work, shared by HTTP /graphql and graphql-ws (README, "GraphQL
 * limits"): each operation spends its cost estimate (doors/graphql/limits.ts, at least 1) from its client
 * address's budget of GRAPHQL_COST_PER_MINUTE; past it, 429 with Retry-After. In Redis when it is
 * set, so every node counts against the same budget.
 */
export class GraphqlThrottle {
  private readonly limiter: RateLimiterAbstract | undefined;

  /** costPerMinute 0 turns the throttle off. */
  constructor(redis: Redis | undefined, costPerMinute: number) {
    this.limiter = costPerMinute > 0 ? makeLimiter(redis, 'parley:rl:graphql', costPerMinute, 60) : undefined;
  }

  /** Spends `points` of this address's budget; throws RATE_LIMITED (429, extraInfo.retryAfter) when over it. */
  async charge(address: string, points: number): Promise<void> {
    if (!this.limiter) return;
    await consumeAll([{ limiter: this.limiter, key: address }], points, 'request.tooManyGraphqlRequests');
  }
}
