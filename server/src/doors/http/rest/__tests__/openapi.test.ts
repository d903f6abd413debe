import fs from 'node:fs';
import path from 'node:path';
import { routeDefinitions } from '../../../../app/routes';
import { parseClientMeta } from '../../../../modules/message/message-meta';
import { sendBodySchema } from '../../../../modules/message/message.schemas';
import { buildOpenApi } from '../openapi';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean };
  responses: Record<string, { $ref?: string }>;
}

interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<
      string,
      { oneOf?: { $ref: string }[]; discriminator?: unknown; example?: unknown; properties?: Record<string, { type?: string; enum?: number[] }> }
    >;
    responses: Record<string, { headers?: Record<string, unknown> }>;
    securitySchemes: Record<string, unknown>;
  };
  security?: Record<string, string[]>[];
}

const doc = buildOpenApi(routeDefinitions(), 'test') as Doc;
const operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })));
const byId = new Map(operations.map(({ op }) => [op.operationId, op]));
const SESSION = [{ bearer: [] }, { cookie: [] }];
const isSession = (op: Operation) => JSON.stringify(op.security) === JSON.stringify(SESSION);

/** The field names of `type Query` and `type Mutation` in the committed GraphQL schema. */
function graphqlRootFields(): Set<string> {
  const sdl = fs.readFileSync(path.resolve(__dirname, '../../../../../../schema/schema.graphql'), 'utf8');
  const fields = new Set<string>();
  for (const block of sdl.matchAll(/^type (?:Query|Mutation) \{\n([\s\S]*?)^\}/gm)) {
    // A field starts its line at two spaces; descriptions ("""...""") and arguments are indented further or quoted.
    for (const line of block[1].matchAll(/^ {2}([a-zA-Z]\w*)\s*[(:]/gm)) fields.add(line[1]);
  }
  return fields;
}

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('the OpenAPI document, for code generators', () => {
  it('names every operation: a unique camelCase operationId', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ op }) => op.operationId);
    for (const { name, op } of operations) expect([name, op.operationId]).toEqual([name, expect.stringMatching(/^[a-z][A-Za-z]+$/)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says every request body is required', () => {
    for (const { name, op } of operations) if (op.requestBody) expect([name, op.requestBody.required]).toEqual([name, true]);
  });

  it('states the security of every operation: a session, nothing, or nothing or the credential a public route reads', () => {
    expect(doc.security).toEqual(SESSION);
    for (const { name, op } of operations) {
      expect([name, Array.isArray(op.security)]).toEqual([name, true]);
      const security = op.security ?? [];
      if (!isSession(op) && security.length > 0) expect([name, security[0]]).toEqual([name, {}]);
      for (const requirement of security) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
    }
    expect(byId.get('signIn')?.security).toEqual([{}, { apiKey: [] }]);
    expect(byId.get('application')?.security).toEqual([{}, { apiKey: [] }, ...SESSION]);
    expect(byId.get('getConnector')?.security).toEqual([]);
  });

  it('documents the errors the door answers: 401 and 403 for sessions, 400, 413 and 415 for bodies, 5XX for all', () => {
    for (const { name, op } of operations) {
      const statuses = Object.keys(op.responses);
      expect([name, statuses]).toEqual([name, expect.arrayContaining(['200', '5XX'])]);
      if (isSession(op)) expect([name, statuses]).toEqual([name, expect.arrayContaining(['401', '403'])]);
      if (op.requestBody) expect([name, statuses]).toEqual([name, expect.arrayContaining(['400', '413', '415'])]);
      for (const [status, response] of Object.entries(op.responses)) if (status !== '200') expect(response.$ref).toMatch(/^#\/components\/responses\/\w+$/);
    }
  });

  it('documents 429, with Retry-After, where a rate limit applies (auth/rate-limits.ts, auth/visitor-limits.ts)', () => {
    const limited = ['signIn', 'requestPasswordReset', 'acceptInvitation', 'createConversation', 'sendMessage', 'sendFileMessage'];
    for (const id of limited) expect([id, Object.keys(byId.get(id)?.responses ?? {})]).toEqual([id, expect.arrayContaining(['429'])]);
    expect(doc.components.responses.TooManyRequests.headers).toHaveProperty('Retry-After');
    expect(Object.keys(byId.get('undoConversationMerge')?.responses ?? {})).toEqual(expect.arrayContaining(['404', '409', '410']));
    expect(Object.keys(byId.get('getPasswordReset')?.responses ?? {})).toEqual(expect.arrayContaining(['404', '410']));
  });

  it('uses the GraphQL field name where a Query or Mutation field does the same', () => {
    const fields = graphqlRootFields();
    const same = [
      'sendMessage',
      'deleteMessage',
      'messages',
      'markRead',
      'searchMessages',
      'answerInlineInput',
      'createConversation',
      'updateConversation',
      'snoozeConversation',
      'rateConversation',
      'conversations',
      'conversationCounts',
      'mergeConversation',
      'undoConversationMerge',
      'customers',
      'updateCustomer',
      'archiveCustomer',
      'addCustomerNote',
      'mergeCustomer',
      'eraseCustomer',
      'me',
      'updateMe',
      'logout',
      'inviteAgent',
      'agents',
      'updateAgent',
      'deleteAgent',
      'teams',
      'createTeam',
      'updateTeam',
      'deleteTeam',
      'cannedReplies',
      'createCannedReply',
      'apiKeys',
      'createApiToken',
      'externalPlatforms',
      'retryMessageDelivery',
      'presence',
      'updatesSince',
      'application',
      'inlineInputTemplate',
      'reportDashboard',
      'auditLog',
      'retentionPolicy',
      'gettingStarted',
    ];
    for (const id of same) {
      expect([id, fields.has(id)]).toEqual([id, true]);
      expect([id, byId.has(id)]).toEqual([id, true]);
    }
  });

  it('resolves every reference', () => {
    for (const ref of new Set(refsIn(doc))) {
      const [, kind, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
      expect([ref, Boolean(kind && (doc.components as unknown as Record<string, Record<string, unknown>>)[kind]?.[name])]).toEqual([ref, true]);
    }
  });
});

describe('the message meta a client sends', () => {
  const union = doc.components.schemas.SendMessageMeta;
  const kinds = (union.oneOf ?? []).map((o) => doc.components.schemas[o.$ref.split('/').pop() ?? '']);

  it('is published as a union by meta.type, each kind with an example the server takes', () => {
    expect(kinds).toHaveLength(4);
    const codes = kinds.flatMap((kind) => kind.properties?.type?.enum ?? []);
    expect(codes.sort((a, b) => a - b)).toEqual([1, 11, 13, 14, 20, 21]);
    for (const kind of kinds) expect(kind.properties?.type?.type).toBe('integer');
    // An OpenAPI discriminator's mapping would make generators type meta.type as a string.
    expect(union.discriminator).toBeUndefined();
    for (const kind of kinds) expect(() => parseClientMeta(kind.example)).not.toThrow();
  });

  it('is what the send body refers to, while the door still passes any meta with a type on to the service', () => {
    expect(JSON.stringify(doc.paths['/api/message/send'].post.requestBody)).toContain('#/components/schemas/SendMessageMeta');
    const body = { conversationId: '3f0c5a52-1b7e-4c39-9d1e-2a6f0b8c4d21' };
    // The service refuses these with its own words ("Locations ... come only from messaging platforms").
    expect(sendBodySchema.safeParse({ ...body, meta: { type: 22, location: { latitude: 0, longitude: 0 } } }).success).toBe(true);
    expect(sendBodySchema.safeParse({ ...body, meta: { type: 1, content: ' ' } }).success).toBe(true);
    expect(sendBodySchema.safeParse({ ...body, meta: { type: 'text' } }).error?.issues[0].path).toEqual(['meta', 'type']);
    expect(sendBodySchema.safeParse(body).error?.issues[0].path).toEqual(['meta']);
  });
});
