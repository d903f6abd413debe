import type { AuthenticatedActor } from '../../../auth/actor';
import { AppError } from '../../../common/errors';
import { SocketLimits, type SocketPlace } from '../socket-limits';

const visitor = (sessionId: string): AuthenticatedActor => ({ kind: 'customer', workspaceId: 'w', customerId: `c-${sessionId}`, sessionId, permissions: [] });
const agent = (sessionId: string): AuthenticatedActor => ({ kind: 'agent', workspaceId: 'w', agentId: 'a', sessionId, permissions: [] });

const limits = () =>
  new SocketLimits({
    visitor: { subscriptionsPerSocket: 10, socketsPerSession: 2, socketsPerAddress: 3 },
    member: { subscriptionsPerSocket: 100, socketsPerSession: 4, socketsPerAddress: 0 },
  });

const place = (p: SocketPlace | AppError): SocketPlace => {
  if (p instanceof AppError) throw p;
  return p;
};

describe('socket limits', () => {
  it('refuses a session its socket over the limit, and takes it again once one closes (a release counts once)', () => {
    const l = limits();
    const first = place(l.admit(visitor('s'), '1.1.1.1'));
    place(l.admit(visitor('s'), '1.1.1.1'));
    const refused = l.admit(visitor('s'), '1.1.1.1');
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe('Too many sockets for this session; the limit is 2');
    expect((refused as AppError).code).toBe(429);
    first.release();
    first.release();
    place(l.admit(visitor('s'), '1.1.1.1'));
    expect(l.admit(visitor('s'), '1.1.1.1')).toBeInstanceOf(AppError);
  });

  it('counts visitors per address across sessions; agents have their own, higher limits and none per address here', () => {
    const l = limits();
    for (const s of ['a', 'b', 'c']) place(l.admit(visitor(s), '2.2.2.2'));
    expect((l.admit(visitor('d'), '2.2.2.2') as AppError).message).toBe('Too many sockets from this address; the limit is 3');
    place(l.admit(visitor('d'), '3.3.3.3'));
    for (let i = 0; i < 4; i++) place(l.admit(agent('x'), '2.2.2.2'));
    expect(l.admit(agent('x'), '2.2.2.2')).toBeInstanceOf(AppError);
    expect(l.subscriptionsPerSocket(visitor('a'))).toBe(10);
    expect(l.subscriptionsPerSocket(agent('x'))).toBe(100);
  });

  it('has no limit where it is 0', () => {
    const l = new SocketLimits({
      visitor: { subscriptionsPerSocket: 0, socketsPerSession: 0, socketsPerAddress: 0 },
      member: { subscriptionsPerSocket: 0, socketsPerSession: 0, socketsPerAddress: 0 },
    });
    for (let i = 0; i < 1000; i++) place(l.admit(visitor('s'), '1.1.1.1'));
  });
});
