import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery, parse, print, validate, type DocumentNode } from 'graphql';
import { admitOperation, type Admission } from '../admission';
import { GRAPHQL_LIMITS, measureOperations } from '../limits';
import { ASSUMED_PAGE } from '../page-rows';

const root = path.resolve(__dirname, '..', '..', '..', '..', '..');
const schema = buildSchema(fs.readFileSync(path.join(root, 'schema', 'schema.graphql'), 'utf8'));
const free = async () => undefined;
const admit = (query: string, variables?: unknown): Promise<Admission> => admitOperation(schema, { query, variables }, free);

/** Every operation the console and the widget send: the documents codegen wrote from their sources. */
function clientDocuments(): [string, DocumentNode][] {
  return (['console', 'widget'] as const).flatMap((app) => {
    const text = fs.readFileSync(path.join(root, app, 'src', '__generated__', 'graphql.ts'), 'utf8');
    return [...text.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)].map((m): [string, DocumentNode] => [
      `${app} ${m[1]}`,
      JSON.parse(m[2]) as DocumentNode,
    ]);
  });
}

const refusal = (admission: Admission) => (admission.kind === 'refused' ? admission.error : undefined);

describe('a query’s cost is bounded before it runs', () => {
  const documents = clientDocuments();

  it('finds the clients’ documents', () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  it.each(documents)('%s is well inside every limit', async (_name, document) => {
    const source = print(document);
    expect((await admit(source)).kind).toBe('admitted');
    expect(validate(schema, document)).toEqual([]);
    // Well inside: at most half of each limit, so a client's next feature does not trip one.
    for (const m of measureOperations(schema, document)) {
      expect(m.aliases).toBeLessThanOrEqual(GRAPHQL_LIMITS.aliases / 2);
      expect(m.rootFields).toBeLessThanOrEqual(GRAPHQL_LIMITS.rootFields / 2);
      expect(m.depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.depth / 2);
      expect(m.directives).toBeLessThanOrEqual(GRAPHQL_LIMITS.directives / 2);
      expect(m.cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost / 2);
    }
    expect(source.length).toBeLessThan(GRAPHQL_LIMITS.tokens * 4);
  });

  it('the standard introspection query passes', async () => {
    expect((await admit(getIntrospectionQuery())).kind).toBe('admitted');
  });

  it('refuses too many aliases, naming the limit', async () => {
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: application(appKey: "k")`).join(' ')} }`;
    expect(refusal(await admit(query))).toMatchObject({
      message: `Query has 100 aliases; the limit is ${GRAPHQL_LIMITS.aliases}`,
      code: 400,
      extraInfo: { limit: 'aliases', max: GRAPHQL_LIMITS.aliases, found: 100 },
    });
  });

  it('refuses a document past the token limit before parsing it all', async () => {
    const query = `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: application`).join(' ')} }`;
    expect(refusal(await admit(query))?.message).toBe(`Query has more than ${GRAPHQL_LIMITS.tokens} tokens; the limit is ${GRAPHQL_LIMITS.tokens}`);
  });

  it('refuses deep nesting (introspection is the schema’s only way down)', async () => {
    let inner = 'name';
    for (let i = 0; i < 20; i++) inner = `ofType { ${inner} }`;
    const query = `{ __schema { types { fields { type { ${inner} } } } } }`;
    expect(refusal(await admit(query))?.extraInfo).toMatchObject({ limit: 'depth', max: GRAPHQL_LIMITS.depth });
  });

  it('refuses too many root fields, counted through fragments', async () => {
    const fields = ['me', 'agents', 'teams', 'apiKeys', 'apiTokens', 'appConfig', 'configuration', 'conversationCounts'];
    const query = `{ ${fields.map((f) => `${f} { __typename }`).join(' ')} ...More } fragment More on Query { a: me { __typename } b: me { __typename } c: me { __typename } }`;
    expect(refusal(await admit(query))?.extraInfo).toMatchObject({ limit: 'rootFields', found: 11 });
  });

  it('refuses too many directives', async () => {
    const query = `{ me { ${Array.from({ length: 11 }, () => '__typename @include(if: true)').join(' ')} } }`;
    expect(refusal(await admit(query))?.extraInfo).toMatchObject({ limit: 'directives', found: 11 });
  });

  it('refuses a costly query', async () => {
    const wide = `id name status meta tags customer { id displayName } agent { id displayName } team { id name } lastMessage { id text }`;
    const query = `{ ${Array.from({ length: 8 }, (_, i) => `c${i}: conversations(filter: { size: 100 }) { ${wide} }`).join(' ')} }`;
    expect(refusal(await admit(query))?.extraInfo).toMatchObject({ limit: 'cost', max: GRAPHQL_LIMITS.cost });
  });

  it('counts the rows a page may hold, written inline, in variables or by default', async () => {
    const page = (query: string, variables?: Record<string, unknown>) => measureOperations(schema, parse(query), variables)[0].cost;
    const base = page('{ updatesSince(size: 0) { cursor } }');
    expect(page('{ updatesSince(size: 500) { cursor } }')).toBe(base + 500);
    expect(page('query ($n: Int) { updatesSince(size: $n) { cursor } }', { n: 300 })).toBe(base + 300);
    expect(page('{ updatesSince { cursor } }')).toBe(base + ASSUMED_PAGE);
    expect(page('{ customers { hasMore } }')).toBe(page('{ customers(size: 0) { hasMore } }') + 20);
    const list = page('{ conversations(filter: { size: 0 }) { id } }');
    expect(page('query ($f: ConversationFilterInput) { conversations(filter: $f) { id } }', { f: { size: 80 } })).toBe(list + 80);
    // Five aliases of the largest page: a few cheap fields, but 2,500 rows.
    const many = `{ ${Array.from({ length: 5 }, (_, i) => `u${i}: updatesSince(cursor: 0, size: 500) { cursor }`).join(' ')} }`;
    expect(refusal(await admit(many))?.extraInfo).toMatchObject({ limit: 'cost' });
  });

  it('charges the cost of the operation that runs, at least 1', async () => {
    const charges: number[] = [];
    const charge = async (points: number) => void charges.push(points);
    await admitOperation(schema, { query: '{ __typename }' }, charge);
    await admitOperation(schema, { query: 'query A { __typename } query B { me { userId displayName } }', operationName: 'B' }, charge);
    expect(charges[0]).toBe(1);
    expect(charges[1]).toBeGreaterThan(1);
  });
});

describe('no NUL reaches the database through GraphQL', () => {
  it('refuses NUL in a string literal, an argument or a default', async () => {
    for (const query of [
      'mutation { createTag(kind: conversation, tag: "a\\u0000b") }',
      'mutation { sendMessage(input: { conversationId: "x", meta: { type: 1, content: "\\u0000" } }) { id } }',
      'query ($q: String! = "\\u0000") { searchMessages(query: $q) { id } }',
    ]) {
      expect(refusal(await admit(query))?.message).toBe('Text must not contain NUL characters');
    }
  });

  it('refuses NUL in variables: values and object keys, however deep', async () => {
    const query = 'mutation ($v: JSONObject!) { updateAppConfig(value: $v) }';
    let deep: unknown = { 'key\u0000': 1 };
    for (let i = 0; i < 100_000; i++) deep = [deep];
    for (const v of [{ a: 'x\u0000' }, { 'k\u0000': 'x' }, { a: [{ b: ['\u0000'] }] }, deep]) {
      expect(refusal(await admit(query, { v }))?.message).toBe('Text must not contain NUL characters');
    }
    expect((await admit(query, { v: { a: 'fine', b: [1, null, { c: 'ok' }] } })).kind).toBe('admitted');
  });
});
