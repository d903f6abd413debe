// Malformed REST requests, one arbitrary per operation of the server's own /api/openapi.json.
import fc from 'fast-check';
import {
  anyJson,
  deepJsonText,
  deepNest,
  fuzzString,
  hugeList,
  hugeString,
  idArb,
  objectFor,
  oddString,
  valueFor,
  type IdPool,
  type JsonSchema,
} from './malformed';

export interface RestOperation {
  method: 'get' | 'post';
  /** OpenAPI form: /api/conversation/{id}/message */
  path: string;
  params: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
}

export interface RestRequest {
  method: 'GET' | 'POST';
  /** Path and query string, already encoded (or deliberately mis-encoded). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What was broken, for the totals and the failure report. */
  kind: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string; schema: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
}

/** Every operation of the document, in its order. */
export function restOperations(doc: unknown): RestOperation[] {
  const ops: RestOperation[] = [];
  for (const [path, byMethod] of Object.entries((doc as OpenApiDocument).paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      if (method !== 'get' && method !== 'post') continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        method,
        path,
        params: (op.parameters ?? []).filter((p): p is RestOperation['params'][number] => p.in === 'path' || p.in === 'query'),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

/** URL-encodes any text; a lone surrogate (which encodeURIComponent refuses) becomes the invalid UTF-8 it would be. */
export function encode(v: unknown): string {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined');
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\u0001')).replace(/%01/g, '%ED%A0%80');
  }
}

/** Query strings encoded right, and broken ones: bad %-escapes, brackets (objects and arrays), repeats, huge. */
function queryString(op: RestOperation, pool: IdPool): fc.Arbitrary<string> {
  const fields = op.params.filter((p) => p.in === 'query');
  const pairs = fc
    .tuple(...fields.map((p) => fc.option(fc.oneof({ weight: 4, arbitrary: valueFor(p.schema, pool) }, { weight: 1, arbitrary: anyJson }), { freq: 3 })))
    .map((values) => values.flatMap((v, i) => (v === null ? [] : [`${fields[i]!.name}=${encode(v)}`])));
  const broken = fc.oneof(
    fc.constantFrom('%', '%E0%A4%A', '%00', '%ZZ', '=&=&', '&&&', '?', '#', '%F0%9F', '+%2B+'),
    fc.tuple(fc.constantFrom(...(fields.length ? fields.map((f) => f.name) : ['x'])), fuzzString).map(([k, v]) => `${k}[]=${encode(v)}&${k}[]=2&${k}=3`),
    fc.tuple(fc.constantFrom(...(fields.length ? fields.map((f) => f.name) : ['x'])), fuzzString).map(([k, v]) => `${k}[a][b]=${encode(v)}&${k}[__proto__]=1`),
    fc.constant(`x=${'y'.repeat(50_000)}`),
    oddString.map((s) => `${encode(s)}=${s.replace(/[\ud800-\udfff#]/g, '')}`),
  );
  return fc.oneof(
    { weight: 4, arbitrary: pairs.map((p) => p.join('&')) },
    { weight: 1, arbitrary: fc.tuple(pairs, broken).map(([p, b]) => [...p, b].join('&')) },
  );
}

/** The path with its {params} filled: ids from the pool, and odd segments. */
function pathWithParams(op: RestOperation, pool: IdPool): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!names.length) return fc.constant(op.path);
  const segment = fc.oneof(
    { weight: 4, arbitrary: idArb(pool).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%2e%2e', '..', '%00', '%E0%A4%A', 'a%2Fb', ' ', '') },
    { weight: 1, arbitrary: fc.constant('x'.repeat(20_000)) },
    { weight: 1, arbitrary: oddString.map(encode) },
  );
  return fc.tuple(...names.map(() => segment)).map((values) => names.reduce((p, n, i) => p.replace(`{${n}}`, values[i]!), op.path));
}

const invalidJsonText = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '{"a" 1}',
  "{'a': 1}",
  '[1,]',
  '{"a":1,}',
  'nul',
  'NaN',
  '{"a": NaN}',
  '{"a": Infinity}',
  '"unterminated',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":1}}',
  '{}{}',
  '\u0000',
  '<xml/>',
);

const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/xml',
  'application/*',
  '',
  '\u00ff',
);

/** One malformed request for an operation (no credentials: the runner adds the principal's). */
export function restRequestArb(op: RestOperation, pool: IdPool): fc.Arbitrary<RestRequest> {
  const method = op.method === 'get' ? ('GET' as const) : ('POST' as const);
  const target = fc.tuple(pathWithParams(op, pool), queryString(op, pool)).map(([p, q]) => (q ? `${p}?${q}` : p));
  const json = { 'content-type': 'application/json' };
  if (method === 'GET') {
    return fc.oneof(
      { weight: 6, arbitrary: target.map((url) => ({ method, url, headers: {}, kind: 'query' })) },
      // A GET with a body (and a body's content type): it must be ignored, never parsed into a crash.
      {
        weight: 1,
        arbitrary: fc.tuple(target, invalidJsonText).map(([url, body]) => ({ method: 'POST' as const, url, headers: json, body, kind: 'wrong method' })),
      },
    );
  }
  const typed = op.body ? objectFor(op.body, pool) : fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
  const withHuge = fc.tuple(typed, hugeString, fc.nat()).map(([o, s, i]) => {
    const keys = Object.keys(op.body?.properties ?? { x: 0 });
    return { ...o, [keys[i % keys.length]!]: s };
  });
  const withHugeList = fc.tuple(typed, hugeList, fc.nat()).map(([o, l, i]) => {
    const keys = Object.keys(op.body?.properties ?? { x: 0 });
    return { ...o, [keys[i % keys.length]!]: l };
  });
  const withDeep = fc.tuple(typed, deepNest, fc.nat()).map(([o, d, i]) => {
    const keys = Object.keys(op.body?.properties ?? { x: 0 });
    return { ...o, [keys[i % keys.length]!]: d };
  });
  const post = (kind: string, bodies: fc.Arbitrary<string>, headers: fc.Arbitrary<Record<string, string>> = fc.constant<Record<string, string>>(json)) =>
    fc.tuple(target, bodies, headers).map(([url, body, h]) => ({ method, url, headers: h, body, kind }));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: post(
        'fields',
        typed.map((o) => JSON.stringify(o)),
      ),
    },
    {
      weight: 2,
      arbitrary: post(
        'whole body of a wrong type',
        fc.oneof(anyJson, fc.constant(null)).map((v) => JSON.stringify(v) ?? 'null'),
      ),
    },
    { weight: 2, arbitrary: post('invalid JSON', invalidJsonText) },
    {
      weight: 2,
      arbitrary: post(
        'wrong content type',
        typed.map((o) => JSON.stringify(o)),
        wrongContentType.map((t): Record<string, string> => (t ? { 'content-type': t } : {})),
      ),
    },
    {
      weight: 1,
      arbitrary: post(
        'huge string',
        withHuge.map((o) => JSON.stringify(o)),
      ),
    },
    {
      weight: 1,
      arbitrary: post(
        'huge list',
        withHugeList.map((o) => JSON.stringify(o)),
      ),
    },
    {
      weight: 1,
      arbitrary: post(
        'deep nesting',
        withDeep.map((o) => JSON.stringify(o)),
      ),
    },
    { weight: 1, arbitrary: post('deep nesting', deepJsonText) },
    { weight: 1, arbitrary: target.map((url) => ({ method: 'GET' as const, url, headers: {}, kind: 'wrong method' })) },
  );
}
