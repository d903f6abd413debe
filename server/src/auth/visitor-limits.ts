import type Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppError, PlainReason } from '../common/errors';
import type { AuthenticatedActor } from './actor';
import { consumeAll, makeLimiter, rateLimited, type Counted } from './limiter';
import type { VisitorLimitKind, VisitorLimitsConfig } from '../config/visitor-limits-config';

const REFUSALS: Record<VisitorLimitKind, PlainReason> = {
  sessions: 'auth.tooManyVisitorSessionsWereOpened',
  conversations: 'auth.tooManyConversationsWereStarted',
  messages: 'auth.tooManyMessagesWereSent',
  uploadBytes: 'auth.theUploadAllowanceIsUsedUp',
};

/** What one visitor upload may still carry, and how its bytes are counted once stored. */
export interface UploadAllowance {
  /** Bytes the upload may carry over all its files. */
  bytes: number;
  /** The 429 for an upload that would pass `bytes`. */
  refusal(): AppError;
  /** Counts the bytes kept (429 when a concurrent upload spent the allowance first); answers how to give them back. */
  spend(bytes: number): Promise<() => Promise<void>>;
}

interface KindCounters {
  address?: RateLimiterAbstract;
  key?: RateLimiterAbstract;
}

/** One counter a request counts against, with its limit. */
type Counter = Counted & { points: number };

/**
 * Limits on what widget visitors create (spec: the widget is open to anyone holding the public
 * key): sessions, conversations, messages and upload bytes, per client address and per key, shared
 * by every node through Redis when it is set. Only requests that come in over the network carry an
 * address; internal callers (the demo seed) are not visitors and are not counted.
 */
export class VisitorLimits {
  private readonly counters: Record<VisitorLimitKind, KindCounters>;

  constructor(
    redis: Redis | undefined,
    private readonly config: VisitorLimitsConfig,
  ) {
    const make = (kind: VisitorLimitKind, scope: 'address' | 'key', points: number) =>
      points > 0 ? makeLimiter(redis, `parley:rl:visitor:${kind}:${scope}`, points, config[kind].seconds) : undefined;
    const kinds: VisitorLimitKind[] = ['sessions', 'conversations', 'messages', 'uploadBytes'];
    this.counters = Object.fromEntries(
      kinds.map((kind) => [kind, { address: make(kind, 'address', config[kind].perAddress), key: make(kind, 'key', config[kind].perKey) }]),
    ) as Record<VisitorLimitKind, KindCounters>;
  }

  /** POST /api/init for a visitor, once the API key is known to be valid. */
  async sessionOpened(address: string | undefined, apiKeyId: string): Promise<void> {
    if (address === undefined) return;
    await consumeAll(this.countersOf('sessions', address, apiKeyId), 1, REFUSALS.sessions);
  }

  /** A conversation or a message created by a visitor; agents and API tokens are not counted. */
  async created(kind: 'conversations' | 'messages', actor: AuthenticatedActor): Promise<void> {
    if (actor.kind !== 'customer' || actor.address === undefined) return;
    await consumeAll(this.countersOf(kind, actor.address, actor.workspaceId), 1, REFUSALS[kind]);
  }

  /** What a visitor's upload may still carry; null when nothing limits it (not a visitor, limits off). */
  async uploadAllowance(actor: AuthenticatedActor): Promise<UploadAllowance | null> {
    if (actor.kind !== 'customer' || actor.address === undefined) return null;
    const counters = this.countersOf('uploadBytes', actor.address, actor.workspaceId);
    if (counters.length === 0) return null;
    const left = await Promise.all(
      counters.map(async (c) => {
        const res = await c.limiter.get(c.key);
        return { bytes: c.points - (res?.consumedPoints ?? 0), waitMs: res?.msBeforeNext ?? this.config.uploadBytes.seconds * 1000 };
      }),
    );
    const binding = left.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    return {
      bytes: Math.max(0, binding.bytes),
      refusal: () => rateLimited(binding.waitMs, REFUSALS.uploadBytes),
      spend: async (bytes) => {
        if (bytes <= 0) return async () => undefined;
        await consumeAll(counters, bytes, REFUSALS.uploadBytes);
        return async () => {
          await Promise.allSettled(counters.map((c) => c.limiter.reward(c.key, bytes)));
        };
      },
    };
  }

  private countersOf(kind: VisitorLimitKind, address: string, key: string): Counter[] {
    const { address: byAddress, key: byKey } = this.counters[kind];
    const { perAddress, perKey } = this.config[kind];
    return [...(byAddress ? [{ limiter: byAddress, key: address, points: perAddress }] : []), ...(byKey ? [{ limiter: byKey, key, points: perKey }] : [])];
  }
}
