import type { EntityManager } from 'typeorm';
import type { AuthenticatedActor } from '../../auth/actor';
import type { AuditAction, AuditTargetType } from './audit.schemas';

/** Who acted: a signed-in agent or API token (as the door resolved them), or the system itself (jobs, retention). */
export type AuditActor = Exclude<AuthenticatedActor, { kind: 'customer' }> | { kind: 'system'; workspaceId: string; name?: string };

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id?: string | null };
  /** What changed: before → after for settings and permissions, names for the rest. Secrets are dropped here too. */
  detail?: Record<string, unknown>;
}

/** Keys whose values are credentials: never stored, whoever passes them. */
const SECRET_KEYS = /^(secret|secretHash|appSecret|accessToken|webhookSecret|verifyToken|password|token|exportKey|key)$/i;
/** Longer text (an uploaded logo as a data URL) is summarised rather than copied. */
const MAX_TEXT = 500;

/** The detail as stored: secrets masked, long text cut, nothing that is not JSON. */
export function scrubDetail(value: unknown, depth = 0): unknown {
  if (depth > 8) return '…';
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, 80)}… (${value.length} characters)` : value;
  if (Array.isArray(value)) return value.map((v) => scrubDetail(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEYS.test(k) && v !== null && v !== undefined ? '[hidden]' : scrubDetail(v, depth + 1),
      ]),
    );
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return value === undefined ? null : String(value);
}

/**
 * Only the top-level fields of two objects that differ, as { field: { before, after } }: a change
 * to one setting of the widget configuration records that one, not the whole configuration.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return out;
}

async function nameOf(m: EntityManager, actor: AuditActor): Promise<string> {
  switch (actor.kind) {
    case 'agent': {
      const [row]: { display_name: string }[] = await m.query('SELECT display_name FROM agent WHERE id = $1', [actor.agentId]);
      return row?.display_name ?? '';
    }
    case 'apiToken': {
      const [row]: { name: string }[] = await m.query('SELECT name FROM api_token WHERE id = $1', [actor.tokenId]);
      return row?.name ?? '';
    }
    case 'system':
      return actor.name ?? 'Parley';
  }
}

/**
 * Records one admin action (issue 22). Call it with the manager of the transaction that makes the
 * change, after the change: a change that rolls back leaves no record, and a record never exists
 * without its change. The actor's name and address are taken as they are now.
 */
export async function record(m: EntityManager, entry: AuditRecord): Promise<void> {
  const { actor } = entry;
  await m.query(
    `INSERT INTO audit_entry (workspace_id, actor_type, actor_id, actor_name, action, target_type, target_id, detail, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      actor.workspaceId,
      actor.kind,
      actor.kind === 'agent' ? actor.agentId : actor.kind === 'apiToken' ? actor.tokenId : null,
      await nameOf(m, actor),
      entry.action,
      entry.target.type,
      entry.target.id ?? null,
      JSON.stringify(scrubDetail(entry.detail ?? {})),
      actor.kind !== 'system' ? (actor.address ?? null) : null,
    ],
  );
}

/** `record` for a caller that holds an AuthenticatedActor (visitors never perform admin actions). */
export function auditActor(actor: AuthenticatedActor): AuditActor {
  if (actor.kind === 'customer') throw new Error('A visitor cannot perform an admin action');
  return actor;
}
