import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid, notFound, msg } from '../../common/errors';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { hasPermission, PERMISSIONS, requirePermission, type Permission } from '../../auth/permissions';
import { randomToken, safeEqual, sha256 } from '../../auth/tokens';
import { requireName } from '../../common/validate';
import { domainEvent } from '../../core/events/events';
import { sessionRevoked } from '../../core/events/access-revocation';
import { PREPARED } from '../../db/prepared-statements';
import { ApiToken } from './api-token.entity';
import { listCredentials, saveCreated } from '../api-key/developer-credentials';
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

/** A busy integration calls many times a second: its row's last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The one rule of what a token may do (README, API tokens): its own permissions that its creator
 * holds now. `creator` undefined: the token records no creator (made before creators were recorded
 * through tokens, or by the system) and keeps its own; null: the creator is no longer an agent, and
 * the token can do nothing.
 */
export function effectivePermissions(own: readonly string[], creator: readonly string[] | null | undefined): string[] | null {
  if (creator === undefined) return [...own];
  if (creator === null) return null;
  return own.filter((p) => (PERMISSIONS as readonly string[]).includes(p) && hasPermission(creator, p as Permission));
}

interface ResolvedTokenRow {
  id: string;
  workspace_id: string;
  name: string;
  secret_hash: string;
  permissions: string[];
  created_by: string | null;
  last_used_at: Date | string | null;
  creator_permissions: string[] | null;
}

/** A token whose effective permissions changed with its creator's, for the audit entry of that change. */
export interface NarrowedToken {
  name: string;
  before: string[];
  after: string[];
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

  list(actor: Actor): Promise<ApiTokenView[]> {
    // Listed, a token shows no secret: view's second argument stays unset.
    return listCredentials(this.deps.dataSource, ApiToken, actor, (t) => view(t));
  }

  async create(actor: Actor, input: { name: string; permissions: string[] }): Promise<ApiTokenView> {
    const a = requirePermission(actor, 'manageSettings');
    const unknown = input.permissions.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
    if (unknown.length) throw invalid(msg('apiToken.unknownPermissions', { list: unknown.join(', ') }), { permissions: 'unknown' });
    // Nobody hands out more than they hold.
    const beyond = input.permissions.filter((p) => !hasPermission(a.permissions, p as Permission));
    if (beyond.length) throw forbidden(msg('apiToken.youCannotGrantPermissionsYouDo', { list: beyond.join(', ') }));
    const secret = randomToken(32);
    const name = requireName(input.name);
    const token = await saveCreated(this.deps.dataSource, a, 'apiToken', ApiToken, {
      workspaceId: a.workspaceId,
      name,
      token: `pt_${randomToken(18)}`,
      secretHash: sha256(secret),
      permissions: [...new Set(input.permissions)],
      // A token minted by a token answers to the same person: it never outlives their rights either.
      createdBy: a.kind === 'agent' ? a.agentId : a.kind === 'apiToken' ? (a.createdBy ?? null) : null,
    });
    await this.publish(a.workspaceId, 'apiToken.created', token.token);
    return view(token, secret);
  }

  async delete(actor: Actor, input: { token: string }): Promise<void> {
    const a = requirePermission(actor, 'manageSettings');
    const token = await this.repo.findOneBy({ workspaceId: a.workspaceId, token: input.token });
    if (!token) throw notFound('apiToken.notFound');
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

  /**
   * `<token>.<secret>` from an Authorization header, to an actor whose permissions are the effective
   * ones, read on every use: one statement, the token with its creator's live membership.
   */
  async resolve(credential: string): Promise<Extract<AuthenticatedActor, { kind: 'apiToken' }> | null> {
    const dot = credential.indexOf('.');
    if (dot < 0) return null;
    const tokenId = credential.slice(0, dot);
    const secret = credential.slice(dot + 1);
    const [row]: ResolvedTokenRow[] = await this.deps.dataSource.query(
      `${PREPARED}SELECT t.id, t.workspace_id, t.name, t.secret_hash, t.permissions, t.created_by, t.last_used_at, a.permissions AS creator_permissions
        FROM api_token t
        LEFT JOIN agent a ON a.id = t.created_by AND a.workspace_id = t.workspace_id AND a.deleted_at IS NULL
        WHERE t.token = $1`,
      [tokenId],
    );
    if (!row || !safeEqual(sha256(secret), row.secret_hash)) return null;
    const permissions = effectivePermissions(row.permissions, row.created_by === null ? undefined : (row.creator_permissions ?? null));
    if (!permissions) return null;
    const now = Date.now();
    if (!row.last_used_at || now - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS) {
      await this.repo.update({ id: row.id }, { lastUsedAt: new Date(now) });
    }
    return { kind: 'apiToken', workspaceId: row.workspace_id, tokenId: row.id, permissions, createdBy: row.created_by, name: row.name };
  }

  /**
   * Inside an agent's permission change: the tokens they made whose effective permissions change
   * with it (recorded in the change's audit entry). Their sockets close with the agent's own
   * (access-revocation.ts), and every later use reads the new permissions.
   */
  async narrowedBy(m: EntityManager, workspaceId: string, agentId: string, before: readonly string[], after: readonly string[]): Promise<NarrowedToken[]> {
    const tokens = await m.find(ApiToken, { where: { workspaceId, createdBy: agentId }, order: { createdAt: 'ASC' } });
    return tokens.flatMap((t) => {
      const was = effectivePermissions(t.permissions, before) ?? [];
      const is = effectivePermissions(t.permissions, after) ?? [];
      return was.join() === is.join() ? [] : [{ name: t.name, before: was, after: is }];
    });
  }

  /**
   * Inside an agent's removal: the tokens they made are revoked for good (a removed agent invited
   * back gets no old token back), each with its audit entry. The caller publishes `revoked` after the commit.
   */
  async revokeMadeBy(m: EntityManager, actor: AuthenticatedActor, agentId: string): Promise<{ workspaceId: string; ids: string[]; tokens: string[] }> {
    const tokens = await m.find(ApiToken, { where: { workspaceId: actor.workspaceId, createdBy: agentId }, order: { createdAt: 'ASC' } });
    for (const token of tokens) {
      await record(m, {
        actor: auditActor(actor),
        action: 'apiToken.revoked',
        target: { type: 'apiToken', id: token.id },
        detail: { name: token.name, permissions: token.permissions, reason: 'creatorRemoved' },
      });
    }
    if (tokens.length)
      await m.delete(
        ApiToken,
        tokens.map((t) => t.id),
      );
    return { workspaceId: actor.workspaceId, ids: tokens.map((t) => t.id), tokens: tokens.map((t) => t.token) };
  }

  /** After `revokeMadeBy` commits: their sockets close on every node and developer pages refresh. */
  async revoked(revoked: { workspaceId: string; ids: string[]; tokens: string[] }): Promise<void> {
    if (revoked.ids.length === 0) return;
    await this.deps.bus.publish(sessionRevoked(revoked.workspaceId, { apiTokenIds: revoked.ids }));
    for (const token of revoked.tokens) await this.publish(revoked.workspaceId, 'apiToken.deleted', token);
  }

  private publish(workspaceId: string, type: 'apiToken.created' | 'apiToken.deleted', token: string) {
    return this.deps.bus.publish(domainEvent(type, workspaceId, {}, { token }));
  }
}
