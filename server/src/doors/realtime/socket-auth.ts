import type { IncomingMessage } from 'node:http';
import { anonymous, type Actor } from '../../auth/actor';
import { resolveActor, type ActorResolvers } from '../../auth/request-context';
import { fromOwnOrigin } from '../../auth/same-origin';
import type { PresenceService } from '../../modules/presence/presence.service';

/** What a socket door calls: who the socket speaks for, and their presence while it is open. */
export interface SocketServices extends ActorResolvers {
  presence: PresenceService;
}

/** The token a client sent in connectionParams (graphql-ws) or its handshake (/websocket/connect). */
export function socketToken(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Who a websocket speaks for. A token the client sent itself (the widget's visitor token, an API
 * token) works from any origin: a foreign page cannot have it. The session cookie (the console) works
 * only when the upgrade came from our own pages, the rule REST applies to writes (auth/same-origin.ts):
 * a browser attaches the cookie to an upgrade any page starts, and a socket both reads and writes, so
 * here the rule covers the upgrade's GET too. A foreign cookie-only socket is anonymous, and refused.
 */
export async function resolveSocketActor(services: ActorResolvers, request: IncomingMessage, token: string | undefined): Promise<Actor> {
  const { actor, viaCookie } = await resolveActor(services, request.headers, token);
  if (viaCookie && !fromOwnOrigin(request.headers)) return anonymous;
  return actor;
}
