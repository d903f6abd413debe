import { Router, type NextFunction, type Request, type Response } from 'express';
import { ZodError, type ZodType } from 'zod';
import { forbidden, invalid, unauthenticated } from '../../common/errors';
import type { RequestContext } from '../../auth/request-context';
import { fromOwnOrigin } from '../../auth/same-origin';
import type { Services } from '../../modules/services';
import type { AppConfig } from '../../config/env';
import { requestLanguage, zodToAppError } from '../errors';
import type { Lang } from '../../i18n/language';
import { zodErrorMap } from '../../i18n/zod-locale';
import { envelope } from './envelope';
import type { AnyRoute } from './route';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

function parse(schema: ZodType | undefined, value: unknown, where: string, lang: Lang): unknown {
  if (!schema) return where === 'body' ? undefined : {};
  if (hasNul(value)) throw invalid('Text must not contain NUL characters', { [where]: 'nul' });
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
  if (!fromOwnOrigin(req.headers)) throw forbidden('Cross-site request refused');
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

export function mountRoutes(routes: AnyRoute[], services: Services, config: AppConfig): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
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
          services,
          config,
          req,
          res,
        };
        const result = await route.handler(input as Parameters<AnyRoute['handler']>[0]);
        if (route.raw) return;
        const body = envelope(result);
        if (route.response && checkResponses()) checkAnswer(route, body.data);
        res.json(body);
      } catch (err) {
        next(err);
      }
    });
  }
  return router;
}
