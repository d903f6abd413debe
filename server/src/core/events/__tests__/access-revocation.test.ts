import type { AuthenticatedActor } from '../../../auth/actor';
import { fromOwnOrigin } from '../../../auth/same-origin';
import { revokesAccess, sessionRevoked } from '../access-revocation';
import { canReceive } from '../audience';
import { domainEvent } from '../events';

const agent: AuthenticatedActor = { kind: 'agent', workspaceId: 'w1', agentId: 'a1', sessionId: 's1', permissions: ['all'] };
const customer: AuthenticatedActor = { kind: 'customer', workspaceId: 'w1', customerId: 'c1', sessionId: 's2', permissions: [] };
const token: AuthenticatedActor = { kind: 'apiToken', workspaceId: 'w1', tokenId: 't1', permissions: ['all'] };
/** What the event looks like on another node: it crossed Redis as JSON. */
const viaRedis = (e: ReturnType<typeof sessionRevoked>) => JSON.parse(JSON.stringify(e)) as ReturnType<typeof sessionRevoked>;

describe('a revoked session has no live door', () => {
  it('closes exactly the sockets of the ended credential', () => {
    const logout = viaRedis(sessionRevoked('w1', { sessionIds: ['s1'] }));
    expect([agent, customer, token].map((a) => revokesAccess(a, logout))).toEqual([true, false, false]);
    const archive = viaRedis(sessionRevoked('w1', { subjectIds: ['c1'] }));
    expect([agent, customer, token].map((a) => revokesAccess(a, archive))).toEqual([false, true, false]);
    const deleted = viaRedis(sessionRevoked('w1', { apiTokenIds: ['t1'] }));
    expect([agent, customer, token].map((a) => revokesAccess(a, deleted))).toEqual([false, false, true]);
    // The same ids in another workspace end nothing here.
    expect(revokesAccess(agent, sessionRevoked('w2', { sessionIds: ['s1'], subjectIds: ['a1'] }))).toBe(false);
  });

  it('reaches no client: the event only closes sockets', () => {
    const e = sessionRevoked('w1', { sessionIds: ['s1'], subjectIds: ['a1', 'c1'], apiTokenIds: ['t1'] });
    expect([agent, customer, token].map((a) => canReceive(a, e))).toEqual([false, false, false]);
  });
});

describe("an API token's sockets answer to its creator", () => {
  const made: AuthenticatedActor = { kind: 'apiToken', workspaceId: 'w1', tokenId: 't2', permissions: ['allConversations'], createdBy: 'a1' };
  const changed = (userId: string, permissionsChanged: boolean) => domainEvent('agent.updated', 'w1', { agentIds: [userId] }, { userId, permissionsChanged });

  it("closes on the creator's removal or permission change, not on another agent's or a profile edit", () => {
    expect(revokesAccess(made, domainEvent('agent.deleted', 'w1', { agentIds: ['a1'] }, { userId: 'a1' }))).toBe(true);
    expect(revokesAccess(made, changed('a1', true))).toBe(true);
    expect(revokesAccess(made, changed('a1', false))).toBe(false);
    expect(revokesAccess(made, changed('a2', true))).toBe(false);
    // A token that records no creator (and an internal actor) follows no agent.
    expect(revokesAccess(token, domainEvent('agent.deleted', 'w1', { agentIds: ['a1'] }, { userId: undefined }))).toBe(false);
  });
});

describe('a cookie opens a door only from our own origin', () => {
  it('passes our own host or no Origin, refuses any other origin and the opaque "null"', () => {
    expect(fromOwnOrigin({ host: 'chat.example.com', origin: 'https://chat.example.com' })).toBe(true);
    expect(fromOwnOrigin({ host: 'chat.example.com' })).toBe(true);
    expect(fromOwnOrigin({ host: 'chat.example.com', origin: 'https://evil.example.com' })).toBe(false);
    expect(fromOwnOrigin({ host: 'chat.example.com', origin: 'https://chat.example.com:8443' })).toBe(false);
    expect(fromOwnOrigin({ host: 'chat.example.com', origin: 'null' })).toBe(false);
  });
});
