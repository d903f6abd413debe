// Malformed values, and "nearly right" values built from a JSON Schema (the OpenAPI file's), for
// the fuzz cases of both doors. Everything is a fast-check arbitrary, so a seed replays a run.
import fc from 'fast-check';

/** The ids a case may name: the fuzz principals' own records, another workspace's, and nonsense. */
export interface IdPool {
  /** Records of the fuzz workspace that a case may act on (conversations, messages, teams...). */
  own: string[];
  /** Records of another workspace: a case naming them must be refused like an unknown id. */
  foreign: string[];
}

/** Lone surrogates, RTL and zero-width marks, NUL and other controls, emoji, CJK, combining marks. */
const oddPieces = [
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u202e',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\u0000',
  '\u0001',
  '\u001b[31m',
  '\u2028',
  '\uffff',
  '👩‍👩‍👧‍👦',
  '訂單狀態',
  'e\u0301\u0301\u0301',
  '%00',
  '%',
  '../',
  "' OR 1=1 --",
  '<script>',
  '${x}',
  '__proto__',
  '\\',
  '"',
];

export const oddString: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...oddPieces), fc.string({ maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 6 })
  .map((parts) => parts.join(''));

/** 100 KB to 300 KB of text, sometimes ending in an odd piece. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 100_000, max: 300_000 }), fc.constantFrom('x', 'é', '訂', '\u202e', 'a\u0000'), fc.constantFrom('', '\ud800', '"'))
  .map(([n, unit, tail]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n) + tail);

export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 3, arbitrary: oddString },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '0', '1e309', 'true', '[]', '{}') },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 5000 }) },
);

/** Numbers at the edges: negative, huge, fractions, beyond 2^53, and the texts NaN-like values become. */
export const fuzzNumber: fc.Arbitrary<number | string> = fc.oneof(
  fc.integer({ min: -5, max: 100 }),
  fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324, 0.5, -0.0, 8.64e15 + 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '0x10', '1_000', ' 7 '),
);

/** Any JSON value, a few levels deep. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fuzzNumber },
  { weight: 1, arbitrary: oddString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { value: null }) },
);

/** Arrays or objects nested 50 to 1,000 levels (JSON.stringify goes no deeper). */
export const deepNest: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 50, max: 1000 }), fc.boolean(), anyJson).map(([depth, arrays, leaf]) => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});

/** JSON text nested 1,000 to 100,000 levels: valid, and deeper than any recursion should go. */
export const deepJsonText: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1000, max: 100_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

export const hugeList: fc.Arbitrary<unknown[]> = fc
  .tuple(fc.integer({ min: 1000, max: 20_000 }), fc.constantFrom<unknown>('x', 1, null, {}, 'report', '00000000-0000-0000-0000-000000000000'))
  .map(([n, item]) => Array.from({ length: n }, () => item));

/** Ids: the fuzz workspace's, another workspace's, random and nil uuids, and things that are not uuids. */
export function idArb(pool: IdPool): fc.Arbitrary<string> {
  const arbs: fc.Arbitrary<string>[] = [fc.uuid(), fc.constantFrom('00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')];
  if (pool.own.length) arbs.push(fc.constantFrom(...pool.own), fc.constantFrom(...pool.own));
  if (pool.foreign.length) arbs.push(fc.constantFrom(...pool.foreign));
  arbs.push(fuzzString, fc.constantFrom('1', '-1', 'not-a-uuid', '0x00', '%', '12345678-1234-1234-1234-1234567890abc', '{"$ne":null}'));
  return fc.oneof(...arbs);
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  const?: unknown;
}

const looksLikeId = (s: JsonSchema) => (s.pattern ?? '').includes('[0-9a-fA-F]{8}') || s.format === 'uuid';

/** A value that has the schema's shape, mostly: correct types, with edge values inside. */
export function valueFor(schema: JsonSchema, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, pool, depth + 1)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, pool, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return depth > 3 ? fc.constant(null) : anyJson;
  return fc.oneof(...types.map((t) => valueOfType(t, schema, pool, depth)));
}

function valueOfType(type: string, schema: JsonSchema, pool: IdPool, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 2 ** 31) }), fuzzNumber);
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 2 ** 40 }), fuzzNumber);
    case 'string':
      if (looksLikeId(schema)) return idArb(pool);
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), fuzzString);
      return fc.oneof(
        { weight: 3, arbitrary: fuzzString },
        { weight: 1, arbitrary: idArb(pool) },
        { weight: 1, arbitrary: fc.constant('x'.repeat((schema.maxLength ?? 100) + 1)) },
      );
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const item = schema.items ? valueFor(schema.items, pool, depth + 1) : anyJson;
      return fc.oneof(
        fc.array(item, { maxLength: 4 }),
        fc.constant([]),
        fc.array(item, { minLength: (schema.maxItems ?? 50) + 1, maxLength: (schema.maxItems ?? 50) + 2 }),
      );
    }
    case 'object':
      return depth > 4 ? fc.constant({}) : objectFor(schema, pool, depth);
    default:
      return anyJson;
  }
}

/**
 * An object of the schema's shape, then broken: each field kept right, given a wrong JSON type, a
 * huge or odd value, or dropped; sometimes extra fields are added.
 */
export function objectFor(schema: JsonSchema, pool: IdPool, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fieldArbs: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, s] of props) {
    const good = valueFor(s, pool, depth + 1);
    fieldArbs[name] = fc.oneof(
      { weight: 6, arbitrary: good },
      { weight: 2, arbitrary: anyJson },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: required.has(name) ? 1 : 0, arbitrary: fc.constant(undefined) },
    );
  }
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? fc.dictionary(fuzzString, valueFor(schema.additionalProperties, pool, depth + 1), { maxKeys: 3 })
      : fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'toString', '\u0000', '')), anyJson, { maxKeys: 2 });
  return fc.tuple(fc.record(fieldArbs), fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra })).map(([fields, more]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(more)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) out[k] = v;
    return out;
  });
}
