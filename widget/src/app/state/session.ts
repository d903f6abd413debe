import type { InitOptions } from '../../bridge/protocol';
import { ApiError, get, post } from '../api/client';
import type { SessionUser } from '@parley/protocol';
import { outboxKey } from './outbox';
import { load, save } from './storage';

export interface StoredSession {
  token: string;
  refId: string | null;
  userId: string;
  udId: string;
}

const keyOf = (appKey: string) => `parley.session.${appKey}`;

/** The server ended this session (signed out, erased): the next openSession starts a new one. */
export function forgetSession(appKey: string): void {
  save(keyOf(appKey), undefined);
}

/**
 * The visitor's session for this API key: the stored one when it is still good and belongs to the
 * same refId (or both are anonymous), else a new one from POST /api/init (type customer). Offline,
 * a stored session is kept so the outbox still works; a refused one (401/403) is thrown.
 */
export async function openSession(options: InitOptions, lang: string): Promise<{ session: StoredSession; user?: SessionUser }> {
  const key = keyOf(options.apiKey);
  const stored = load<StoredSession>(key);
  const wanted = options.refId?.trim() || null;
  const sameVisitor = stored?.token && (wanted === null ? !stored.refId || stored.refId.startsWith('v_') : stored.refId === wanted);
  if (stored && sameVisitor) {
    try {
      const me = await get<SessionUser>('/api/me', { token: stored.token });
      if (me.type === 'customer') return { session: stored, user: me };
    } catch (error) {
      if (error instanceof ApiError && error.retryable) return { session: stored };
    }
    save(key, undefined);
    // The ended session's unsent messages go with it (an erased visitor's text stays nowhere).
    save(outboxKey(stored.userId), undefined);
  }
  const answer = await post<{ token: string; user: SessionUser }>(
    '/api/init',
    { appKey: options.apiKey },
    {
      type: 'customer',
      getAuthToken: true,
      appKey: options.apiKey,
      refId: wanted ?? undefined,
      refIdHash: options.refIdHash,
      lang,
      version: 1,
      appVersion: 1,
      deviceName: navigator.userAgent.slice(0, 200),
    },
  );
  const session = { token: answer.token, refId: answer.user.refId, userId: answer.user.userId, udId: answer.user.udId };
  save(key, session);
  return { session, user: answer.user };
}
