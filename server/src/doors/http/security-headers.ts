import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** What a path serves decides the headers it gets (README, Security). */
export type RouteKind = 'api' | 'sdk' | 'widget' | 'token-page' | 'console' | 'asset';

/** A hashed script or stylesheet of a build (a worker's script is not one: its own policy binds it). */
const BUILT_ASSET = /^\/(widget\/)?assets\/(?![^/]*\.worker-)[^/]+\.(js|mjs|css)$/;

/** Console pages whose URL carries a one-time token (password reset, invitation). */
const TOKEN_PAGE = /^\/(account\/[^/]+\/reset|invitation\/[^/]+)\/?$/i;

/**
 * Case-blind where the router is (Express routes, react-router pages); the widget's HTML route is
 * case-sensitive, so "/WIDGET/" is the console's page and keeps the console's (unframeable) headers.
 */
export function routeKind(path: string): RouteKind {
  if (/^\/(api|graphql|websocket|webhooks|healthz$|readyz$)(\/|$)/i.test(path)) return 'api';
  if (/^\/sdk\.js$/i.test(path)) return 'sdk';
  if (BUILT_ASSET.test(path)) return 'asset';
  if (/^\/widget(\/|$)/.test(path)) return 'widget';
  if (TOKEN_PAGE.test(path)) return 'token-page';
  return 'console';
}

/**
 * The console and the widget are Vite builds served from this origin: module scripts and CSS files
 * of their own, styled-components' <style> tags and style attributes (hence 'unsafe-inline' for
 * styles only), images from uploads (same origin), previews (blob:), inline icons (data:) and
 * pictures given as URLs (profile pictures, logos, card thumbnails: https:), voice messages played
 * from blobs, the mp3 encoder worker, and REST/GraphQL/websockets to this origin ('self' matches
 * ws:/wss: of the same host in CSP 3); blob: so the page may read back a blob it made.
 */
const appDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const common = {
  // Cross-origin isolation would refuse the https: pictures above; not needed by either app.
  crossOriginEmbedderPolicy: false,
  xXssProtection: false,
} as const;

/**
 * The console: never framed (clickjacking), its URLs never leave in full. A reset or invitation
 * page sends no Referer at all: its token must not ride along, even to this origin's own requests.
 */
const consolePolicy = (referrer: 'strict-origin-when-cross-origin' | 'no-referrer'): HelmetOptions => ({
  ...common,
  contentSecurityPolicy: { useDefaults: false, directives: { ...appDirectives, 'frame-ancestors': ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: referrer },
});

/**
 * The widget iframe loads inside any host site, so any ancestor may frame it (no X-Frame-Options);
 * the rest is as tight as the console. Its files may be embedded cross-origin.
 */
const widgetPolicy: HelmetOptions = {
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...appDirectives, 'worker-src': ["'self'"], 'frame-ancestors': ['*'] },
  },
  xFrameOptions: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The loader runs as a classic <script> on host pages: it must be readable cross-origin. */
const sdkPolicy: HelmetOptions = {
  ...common,
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * REST, GraphQL, health: data, never a page. Nothing answered here may run script, be framed or be
 * cached on the way (routes that stream a file set their own caching and keep this sandbox).
 */
const apiPolicy: HelmetOptions = {
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // A document's headers mean nothing on data (an agent cluster, DNS prefetching, IE's download
  // dialog, Flash's cross-domain policies, a browsing context's opener): left off, as every byte of
  // an answer's headers goes out again on each request over HTTP/1.1 (a host page's widget makes two
  // before the visitor does anything).
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  crossOriginOpenerPolicy: false,
};

/**
 * GET /graphql in a browser is Apollo's landing page, which brings its own CSP (a <meta> tag: its
 * nonce and Apollo's CDNs only). Ours would blank it, so here it only adds what a <meta> cannot:
 * never framed.
 */
const landingPagePolicy: HelmetOptions = {
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, 'frame-ancestors': ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

const isLandingPage = (req: IncomingMessage, path: string) =>
  path.toLowerCase() === '/graphql' && req.method === 'GET' && !(req.url ?? '').includes('?') && /text\/html/.test(req.headers.accept ?? '');

/** A policy's headers: what to set, and what to remove (helmet removes X-Powered-By). */
interface HeaderSet {
  set: [name: string, value: string][];
  remove: string[];
}

/**
 * What these middlewares do to a response's headers, found once by running them on a recorder:
 * helmet's headers depend only on the options (none of ours has a per-request directive, such as a
 * nonce), and setting a fixed list costs a request a few microseconds where a dozen middlewares
 * called in turn cost tens (bench:http-door).
 */
function recordHeaders(middlewares: Middleware[]): HeaderSet {
  // By lower-cased name, as the response keeps them; sent with helmet's spelling.
  const set = new Map<string, [name: string, value: string]>();
  const remove = new Set<string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`security header ${name} is not text`);
      remove.delete(name.toLowerCase());
      set.set(name.toLowerCase(), [name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      remove.add(name.toLowerCase());
    },
  };
  for (const middleware of middlewares) {
    let nextCalled = false;
    middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
      if (err) throw err;
      nextCalled = true;
    });
    // A middleware that answered later, or not at all, would depend on the request: not recordable.
    if (!nextCalled) throw new Error('a security header middleware did not pass on at once');
  }
  return { set: [...set.values()], remove: [...remove] };
}

/**
 * A built script or stylesheet: what binds a subresource, and nothing of a document's policy
 * (Content-Security-Policy, framing, referrer, HSTS: the page's own headers decide those), which
 * cost about 700 bytes on each of the 50-odd files a cold inbox fetches over HTTP/1.1.
 */
const assetHeaders: Middleware = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.removeHeader('X-Powered-By');
  next();
};

const noStore: Middleware = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** One middleware for every response: sets the headers of the path's route kind. */
export function securityHeaders(): Middleware {
  const landingPage = recordHeaders([helmet(landingPagePolicy), noStore]);
  const byKind: Record<RouteKind, HeaderSet> = {
    api: recordHeaders([helmet(apiPolicy), noStore]),
    sdk: recordHeaders([helmet(sdkPolicy)]),
    asset: recordHeaders([assetHeaders]),
    widget: recordHeaders([helmet(widgetPolicy)]),
    'token-page': recordHeaders([helmet(consolePolicy('no-referrer'))]),
    console: recordHeaders([helmet(consolePolicy('strict-origin-when-cross-origin'))]),
  };
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0];
    const headers = isLandingPage(req, path) ? landingPage : byKind[routeKind(path)];
    for (const name of headers.remove) res.removeHeader(name);
    for (const [name, value] of headers.set) res.setHeader(name, value);
    next();
  };
}
