import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { AnyRoute } from '../../../core/rest/route';
import { DEFAULT_SECURITY, errorResponses, registerErrorResponses, securityOf } from './openapi-responses';

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
  registerErrorResponses(registry);
  for (const r of routes) {
    for (const [name, schema] of Object.entries(r.namedSchemas ?? {})) registry.register(name, schema);
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    registry.registerPath({
      method: r.method,
      path,
      operationId: r.operationId,
      summary: r.summary,
      tags: [r.tag],
      security: securityOf(r),
      request: {
        params: r.params,
        query: r.query,
        body: r.body
          ? { required: true, content: { 'application/json': { schema: r.body } } }
          : r.multipart
            ? { required: true, content: { 'multipart/form-data': { schema: r.multipart } } }
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
        ...errorResponses(r),
      },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  const doc = generator.generateDocument({
    openapi: '3.1.0',
    info: { title: 'Parley REST API', version, description: AUTH_DOC, license: { name: 'MIT', identifier: 'MIT' } },
    servers: [{ url: '/' }],
    // Each operation states its own; this is what one added without it would need.
    security: DEFAULT_SECURITY,
  });
  withoutNumberDiscriminators(doc.components?.schemas ?? {});
  return withoutRegexFlags(doc) as object;
}

/** What the pass below reads of a schema or a reference to one. */
interface SchemaLike {
  $ref?: string;
  type?: unknown;
  discriminator?: unknown;
  oneOf?: SchemaLike[];
  properties?: Record<string, SchemaLike>;
}

/**
 * The generator gives a z.discriminatedUnion of named kinds an OpenAPI discriminator, whose mapping
 * keys are the property's values as text: over a number (a message meta's type) generators then
 * type the property as a string. Such a discriminator is left out: each kind's own enum still tells
 * the kinds apart, as JSON Schema reads a oneOf.
 */
function withoutNumberDiscriminators(schemas: Record<string, SchemaLike>): void {
  for (const schema of Object.values(schemas)) {
    const property =
      typeof schema.discriminator === 'object' && schema.discriminator && 'propertyName' in schema.discriminator
        ? schema.discriminator.propertyName
        : undefined;
    if (typeof property !== 'string' || !schema.oneOf) continue;
    const numeric = schema.oneOf.some((option) => {
      const kind = option.$ref ? schemas[option.$ref.split('/').pop() ?? ''] : option;
      const type = kind?.properties?.[property]?.type;
      return type === 'number' || type === 'integer';
    });
    if (numeric) delete schema.discriminator;
  }
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
