import type { ServiceDeps } from '../../common/deps';
import { forbidden, invalid, notFound } from '../../common/errors';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { hasPermission, PERMISSIONS, requirePermission, type Permission } from '../../auth/permissions';
import { randomToken, safeEqual, sha256 } from '../../auth/tokens';
import { requireName } from '../../common/validate';
import { domainEvent } from '../../realtime/events';
import { sessionRevoked } from '../../realtime/access-revocation';
import { ApiToken } from './api-token.entity';
import { auditActor, record } from '../audit/audit-record';

export interface ApiTokenView {
  name: string;
  token: string;
  /** Only in the answer that created it; the server keeps a hash. */
  secret: string | null;
  permissions: string[];
  createDate: number;
  lastUsed: number | null;
}

const view = (t: ApiToken, secret: string | null = null): ApiTokenView => ({
  name: t.name,
  token: t.token,
  secret,
  permissions: t.permissions,
  createDate: t.createdAt.getTime(),
  lastUsed: t.lastUsedAt?.getTime() ?? null,
});

export class ApiTokenService {
  constructor(private readonly deps: ServiceDeps) {}

  private get repo() {
    return this.deps.dataSource.getRepository(ApiToken);
  }

  async list(actor: Actor): Promise<ApiTokenView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const tokens = await this.repo.find({ where: { workspaceId: a.workspaceId }, order: { createdAt: 'ASC' } });
    return tokens.map((t) => view(t));
  }

  async create(actor: Actor, input: { name: string; permissions: string[] }): Promise<ApiTokenView> {
    const a = requirePermission(actor, 'manageSettings');
    const unknown = input.permissions.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
    if (unknown.length) throw invalid(`Unknown permissions: ${unknown.join(', ')}`, { permissions: 'unknown' });
    // Nobody hands out more than they hold.
    const beyond = input.permissions.filter((p) => !hasPermission(a.permissions, p as Permission));
    if (beyond.length) throw forbidden(`You cannot grant permissions you do not have: ${beyond.join(', ')}`);
    const secret = randomToken(32);
    const name = requireName(input.name);
    const token = await this.deps.dataSource.transaction(async (m) => {
      const saved = await m.save(
        m.create(ApiToken, {
          workspaceId: a.workspaceId,
          name,
          token: `pt_${randomToken(18)}`,
          secretHash: sha256(secret),
          permissions: [...new Set(input.permissions)],
          createdBy: a.kind === 'agent' ? a.agentId : null,
        }),
      );
      await record(m, {
        actor: auditActor(a),
        action: 'apiToken.created',
        target: { type: 'apiToken', id: saved.id },
        detail: { name, permissions: saved.permissions },
      });
      return saved;
    });
    await this.publish(a.workspaceId, 'apiToken.created', token.token);
    return view(token, secret);
  }

  async delete(actor: Actor, input: { token: string }): Promise<void> {
    const a = requirePermission(actor, 'manageSettings');
    const token = await this.repo.findOneBy({ workspaceId: a.workspaceId, token: input.token });
    if (!token) throw notFound('API token');
    await this.deps.dataSource.transaction(async (m) => {
      // Recorded first: a token revoking itself is still named.
      await record(m, {
        actor: auditActor(a),
        action: 'apiToken.revoked',
        target: { type: 'apiToken', id: token.id },
        detail: { name: token.name, permissions: token.permissions },
      });
      await m.delete(ApiToken, { id: token.id });
    });
    // Sockets it opened close too, on every node.
    await this.deps.bus.publish(sessionRevoked(a.workspaceId, { apiTokenIds: [token.id] }));
    await this.publish(a.workspaceId, 'apiToken.deleted', token.token);
  }

  /** `<token>.<secret>` from an Authorization header, to an actor. */
  async resolve(credential: string): Promise<Extract<AuthenticatedActor, { kind: 'apiToken' }> | null> {
    const dot = credential.indexOf('.');
    if (dot < 0) return null;
    const tokenId = credential.slice(0, dot);
    const secret = credential.slice(dot + 1);
    const token = await this.repo.findOneBy({ token: tokenId });
    if (!token || !safeEqual(sha256(secret), token.secretHash)) return null;
    await this.repo.update({ id: token.id }, { lastUsedAt: new Date() });
    return { kind: 'apiToken', workspaceId: token.workspaceId, tokenId: token.id, permissions: token.permissions };
  }

  private publish(workspaceId: string, type: 'apiToken.created' | 'apiToken.deleted', token: string) {
    return this.deps.bus.publish(domainEvent(type, workspaceId, {}, { token }));
  }
}
