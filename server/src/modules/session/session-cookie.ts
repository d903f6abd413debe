import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../auth/request-context';

const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The console's session: httpOnly (no script reads it), SameSite=Lax, Secure behind https. */
export function setSessionCookie(req: Request, res: Response, token: string | null): void {
  const secure = req.secure ? '; Secure' : '';
  const value = token ? encodeURIComponent(token) : '';
  const maxAge = token ? COOKIE_MAX_AGE_S : 0;
  res.append('Set-Cookie', `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`);
}
