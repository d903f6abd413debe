import type { DataSource, DeepPartial, EntityTarget, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requirePermission } from '../../auth/permissions';
import { auditActor, record } from '../audit/audit-record';

/** What API keys and API tokens have in common as rows. */
interface CredentialRow {
  id: string;
  workspaceId: string;
  name: string;
  permissions: string[];
  createdAt: Date;
}

/**
 * The developer page lists a workspace's API keys and API tokens under one rule: settings managers
 * read them (spec §6), oldest first, so a new one lands at the end of the list it was made in.
 */
export async function listCredentials<E extends CredentialRow, V>(ds: DataSource, entity: EntityTarget<E>, actor: Actor, toView: (row: E) => V): Promise<V[]> {
  const a = requirePermission(actor, 'manageSettings');
  // TypeORM cannot narrow its find options over a generic entity; CredentialRow guarantees both columns.
  const where = { workspaceId: a.workspaceId } as FindOptionsWhere<E>;
  const order = { createdAt: 'ASC' } as FindOptionsOrder<E>;
  const rows = await ds.getRepository(entity).find({ where, order });
  return rows.map(toView);
}

/**
 * A new key or token commits with its audit entry, which names it and what it may do, so the log
 * never shows a credential that was not made nor misses one that was.
 */
export function saveCreated<E extends CredentialRow>(
  ds: DataSource,
  actor: AuthenticatedActor,
  type: 'apiKey' | 'apiToken',
  entity: EntityTarget<E>,
  fields: DeepPartial<E>,
): Promise<E> {
  return ds.transaction(async (m) => {
    const saved = await m.save(m.create(entity, fields));
    await record(m, {
      actor: auditActor(actor),
      action: `${type}.created`,
      target: { type, id: saved.id },
      detail: { name: saved.name, permissions: saved.permissions },
    });
    return saved;
  });
}
