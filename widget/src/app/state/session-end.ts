import type { SessionUser } from '@parley/protocol';
import { ApiError, get } from '../api/client';

/** However often the connection is refused, a new session is opened at most once in this time. */
export const REOPEN_GAP_MS = 10_000;

/**
 * Whether the server still knows this token. Only its refusal (401, 403) ends the session: a
 * network failure or a server error says nothing about it, and the connection keeps retrying.
 */
export async function sessionIsOver(token: string): Promise<boolean> {
  try {
    await get<SessionUser>('/api/me', { token });
    return false;
  } catch (error) {
    return error instanceof ApiError && (error.status === 401 || error.status === 403);
  }
}

/**
 * Decides what a refused live connection (close 4403) means. The server refuses a socket whose
 * session it revoked (sign-out, a GDPR erase) and every reconnect with that token; it also closes
 * one whose access merely changed, which then reconnects fine. So the token is checked first, and
 * only a session the server no longer knows is replaced (`reopen`). Refusals arrive on every retry:
 * one check at a time, and one new session per REOPEN_GAP_MS, so a server that refuses the new
 * session too is not asked again in a tight loop.
 */
export class SessionEndWatch {
  private checking = false;
  private lastReopen = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly reopen: (token: string) => Promise<void>,
    private readonly isOver: (token: string) => Promise<boolean> = sessionIsOver,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The connection with this token was refused; answers whether a new session was opened. */
  async refused(token: string): Promise<boolean> {
    if (this.checking || this.now() - this.lastReopen < REOPEN_GAP_MS) return false;
    this.checking = true;
    try {
      if (!(await this.isOver(token))) return false;
      this.lastReopen = this.now();
      await this.reopen(token);
      return true;
    } finally {
      this.checking = false;
    }
  }
}
