import { extendZodWithOpenApi, type OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { AnyRoute, RouteError } from '../../../core/rest/route';

extendZodWithOpenApi(z);

/** The REST error envelope (doors/http/errors.ts, ErrorBody): every error answer of every route. */
const errorSchema = z
  .object({
    error: z.object({
      code: z
        .number()
        .int()
        .describe(
          'The HTTP status as a number (400, 401, 403, 404, 409, 410, 413, 415, 429, 500, 503), except 253: choose a workspace (HTTP 409, extraInfo.accounts)',
        ),
      reason: z.string().describe('What went wrong as a stable key clients decide on (request.bodyTooLarge, conversation.notFound...)'),
      message: z.string().describe("The reason in the reader's language (Accept-Language)"),
      extraInfo: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('fields (a problem per field, 400), retryAfter (seconds, 429 and 503), maxBytes (413), accounts (253), mergedInto (409)'),
    }),
  })
  .openapi({ example: { error: { code: 404, reason: 'conversation.notFound', message: 'Conversation not found' } } });

/** Seconds to wait: sent with every 429 and 503 (doors/http/errors.ts, errorMiddleware). */
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again (also in extraInfo.retryAfter)', schema: { type: 'integer' as const, minimum: 0 } },
};

type ErrorKey = RouteError | 400 | 415 | '5XX';

/** Each error answer as a reusable response component, by status. */
const RESPONSES: Record<ErrorKey, { name: string; description: string; retry?: boolean }> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: a field fails its schema or a service rule (extraInfo.fields names each field), or the body is not JSON, is nested too deeply or holds NUL characters.',
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid session or API token (or, at sign-in, wrong credentials or API key).',
  },
  403: {
    name: 'Forbidden',
    description: 'The caller may not do this (a permission is missing), or a write authenticated by the session cookie came from another site.',
  },
  404: { name: 'NotFound', description: 'No such record, or none the caller may see.' },
  409: {
    name: 'Conflict',
    description:
      'The change conflicts with the current state (a terminated or merged conversation, a taken reference, an archived customer...); at sign-in also code 253: choose a workspace (extraInfo.accounts).',
  },
  410: { name: 'Gone', description: 'Expired: the link, or the time to undo, has passed.' },
  413: {
    name: 'PayloadTooLarge',
    description: 'Too large: a JSON body over 1 MB (app/parley.ts, BODY_LIMIT), or a file over FILE_MAX_BYTES (extraInfo.maxBytes).',
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A JSON body in a charset that is not UTF, or in a content encoding the server cannot inflate.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Rate limited (auth/rate-limits.ts, auth/visitor-limits.ts): wait Retry-After seconds.',
    retry: true,
  },
  '5XX': {
    name: 'ServerError',
    description: 'A fault on the server (500), or a dependency briefly unavailable (503 with Retry-After).',
    retry: true,
  },
};

const ORDER: ErrorKey[] = [400, 401, 403, 404, 409, 410, 413, 415, 429, '5XX'];

/** Registers the Error schema and one response component per error status. */
export function registerErrorResponses(registry: OpenAPIRegistry): void {
  registry.register('Error', errorSchema);
  for (const key of ORDER) {
    const { name, description, retry } = RESPONSES[key];
    registry.registerComponent('responses', name, {
      description,
      ...(retry ? { headers: retryAfter } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  }
}

const hasInput = (r: AnyRoute): boolean => Boolean(r.body ?? r.multipart ?? r.query ?? r.params) || r.method === 'post';

/**
 * The error statuses a route answers. The door's own: 400 for input (every POST body is parsed as
 * JSON, so every POST); 401 and 403 for session routes (mount.ts); 403 for a POST with the session
 * cookie from another site (mount.ts, checkSameOrigin), 413 for a POST body over the limit and 415
 * for one in another charset (app/parley.ts, jsonBody), whatever the route's auth. Then what the route declares its services
 * answer (RouteDef.errors), and 5XX for all.
 */
export function errorStatuses(r: AnyRoute): ErrorKey[] {
  const statuses = new Set<ErrorKey>(r.errors ?? []);
  if (hasInput(r)) statuses.add(400);
  if (r.auth === 'session') {
    statuses.add(401);
    statuses.add(403);
  }
  if (r.method === 'post') {
    statuses.add(403);
    statuses.add(413);
    statuses.add(415);
  }
  statuses.add('5XX');
  return ORDER.filter((s) => statuses.has(s));
}

/** The route's error answers as references to the response components. */
export function errorResponses(r: AnyRoute): Record<string, { $ref: string }> {
  return Object.fromEntries(errorStatuses(r).map((s) => [String(s), { $ref: `#/components/responses/${RESPONSES[s].name}` }]));
}

type Requirement = Record<string, string[]>;

const SESSION: Requirement[] = [{ bearer: [] }, { cookie: [] }];

/**
 * Who may call: session routes a session (bearer token or cookie); public routes nobody in
 * particular (`[]`), or, when they read a credential that may be sent, none or that one (`{}` first).
 */
export function securityOf(r: AnyRoute): Requirement[] {
  if (r.auth === 'session') return SESSION;
  const optional = r.optionalCredentials ?? [];
  if (optional.length === 0) return [];
  return [{}, ...optional.flatMap((c) => (c === 'apiKey' ? [{ apiKey: [] }] : SESSION))];
}

export const DEFAULT_SECURITY: Requirement[] = SESSION;
