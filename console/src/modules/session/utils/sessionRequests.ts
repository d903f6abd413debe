import { API_CODE, ApiError, apiGet, apiPost } from '../../../shared/rest';
import type { Locale } from '../../../shared/i18n';

import type { SessionUser } from '@parley/protocol';

/** A workspace offered by the code-253 answer of a sign-in. */
export interface WorkspaceChoice {
  id: string;
  name: string;
}

export interface SignInInput {
  email: string;
  password: string;
  lang: Locale;
  preferredAccount?: string;
}

/** What a person typed on the sign-in form, kept while they pick a workspace. */
export type Credentials = Pick<SignInInput, 'email' | 'password'>;

let early: Promise<SessionUser> | null = null;

/**
 * Who is signed in, by GET /api/session: it answers nobody with 200, where GET /api/me's 401 put
 * an error in the browser's console on every visit to /login. Nobody is a 401 here, as before.
 */
async function askSession(): Promise<SessionUser> {
  const answer = await apiGet<{ signedIn: boolean; user: SessionUser | null }>('/api/session');
  if (answer.user) return answer.user;
  throw new ApiError(401, { code: API_CODE.unauthorized, reason: 'auth.signIn', message: 'Not signed in' });
}

/** Asks who is signed in at startup (main.tsx), before the first render; the first fetchMe takes its answer. */
export function prefetchMe(): Promise<SessionUser> {
  const request = askSession();
  request.catch(() => undefined); // handled by whoever takes it
  early = request;
  return request;
}

/** The startup check's answer, still to be taken by the session's provider (ConsoleApp's startup reads wait for it). */
export function pendingMe(): Promise<SessionUser> {
  return early ?? prefetchMe();
}

/** A sign-in on the light sign-in screen hands its user to the console, which then need not ask again. */
export function primeMe(user: SessionUser): void {
  early = Promise.resolve(user);
}

export function fetchMe(): Promise<SessionUser> {
  const pending = early;
  early = null;
  return pending ?? askSession();
}

/** POST /api/init as an agent; the server sets the session cookie. */
export async function signIn({ email, password, lang, preferredAccount }: SignInInput): Promise<SessionUser> {
  const { user } = await apiPost<{ user: SessionUser }>('/api/init', {
    type: 'agent',
    username: email.trim(),
    password,
    lang,
    preferredAccount,
    supportMultipleAccounts: true,
    deviceName: navigator.userAgent.slice(0, 200),
    version: 1,
    appVersion: __APP_VERSION__,
  });
  return user;
}

export async function signOut(): Promise<void> {
  await apiPost<null>('/api/logout');
}

export async function updateLanguage(lang: Locale): Promise<void> {
  await apiPost('/api/me/update', { lang });
}

/** The workspaces of a code-253 answer, ignoring anything malformed. */
export function workspaceChoices(extraInfo: Record<string, unknown>): WorkspaceChoice[] {
  const accounts = extraInfo.accounts;
  if (!Array.isArray(accounts)) return [];
  return accounts.flatMap((a: unknown) => {
    if (!a || typeof a !== 'object') return [];
    const { id, name } = a as { id?: unknown; name?: unknown };
    return typeof id === 'string' ? [{ id, name: typeof name === 'string' && name ? name : id }] : [];
  });
}
