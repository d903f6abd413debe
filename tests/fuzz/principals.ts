// Who the fuzz cases are sent as, set up over HTTP only (so a separate server process works too),
// and the operations that could destroy those principals.
import { api, type Credentials } from '../support/http';
import { nextLink } from '../support/outbox';
import type { IdPool } from './malformed';

export type PrincipalName = 'owner' | 'limited agent' | 'visitor' | 'anonymous';

export interface Principal {
  name: PrincipalName;
  creds?: Credentials;
  /** Opens the session again, when a case ended it. */
  renew?: () => Promise<Credentials>;
}

export interface FuzzWorld {
  principals: Principal[];
  /** The fuzz workspace's records and another workspace's. */
  pool: IdPool;
  /** The pool without the principals' own records and key: for the operations below. */
  harmlessPool: IdPool;
}

/**
 * Operations that could end or cripple a fuzz principal. Each is still fuzzed, but:
 * - logout (REST /api/logout, GraphQL `logout`): sent anonymously only (skipped for signed-in principals);
 * - deleting or changing an agent (REST /api/admin/agent/delete, /update; GraphQL deleteAgent,
 *   updateAgent), archiving, merging or erasing a customer (the visitor), deleting or changing an API key
 *   (the visitor's widget key: identity verification would refuse its next session): these get
 *   the harmless id pool, which holds neither the principals' ids nor the key, so they can only
 *   miss or hit a record no principal is;
 * - changing a password has no door of its own (only the reset and invitation links, whose tokens a
 *   case cannot guess), and no principal signs in with an API token, so revoking tokens is harmless.
 */
export const SIGNED_OUT_ONLY = new Set(['POST /api/logout', 'mutation logout']);
export const HARMLESS_TARGETS = new Set([
  'POST /api/admin/agent/delete',
  'POST /api/admin/agent/update',
  'POST /api/admin/customer/archive',
  'POST /api/admin/customer/merge',
  'POST /api/admin/customer/erase',
  'POST /api/admin/setting/apiKey/delete',
  'POST /api/admin/setting/apiKey/update',
  'mutation deleteAgent',
  'mutation updateAgent',
  'mutation archiveCustomer',
  'mutation mergeCustomer',
  'mutation eraseCustomer',
  'mutation deleteApiKey',
  'mutation updateApiKey',
]);

const STRONG_PASSWORD = 'Fuzz-pass-1';
let seq = 0;

async function must<T>(label: string, p: Promise<{ status: number; body: { data?: T; error?: unknown } }>): Promise<T> {
  const r = await p;
  if (r.status !== 200 || r.body.data === undefined) throw new Error(`fuzz setup: ${label} answered ${r.status} ${JSON.stringify(r.body.error)}`);
  return r.body.data;
}

async function signIn(url: string, username: string, password: string): Promise<Credentials> {
  const data = await must<{ token: string }>(`sign-in of ${username}`, api(url).post('/api/init', { username, password, type: 'agent', getAuthToken: true }));
  return { token: data.token };
}

async function visitor(url: string, appKey: string): Promise<Credentials> {
  const data = await must<{ token: string }>('visitor session', api(url).post('/api/init', { type: 'customer', appKey, getAuthToken: true }));
  return { token: data.token };
}

/** Accepts the invitation last emailed to `email` (the outbox of `dataDir`) and signs in. */
async function join(url: string, dataDir: string, email: string): Promise<Credentials> {
  const token = await nextLink(dataDir, email, /\/invitation\/([A-Za-z0-9_-]+)/, 0, 20_000);
  await must('invitation accept', api(url).post(`/api/invitation/${token}/accept`, { password: STRONG_PASSWORD }));
  return signIn(url, email, STRONG_PASSWORD);
}

/** A visitor's conversation with a message, an agent's team: records whose ids the cases name. */
async function records(url: string, agent: Credentials, visitorCreds: Credentials): Promise<string[]> {
  const http = api(url);
  const me = await must<{ userId: string }>('me', http.get('/api/me', visitorCreds));
  const conversation = await must<{ id: string }>('conversation', http.post('/api/conversation/create', {}, visitorCreds));
  const message = await must<{ id: string }>(
    'message',
    http.post('/api/message/send', { conversationId: conversation.id, meta: { type: 1, content: 'hello' }, localId: `fuzz-${++seq}` }, visitorCreds),
  );
  const team = await must<{ id: string }>('team', http.post('/api/admin/team/create', { name: `Fuzz team ${++seq}` }, agent));
  return [me.userId, conversation.id, message.id, team.id];
}

/**
 * Sets up the four principals in the server's first workspace (owner `ownerEmail`), and another
 * workspace with records of its own. `dataDir` is the server's (invitations are read from its outbox).
 */
export async function setUpWorld(url: string, dataDir: string, ownerEmail: string, ownerPassword: string): Promise<FuzzWorld> {
  const http = api(url);
  const owner = await signIn(url, ownerEmail, ownerPassword);
  const ownerMe = await must<{ userId: string }>('owner me', http.get('/api/me', owner));
  const keys = await must<{ key: string }[]>('api keys', http.get('/api/admin/setting/apiKey', owner));
  const appKey = keys[0]?.key ?? (await must<{ key: string }>('api key', http.post('/api/admin/setting/apiKey/create', { name: 'Fuzz widget' }, owner))).key;

  const limitedEmail = `fuzz-limited-${Date.now().toString(36)}-${++seq}@example.com`;
  await must('invite', http.post('/api/admin/agent/invite', { email: limitedEmail, displayName: 'Fuzz limited agent' }, owner));
  const limited = await join(url, dataDir, limitedEmail);
  const limitedMe = await must<{ userId: string }>('limited me', http.get('/api/me', limited));
  await must('limit permissions', http.post('/api/admin/agent/update', { userId: limitedMe.userId, permissions: ['ownConversations'] }, owner));

  const visitorCreds = await visitor(url, appKey);
  const own = await records(url, owner, visitorCreds);

  // Another workspace (the system API: the first start's owner holds `system`) with its own records.
  const otherEmail = `fuzz-other-${Date.now().toString(36)}-${++seq}@example.com`;
  await must(
    'other workspace',
    http.post('/api/system/workspace/create', { name: 'Fuzz other', ownerEmail: otherEmail, ownerDisplayName: 'Other owner' }, owner),
  );
  const otherOwner = await join(url, dataDir, otherEmail);
  const otherMe = await must<{ userId: string }>('other me', http.get('/api/me', otherOwner));
  const otherKey = (await must<{ key: string }>('other key', http.post('/api/admin/setting/apiKey/create', { name: 'Other widget' }, otherOwner))).key;
  const foreign = [otherMe.userId, ...(await records(url, otherOwner, await visitor(url, otherKey)))];

  const protectedIds = new Set([ownerMe.userId, limitedMe.userId, own[0]!, appKey]);
  const pool: IdPool = { own: [ownerMe.userId, limitedMe.userId, appKey, ...own], foreign: [...foreign, otherKey] };
  return {
    principals: [
      { name: 'owner', creds: owner, renew: () => signIn(url, ownerEmail, ownerPassword) },
      { name: 'limited agent', creds: limited, renew: () => signIn(url, limitedEmail, STRONG_PASSWORD) },
      { name: 'visitor', creds: visitorCreds, renew: () => visitor(url, appKey) },
      { name: 'anonymous' },
    ],
    pool,
    harmlessPool: { own: pool.own.filter((id) => !protectedIds.has(id)), foreign: pool.foreign },
  };
}
