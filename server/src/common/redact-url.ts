/**
 * Masks secrets in a request URL before it is logged: the one-time tokens that live in paths
 * (password reset, invitation: API routes and console pages alike) and any query parameter whose
 * name says it holds a credential. Works on a path, a path with a query (`req.url`), or an
 * absolute URL.
 */

const MASK = '[redacted]';

/**
 * Each pattern captures what precedes the token; the token is the next path segment. Not anchored
 * and case-blind: routing ignores case, and a mistyped prefix ("//api/…") must not leak either.
 */
const TOKEN_SEGMENTS: RegExp[] = [
  /(\/forgetPassword\/)(?!request(?:[/?#]|$))[^/?#]+/gi,
  /(\/invitation\/)[^/?#]+/gi,
  /(\/account\/)[^/?#]+(?=\/reset(?:[/?#]|$))/gi,
  // A visitor's unsubscribe link: its token is also their reply address's (modules/continuity).
  /(\/email\/unsubscribe\/)[^/?#]+/gi,
];

const SECRET_PARAM = /token|secret|key|password|signature|hash/i;

export function redactUrl(url: string): string {
  // An absolute URL (an email's link): the origin stays, the rest is masked like a request path.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0];
  if (origin) return origin + redactUrl(url.slice(origin.length) || '/');
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  for (const pattern of TOKEN_SEGMENTS) path = path.replace(pattern, `$1${MASK}`);
  if (q === -1) return path;
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, eq).replace(/\+/g, ' '));
      } catch {
        name = pair.slice(0, eq);
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${masked}`;
}
