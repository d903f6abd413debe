import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE } from '../../auth/request-context';

const COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The console's session: httpOnly (no script reads it), SameSite=Lax, Secure behind https. */
export function setSessionCookie(req: Request, res: Response, token: string | null): void {
  const options: CookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure };
  // Signing out sends an empty value with Max-Age=0: every browser drops it at once.
  res.cookie(SESSION_COOKIE, token ?? '', { ...options, maxAge: token ? COOKIE_MAX_AGE_MS : 0 });
}
