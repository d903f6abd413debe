import type { ServiceDeps } from '../service-deps';
import { notFound } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { requirePermission, SDK_PERMISSION } from '../../auth/permissions';
import { randomToken, safeEqual } from '../../auth/tokens';
import { domainEvent } from '../../core/events/events';
import { requireName } from '../../common/validate';
import { sessionRevoked } from '../../core/events/access-revocation';
import { ApiKey } from './api-key.entity';
import { listCredentials, saveCreated } from './developer-credentials';
import { revokeUnprovenSessions } from './identity-verification';
import { auditActor, record } from '../audit/audit-record';

export interface ApiKeyView {
  name: string;
  key: string;
  secret: string;
  permissions: string[];
  identityVerification: boolean;
  createDate: number;
}

export const toApiKeyView = (k: ApiKey): ApiKeyView => ({
  name: k.name,
  key: k.key,
  secret: k.secret,
  permissions: k.permissions,
  identityVerification: k.identityVerification,
  createDate: k.createdAt.getTime(),
});

export class ApiKeyService {
  constructor(private readonly deps: ServiceDeps) {}

  private get repo() {
    return this.deps.dataSource.getRepository(ApiKey);
  }

  list(actor: Actor): Promise<ApiKeyView[]> {
    return listCredentials(this.deps.dataSource, ApiKey, actor, toApiKeyView);
  }

  /** Keys made from the console always carry sdk, whatever else is asked (spec §6). */
  async create(actor: Actor, input: { name: string; permissions?: string[] }): Promise<ApiKeyView> {
    const a = requirePermission(actor, 'manageSettings');
    const name = requireName(input.name);
    const key = await saveCreated(this.deps.dataSource, a, 'apiKey', ApiKey, {
      workspaceId: a.workspaceId,
      name,
      key: `pk_${randomToken(18)}`,
      secret: randomToken(32),
      permissions: [SDK_PERMISSION],
    });
    await this.publish(a.workspaceId, 'apiKey.created', key.key);
    return toApiKeyView(key);
  }

  async delete(actor: Actor, input: { key: string; secret?: string }): Promise<void> {
    const a = requirePermission(actor, 'manageSettings');
    const key = await this.repo.findOneBy({ workspaceId: a.workspaceId, key: input.key });
    if (!key || (input.secret !== undefined && !safeEqual(input.secret, key.secret))) throw notFound('apiKey.notFound');
    await this.deps.dataSource.transaction(async (m) => {
      await m.delete(ApiKey, { id: key.id });
      await record(m, { actor: auditActor(a), action: 'apiKey.deleted', target: { type: 'apiKey', id: key.id }, detail: { name: key.name } });
    });
    await this.publish(a.workspaceId, 'apiKey.deleted', key.key);
  }

  /**
   * Turns HMAC identity verification of visitor refIds on or off for one key. On, it protects every
   * refId of the workspace (identity-verification.ts), and the visitor sessions opened without proof
   * end: their tokens stop working and their sockets close, on every node.
   */
  async update(actor: Actor, input: { key: string; identityVerification: boolean }): Promise<ApiKeyView> {
    const a = requirePermission(actor, 'manageSettings');
    const { key, revoked } = await this.deps.dataSource.transaction(async (m) => {
      const key = await m.findOneBy(ApiKey, { workspaceId: a.workspaceId, key: input.key });
      if (!key) throw notFound('apiKey.notFound');
      const before = key.identityVerification;
      key.identityVerification = input.identityVerification;
      await m.save(key);
      if (before !== key.identityVerification) {
        await record(m, {
          actor: auditActor(a),
          action: 'apiKey.updated',
          target: { type: 'apiKey', id: key.id },
          detail: { name: key.name, before: { identityVerification: before }, after: { identityVerification: key.identityVerification } },
        });
      }
      return { key, revoked: input.identityVerification ? await revokeUnprovenSessions(m, a.workspaceId) : [] };
    });
    if (revoked.length) await this.deps.bus.publish(sessionRevoked(a.workspaceId, { sessionIds: revoked }));
    await this.publish(a.workspaceId, 'apiKey.updated', key.key);
    return toApiKeyView(key);
  }

  /** System-level: which workspace a public key belongs to (null when unknown). */
  async workspaceOfKey(key: string): Promise<string | null> {
    if (!key || key.length > 200) return null;
    const found = await this.repo.findOneBy({ key });
    return found?.workspaceId ?? null;
  }

  private publish(workspaceId: string, type: 'apiKey.created' | 'apiKey.updated' | 'apiKey.deleted', key: string) {
    return this.deps.bus.publish(domainEvent(type, workspaceId, {}, { key }));
  }
}
