import { Router, type NextFunction, type Request, type Response } from 'express';
import { ZodError, type ZodType } from 'zod';
import { forbidden, invalid, unauthenticated } from '../../../common/errors';
import type { RequestContext } from '../../../auth/request-context';
import { fromOwnOrigin } from '../../../auth/same-origin';
import type { AppConfig } from '../../../config/env';
import { zodToAppError } from '../errors';
import { requestLanguage } from '../../../i18n/language';
import type { Lang } from '../../../i18n/language';
import { zodErrorMap } from '../../../i18n/zod-locale';
import { envelope } from '../../../core/rest/envelope';
import type { AnyRoute } from '../../../core/rest/route';
import { NUL_REASON } from '../../graphql/nul-guard';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

function parse(schema: ZodType | undefined, value: unknown, where: string, lang: Lang): unknown {
  if (!schema) return where === 'body' ? undefined : {};
  if (hasNul(value)) throw invalid(NUL_REASON, { [where]: 'nul' });
  const r = schema.safeParse(value ?? (where === 'body' ? {} : value), { error: zodErrorMap(lang) });
  if (!r.success) throw zodToAppError(r.error as ZodError, where);
  return r.data;
}

/**
 * Cookie-authenticated writes must come from our own pages: a cross-site form cannot act for the
 * signed-in agent (SameSite=Lax already stops most; this closes the rest).
 */
function checkSameOrigin(req: Request, ctx: RequestContext): void {
  if (!ctx.viaCookie || req.method === 'GET' || req.method === 'HEAD') return;
  if (!fromOwnOrigin(req.headers)) throw forbidden('request.crossSiteRequestRefused');
}

/**
 * Tests run with PARLEY_CHECK_RESPONSES=1: every answer is checked against the route's declared
 * response schema (the one the OpenAPI file publishes), so the document cannot drift from the code.
 */
const checkResponses = () => process.env.PARLEY_CHECK_RESPONSES === '1';

function checkAnswer(route: AnyRoute, data: unknown): void {
  const r = route.response!.safeParse(data);
  if (r.success) return;
  const where = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`${route.method.toUpperCase()} ${route.path} answered outside its response schema: ${where}`);
}

/**
 * What express's res.json sends for an envelope (the same bytes and headers; no ETag: answers are
 * no-store), without its setting lookups and content-type parsing on every answer.
 */
function answerJson(res: Response, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void>;

function routeHandler(route: AnyRoute, config: AppConfig): Handler {
  return async (req, res, next) => {
    try {
      const ctx = res.locals.ctx as RequestContext;
      // The route declares who may call it; the door enforces it before any parsing or service call.
      if (route.auth === 'session' && ctx.actor.kind === 'anonymous') throw unauthenticated();
      checkSameOrigin(req, ctx);
      const lang = requestLanguage(req);
      const input = {
        params: parse(route.params, req.params, 'params', lang),
        query: parse(route.query, req.query, 'query', lang),
        body: route.method === 'get' ? undefined : parse(route.body, req.body, 'body', lang),
        ctx,
        config,
        req,
        res,
      };
      const result = await route.handler(input as Parameters<AnyRoute['handler']>[0]);
      if (route.raw) return;
      const body = envelope(result);
      if (route.response && checkResponses()) checkAnswer(route, body.data);
      answerJson(res, body);
    } catch (err) {
      next(err);
    }
  };
}

/** A route path as a pattern of express's (`:name` is one segment) for the overlap check below. */
const patternOf = (path: string): RegExp => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`, 'i');

/** The key of a request in the table of exact paths: express matches them case-blind, with or without one trailing slash. */
function exactKey(method: string, url: string): string | null {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  if (path.charCodeAt(0) !== 47 /* / */) return null;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return `${method} ${path.toLowerCase()}`;
}

/**
 * The REST routes. Express tries a request against each route in turn, a path match per route
 * (a send passed 48 of them): the routes without parameters, nearly all, are also found by their
 * method and path in one lookup. The router keeps every route, so whatever the table does not
 * answer (paths with parameters, HEAD, OPTIONS' automatic answer, a trailing `//`) goes the way it
 * always went; a path an earlier route with parameters would take stays out of the table.
 */
export function mountRoutes(routes: AnyRoute[], config: AppConfig): (req: Request, res: Response, next: NextFunction) => void {
  const router = Router();
  const exact = new Map<string, Handler>();
  const withParams: { method: string; pattern: RegExp }[] = [];
  for (const route of routes) {
    const answer = routeHandler(route, config);
    // The route's pattern, never the URL, labels it in /metrics (doors/http/metrics.ts).
    const handler: Handler = (req, res, next) => {
      res.locals.route = route.path;
      return answer(req, res, next);
    };
    router[route.method](route.path, handler);
    const method = route.method.toUpperCase();
    if (route.path.includes(':')) withParams.push({ method, pattern: patternOf(route.path) });
    else if (!withParams.some((p) => p.method === method && p.pattern.test(route.path))) {
      const key = exactKey(method, route.path)!;
      if (!exact.has(key)) exact.set(key, handler);
    }
  }
  return (req, res, next) => {
    const key = exactKey(req.method, req.url);
    const handler = key === null ? undefined : exact.get(key);
    if (handler) {
      req.params = {};
      void handler(req, res, next);
    } else router(req, res, next);
  };
}
