/**
 * Only paths of this console may be a referer: "/agents/12?tab=x" yes; "https://evil.test",
 * "//evil.test" and "/\evil.test" (which browsers treat as another host) no.
 */
export function safeReferer(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/\p{Cc}/u.test(raw)) return null;
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return null;
  return raw;
}

/** /login carrying where the person wanted to go, e.g. /login?referer=%2Fagents%2F12 */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return target === '/' || !safeReferer(target) ? '/login' : `/login?referer=${encodeURIComponent(target)}`;
}
