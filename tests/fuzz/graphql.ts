// Malformed GraphQL operations, one arbitrary per Query and Mutation field of schema/schema.graphql.
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { anyJson, deepNest, fuzzNumber, fuzzString, hugeList, hugeString, idArb, type IdPool } from './malformed';

export interface GraphqlOperation {
  /** 'query' or 'mutation' */
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export interface GraphqlRequest {
  /** The JSON body sent to POST /graphql (a string: some cases are not JSON of the usual shape). */
  body: string;
  contentType: string;
  kind: string;
}

export function loadSchema(sdl: string): GraphQLSchema {
  return buildSchema(sdl);
}

export function graphqlOperations(schema: GraphQLSchema): GraphqlOperation[] {
  const ops: GraphqlOperation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) ops.push({ kind, field });
  }
  return ops;
}

/** A value of the input type, mostly right, with edge values inside. */
function inputValue(type: GraphQLInputType, pool: IdPool, depth: number): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type);
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(nullable)) {
      if (depth > 3) return fc.constant([]);
      return fc.array(inputValue(nullable.ofType, pool, depth + 1), { maxLength: 4 });
    }
    if (isEnumType(nullable))
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...nullable.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: fuzzString });
    if (isInputObjectType(nullable)) {
      if (depth > 3) return fc.constant({});
      const fields = Object.values(nullable.getFields());
      return fc
        .record(
          Object.fromEntries(
            fields.map((f) => [
              f.name,
              fc.oneof(
                { weight: 6, arbitrary: inputValue(f.type, pool, depth + 1) },
                { weight: 1, arbitrary: anyJson },
                { weight: isNonNullType(f.type) ? 1 : 2, arbitrary: fc.constant(undefined) },
              ),
            ]),
          ),
        )
        .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    if (isScalarType(nullable)) {
      switch (nullable.name) {
        case 'ID':
          return idArb(pool);
        case 'String':
          return fc.oneof({ weight: 3, arbitrary: fuzzString }, { weight: 1, arbitrary: idArb(pool) });
        case 'Int':
          return fc.oneof(fc.integer({ min: -2, max: 100 }), fuzzNumber);
        case 'Float':
          return fuzzNumber;
        case 'Boolean':
          return fc.boolean();
        default:
          // JSON, JSONObject, dates and timestamps: any JSON, with objects and numbers likelier.
          return fc.oneof(
            anyJson,
            fc.dictionary(fuzzString, anyJson, { maxKeys: 4 }),
            fuzzNumber,
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          );
      }
    }
    return anyJson;
  })();
  return isNonNullType(type) ? value : fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
}

/** A selection of the output type: a random subset of its fields, a few levels deep. */
function selection(type: GraphQLOutputType, depth: number): fc.Arbitrary<string> {
  const named = getNamedType(type);
  if (isUnionType(named)) return fc.constant('{ __typename }');
  if (!isObjectType(named) && !isInterfaceType(named)) return fc.constant('');
  // Fields that need arguments are left out: the root field's arguments are what is fuzzed.
  const fields = Object.values(named.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  const leaves = fields.filter((f) => {
    const n = getNamedType(f.type);
    return isScalarType(n) || isEnumType(n);
  });
  const objects = depth < 2 ? fields.filter((f) => !leaves.includes(f)) : [];
  if (!leaves.length && !objects.length) return fc.constant('{ __typename }');
  const all = [...leaves, ...objects];
  const picked = fc.subarray(all, { minLength: 1, maxLength: Math.min(8, all.length) });
  return picked.chain((chosen) =>
    fc
      .tuple(...chosen.map((f) => (leaves.includes(f) ? fc.constant(f.name) : selection(f.type, depth + 1).map((s) => `${f.name} ${s}`))))
      .map((parts) => `{ ${parts.length ? parts.join(' ') : '__typename'} }`),
  );
}

/** A GraphQL literal of any value (wrong types included); JSON with unquoted keys. */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '0';
  if (typeof v === 'string' || typeof v === 'boolean') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  if (typeof v === 'object')
    return `{${Object.entries(v)
      .filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
      .map(([k, x]) => `${k}: ${literal(x)}`)
      .join(', ')}}`;
  return 'null';
}

function argValue(arg: GraphQLArgument, pool: IdPool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: inputValue(arg.type, pool, 0) },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: hugeList },
    { weight: 1, arbitrary: deepNest },
  );
}

/** One malformed request for a root field: arguments as variables (of wrong types too) or as literals. */
export function graphqlRequestArb(op: GraphqlOperation, pool: IdPool): fc.Arbitrary<GraphqlRequest> {
  const { field, kind } = op;
  const args = field.args;
  const values = fc.tuple(...args.map((a) => argValue(a, pool)));
  const json = 'application/json';
  const viaVariables = fc.tuple(values, selection(field.type, 0)).map(([vals, sel]) => {
    const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const uses = args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${uses ? `(${uses})` : ''} ${sel} }`;
    const variables = Object.fromEntries(args.map((a, i) => [a.name, vals[i]]).filter(([, v]) => v !== undefined));
    return { body: JSON.stringify({ query, variables }), contentType: json, kind: 'variables' };
  });
  const viaLiterals = fc.tuple(values, selection(field.type, 0)).map(([vals, sel]) => {
    const uses = args
      .map((a, i) => (vals[i] === undefined ? '' : `${a.name}: ${literal(vals[i])}`))
      .filter(Boolean)
      .join(', ');
    const query = `${kind} { ${field.name}${uses ? `(${uses})` : ''} ${sel} }`;
    return { body: JSON.stringify({ query }), contentType: json, kind: 'literals' };
  });
  const broken = fc.tuple(viaVariables, fc.nat(), fc.constantFrom(...brokenEnvelopes)).map(([r, cut, how]) => how(r.body, cut));
  return fc.oneof({ weight: 6, arbitrary: viaVariables }, { weight: 3, arbitrary: viaLiterals }, { weight: 2, arbitrary: broken });
}

/** The request around the operation broken: truncated text, wrong shapes, wrong content type. */
const brokenEnvelopes: ((body: string, cut: number) => GraphqlRequest)[] = [
  (body, cut) => {
    const { query } = JSON.parse(body) as { query: string };
    return { body: JSON.stringify({ query: query.slice(0, cut % Math.max(1, query.length)) }), contentType: 'application/json', kind: 'truncated query' };
  },
  (body) => ({ body: body.slice(0, body.length >> 1), contentType: 'application/json', kind: 'invalid JSON' }),
  (body) => ({ body: JSON.stringify({ ...(JSON.parse(body) as object), variables: '{"a":1}' }), contentType: 'application/json', kind: 'variables as text' }),
  (body) => ({ body: JSON.stringify({ ...(JSON.parse(body) as object), variables: [1, 2] }), contentType: 'application/json', kind: 'variables as a list' }),
  (body) => ({
    body: JSON.stringify({ ...(JSON.parse(body) as object), operationName: 'Other' }),
    contentType: 'application/json',
    kind: 'unknown operation name',
  }),
  (body) => ({
    body: JSON.stringify({ ...(JSON.parse(body) as object), extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }),
    contentType: 'application/json',
    kind: 'persisted query',
  }),
  (body) => ({ body: JSON.stringify([JSON.parse(body), JSON.parse(body)]), contentType: 'application/json', kind: 'batch' }),
  (body) => ({ body, contentType: 'text/plain', kind: 'wrong content type' }),
  (body) => ({ body, contentType: 'application/graphql', kind: 'wrong content type' }),
  () => ({ body: JSON.stringify({ query: 42 }), contentType: 'application/json', kind: 'query not text' }),
  (body) => ({
    body: `{"query": ${JSON.stringify((JSON.parse(body) as { query: string }).query)}, "variables": {"a": ${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
    contentType: 'application/json',
    kind: 'deep variables',
  }),
];
