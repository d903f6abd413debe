import type { IncomingMessage } from 'node:http';
import { anonymous, type Actor } from '../../auth/actor';
import { resolveActor } from '../../auth/request-context';
import { fromOwnOrigin } from '../../auth/same-origin';
import type { Services } from '../../app/services';

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
export async function resolveSocketActor(services: Services, request: IncomingMessage, token: string | undefined): Promise<Actor> {
  const { actor, viaCookie } = await resolveActor(services, request.headers, token);
  if (viaCookie && !fromOwnOrigin(request.headers)) return anonymous;
  return actor;
}
