import type { SocketLimitRule, SocketLimitsConfig } from '../../config/realtime-config';
import type { AuthenticatedActor } from '../../auth/actor';
import { AppError, msg } from '../../common/errors';

/** The close code of a socket over its session's or address's limit (as HTTP's 429). */
export const TOO_MANY_SOCKETS_CLOSE = 4429;

const ruleOf = (config: SocketLimitsConfig, actor: AuthenticatedActor): SocketLimitRule => (actor.kind === 'customer' ? config.visitor : config.member);

function sessionKey(actor: AuthenticatedActor): string {
  switch (actor.kind) {
    case 'customer':
      return `customer:${actor.sessionId}`;
    case 'agent':
      return `agent:${actor.sessionId}`;
    case 'apiToken':
      return `token:${actor.tokenId}`;
  }
}

/** A socket admitted: `release` gives its place back once it closes (called more than once, it counts once). */
export interface SocketPlace {
  release(): void;
}

/**
 * Sockets open at once, counted on this node: a socket lives on one node, and its count must drop
 * the moment it closes (or its node dies), which a shared window counter cannot do; the per-node
 * count bounds what one node delivers, and a balancer spreading one client over n nodes lets it
 * hold n times the limit. Subscriptions per socket are the graphql-ws door's (graphql-ws.ts).
 */
export class SocketLimits {
  private readonly sessions = new Map<string, number>();
  private readonly addresses = new Map<string, number>();

  constructor(private readonly config: SocketLimitsConfig) {}

  /** The most subscriptions this actor's graphql-ws socket may hold; 0: no limit. */
  subscriptionsPerSocket(actor: AuthenticatedActor): number {
    return ruleOf(this.config, actor).subscriptionsPerSocket;
  }

  /** The refusal of one subscription more than `max` on a socket. */
  static tooManySubscriptions(max: number): AppError {
    return new AppError('RATE_LIMITED', msg('request.tooManySubscriptionsOnThisSocket', { max }), { limit: 'subscriptionsPerSocket', max });
  }

  /** Takes a place for one more socket of this actor from this address, or answers why not (a 429 AppError). */
  admit(actor: AuthenticatedActor, address: string): SocketPlace | AppError {
    const rule = ruleOf(this.config, actor);
    const session = sessionKey(actor);
    const addressKey = `${actor.kind === 'customer' ? 'visitor' : 'member'}:${address}`;
    if (rule.socketsPerSession > 0 && (this.sessions.get(session) ?? 0) >= rule.socketsPerSession) {
      return new AppError('RATE_LIMITED', msg('request.tooManySocketsForThisSession', { max: rule.socketsPerSession }), {
        limit: 'socketsPerSession',
        max: rule.socketsPerSession,
      });
    }
    if (rule.socketsPerAddress > 0 && (this.addresses.get(addressKey) ?? 0) >= rule.socketsPerAddress) {
      return new AppError('RATE_LIMITED', msg('request.tooManySocketsFromThisAddress', { max: rule.socketsPerAddress }), {
        limit: 'socketsPerAddress',
        max: rule.socketsPerAddress,
      });
    }
    increment(this.sessions, session);
    increment(this.addresses, addressKey);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        decrement(this.sessions, session);
        decrement(this.addresses, addressKey);
      },
    };
  }
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** A count that reaches 0 leaves the map: a node that served a million visitors holds only the open ones. */
function decrement(counts: Map<string, number>, key: string): void {
  const n = (counts.get(key) ?? 0) - 1;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
