import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { AnyRoute } from '../../../core/rest/route';

const errorSchema = z.object({
  error: z.object({
    code: z.number().int().describe('400 validation, 401 no session, 403 permission, 404 unknown, 429 rate limited, 253 choose a workspace'),
    message: z.string(),
    extraInfo: z.record(z.string(), z.unknown()).optional(),
  }),
});

const AUTH_DOC = `Authenticate with one of:
- the session cookie \`parley_session\` set by \`POST /api/init\` (console);
- \`Authorization: Bearer <session token>\` (answered by \`POST /api/init\` with \`getAuthToken: true\`);
- \`Authorization: Bearer <token>.<secret>\` with an API token: \`token\` is its public id, \`secret\` the value shown once when it was created (the server keeps only its SHA-256);
- \`X-Api-Key: <key>\` identifies the workspace for widget (customer) sessions.`;

/** Generated from the same route table that validates requests. */
export function buildOpenApi(routes: AnyRoute[], version: string): object {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  registry.registerComponent('securitySchemes', 'cookie', { type: 'apiKey', in: 'cookie', name: 'parley_session' });
  registry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: 'X-Api-Key' });
  for (const r of routes) {
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    registry.registerPath({
      method: r.method,
      path,
      summary: r.summary,
      tags: [r.tag],
      security: r.auth === 'session' ? [{ bearer: [] }, { cookie: [] }] : [],
      request: {
        params: r.params,
        query: r.query,
        body: r.body
          ? { content: { 'application/json': { schema: r.body } } }
          : r.multipart
            ? { content: { 'multipart/form-data': { schema: r.multipart } } }
            : undefined,
      },
      responses: {
        200: {
          description: 'Success',
          content: r.raw
            ? { 'application/octet-stream': { schema: z.string() } }
            : {
                'application/json': {
                  schema: r.paged ? z.object({ data: r.response ?? z.unknown(), total: z.number().int() }) : z.object({ data: r.response ?? z.unknown() }),
                },
              },
        },
        400: { description: 'Invalid input', content: { 'application/json': { schema: errorSchema } } },
        ...(r.auth === 'session'
          ? {
              401: { description: 'No session', content: { 'application/json': { schema: errorSchema } } },
              403: { description: 'Permission missing', content: { 'application/json': { schema: errorSchema } } },
            }
          : {}),
      },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  const doc = generator.generateDocument({
    openapi: '3.1.0',
    info: { title: 'Parley REST API', version, description: AUTH_DOC },
    servers: [{ url: '/' }],
  });
  return withoutRegexFlags(doc) as object;
}

/**
 * The generator writes a zod regex's flags after its source (`^\\p{L}+$/u`), which no JSON Schema
 * validator reads as a pattern. Patterns are ECMA-262 with Unicode on in JSON Schema 2020-12, so a
 * `u` is dropped; case-insensitive patterns spell both cases instead of using `i`.
 */
function withoutRegexFlags(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRegexFlags);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'pattern' && typeof v === 'string' ? v.replace(/\$\/u$/, '$') : withoutRegexFlags(v)]),
    );
  }
  return value;
}
