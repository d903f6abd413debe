import type { IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';
import { parse as parseCookie } from 'cookie';
import { anonymous, type Actor } from './actor';

export const SESSION_COOKIE = 'parley_session';

/** What each request carries through both doors. */
export interface RequestContext {
  requestId: string;
  actor: Actor;
  ip: string;
  /** Raw client type (26 = console). */
  clientType?: string;
  /** True when the credential came from the session cookie (then state changes need a same-origin request). */
  viaCookie: boolean;
  /** scheme://host the request came to (for addresses given out when PUBLIC_URL is not set). */
  origin?: string;
}

/** Cookie values are percent-decoded; a malformed one stays as sent instead of failing the request. */
export function parseCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** Who a bearer or cookie token names: the session and API-token services answer (auth stays below them). */
export interface ActorResolvers {
  apiToken: { resolve(token: string): Promise<Actor | null> };
  session: { resolveToken(token: string): Promise<Actor | null> };
}

/** Bearer session token, bearer API token (`<token>.<secret>`), or the session cookie. */
export async function resolveActor(
  services: ActorResolvers,
  headers: IncomingHttpHeaders,
  explicitToken?: string,
): Promise<{ actor: Actor; viaCookie: boolean }> {
  const auth = headers.authorization;
  let bearer = explicitToken;
  if (!bearer && typeof auth === 'string' && /^bearer\s+/i.test(auth)) bearer = auth.replace(/^bearer\s+/i, '').trim();
  if (bearer) {
    if (bearer.length > 512) return { actor: anonymous, viaCookie: false };
    const actor = bearer.includes('.') ? await services.apiToken.resolve(bearer) : await services.session.resolveToken(bearer);
    return { actor: actor ?? anonymous, viaCookie: false };
  }
  const cookie = parseCookies(headers.cookie)[SESSION_COOKIE];
  if (cookie && cookie.length <= 512) {
    const actor = await services.session.resolveToken(cookie);
    if (actor) return { actor, viaCookie: true };
  }
  return { actor: anonymous, viaCookie: false };
}

export function newRequestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}
