import type { IncomingHttpHeaders } from 'node:http';

/**
 * The one rule for a cookie-authenticated request: it must come from our own pages, i.e. its Origin
 * names this server's host. A request without Origin passes (browsers always send it on cross-site
 * writes and on websocket upgrades; other clients cannot be made to carry a victim's cookie). An
 * Origin that is not a URL ("null" from a sandboxed frame) does not pass.
 * Used by REST writes (doors/http/rest/mount.ts) and websocket sign-in (doors/realtime/socket-auth.ts).
 */
export function fromOwnOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}
