import type { CannedReplyScope } from '@parley/protocol';
import { IsNull, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid, notFound, msg, fieldsProblem } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { hasPermission, requireAgent, requirePermission, requireSignedIn } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import { issuesToFields } from '../setting/custom-fields';
import { CannedReply } from './canned-reply.entity';
import {
  createFieldsSchema,
  MAX_PERSONAL_REPLIES,
  MAX_WORKSPACE_REPLIES,
  updateFieldsSchema,
  type CannedReplyView,
  type CreateFields,
  type UpdateFields,
} from './canned-reply.schemas';
import { isUniqueViolation } from '../../db/unique-violation';

export const DUPLICATE_SHORT_CODE_MESSAGE = 'cannedReply.thisShortCodeIsAlreadyUsed';

export function toCannedReplyView(r: CannedReply): CannedReplyView {
  return {
    id: r.id,
    scope: r.ownerAgentId ? 'personal' : 'workspace',
    ownerId: r.ownerAgentId,
    shortCode: r.shortCode,
    content: { en: r.content.en ?? '', zh: r.content.zh ?? '', zh_cn: r.content.zh_cn ?? '' },
    useCount: r.useCount,
    lastUsed: r.lastUsedAt ? r.lastUsedAt.getTime() : null,
    createDate: r.createdAt.getTime(),
    updateDate: r.updatedAt.getTime(),
  };
}

const duplicate = () => invalid(DUPLICATE_SHORT_CODE_MESSAGE, { shortCode: 'duplicate' });

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) {
    const fields = issuesToFields(r.error, '');
    throw fieldsProblem(fields, 'request.invalidInput');
  }
  return r.data;
}

/**
 * Canned replies (issue 20): workspace-wide ones, read by every agent and API token and managed
 * with manageSettings; personal ones, read and managed only by the agent who owns them (to anyone
 * else they do not exist: 404). The short code is unique ignoring case within its scope.
 */
export class CannedReplyService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /** The workspace's replies and the caller's own, by short code; `scope` keeps one kind. */
  async list(actor: Actor, query: { scope?: CannedReplyScope } = {}): Promise<CannedReplyView[]> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('cannedReply.cannedRepliesAreForAgents');
    const qb = this.ds.getRepository(CannedReply).createQueryBuilder('r').where('r.workspace_id = :ws', { ws: a.workspaceId });
    const me = a.kind === 'agent' ? a.agentId : null;
    if (query.scope === 'workspace' || !me) qb.andWhere('r.owner_agent_id IS NULL');
    else if (query.scope === 'personal') qb.andWhere('r.owner_agent_id = :me', { me });
    else qb.andWhere('(r.owner_agent_id IS NULL OR r.owner_agent_id = :me)', { me });
    const rows = await qb.orderBy('lower(r.short_code)').addOrderBy('r.owner_agent_id', 'ASC', 'NULLS FIRST').getMany();
    return rows.map(toCannedReplyView);
  }

  async create(actor: Actor, input: unknown): Promise<CannedReplyView> {
    const scope = (input as { scope?: unknown } | null)?.scope;
    // The permission first: a caller who may not write this scope learns nothing from validation.
    const a = scope === 'personal' ? requireAgent(actor) : requirePermission(actor, 'manageSettings');
    const fields: CreateFields = parse(createFieldsSchema, input);
    const owner = fields.scope === 'personal' && a.kind === 'agent' ? a.agentId : null;
    const saved = await this.write(async (m) => {
      const count = await m.countBy(
        CannedReply,
        owner ? { workspaceId: a.workspaceId, ownerAgentId: owner } : { workspaceId: a.workspaceId, ownerAgentId: IsNull() },
      );
      const max = owner ? MAX_PERSONAL_REPLIES : MAX_WORKSPACE_REPLIES;
      if (count >= max) throw invalid(msg('cannedReply.atMostCannedReplies', { max }), { scope: 'tooMany' });
      await assertCodeFree(m, a.workspaceId, owner, fields.shortCode);
      return m.save(m.create(CannedReply, { workspaceId: a.workspaceId, ownerAgentId: owner, shortCode: fields.shortCode, content: fields.content }));
    });
    await this.changed(a, saved);
    return toCannedReplyView(saved);
  }

  async update(actor: Actor, id: string, input: unknown): Promise<CannedReplyView> {
    const a = requireSignedIn(actor);
    const fields: UpdateFields = parse(updateFieldsSchema, input);
    const saved = await this.write(async (m) => {
      const row = await this.writable(m, a, id);
      if (fields.shortCode !== undefined && fields.shortCode !== row.shortCode) {
        await assertCodeFree(m, a.workspaceId, row.ownerAgentId, fields.shortCode, row.id);
        row.shortCode = fields.shortCode;
      }
      if (fields.content !== undefined) row.content = fields.content;
      return m.save(row);
    });
    await this.changed(a, saved);
    return toCannedReplyView(saved);
  }

  /** Messages already sent with it keep their text. */
  async delete(actor: Actor, id: string): Promise<boolean> {
    const a = requireSignedIn(actor);
    const row = await this.ds.transaction(async (m) => {
      const found = await this.writable(m, a, id);
      await m.delete(CannedReply, { id: found.id });
      return found;
    });
    await this.changed(a, row);
    return true;
  }

  /** A reply the caller may change: their own personal one, or a workspace one with manageSettings. */
  private async writable(m: EntityManager, a: AuthenticatedActor, id: string): Promise<CannedReply> {
    if (a.kind === 'customer') throw forbidden('cannedReply.cannedRepliesAreForAgents');
    const row = isUuid(id) ? await m.findOne(CannedReply, { where: { id, workspaceId: a.workspaceId }, lock: { mode: 'pessimistic_write' } }) : null;
    const me = a.kind === 'agent' ? a.agentId : null;
    // Someone else's personal reply does not exist for the caller.
    if (!row || (row.ownerAgentId !== null && row.ownerAgentId !== me)) throw notFound('cannedReply.notFound');
    if (row.ownerAgentId === null && !hasPermission(a.permissions, 'manageSettings'))
      throw forbidden(msg('auth.needsPermission', { permission: 'manageSettings' }));
    return row;
  }

  private async write<T>(fn: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.ds.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  }

  /** Open consoles read the replies again: every agent for a workspace reply, only the owner for a personal one. */
  private changed(a: AuthenticatedActor, row: CannedReply): Promise<void> {
    const event = row.ownerAgentId
      ? domainEvent('configuration.updated', a.workspaceId, { agentIds: [row.ownerAgentId] }, { keys: ['cannedReplies'] })
      : domainEvent('setting.updated', a.workspaceId, {}, { keys: ['cannedReplies'] });
    return this.deps.bus.publish(event);
  }
}

async function assertCodeFree(m: EntityManager, workspaceId: string, owner: string | null, code: string, exceptId?: string): Promise<void> {
  const rows: { id: string }[] = await m.query(
    `SELECT id FROM canned_reply WHERE workspace_id = $1 AND owner_agent_id IS NOT DISTINCT FROM $2::uuid AND lower(short_code) = lower($3) AND id <> $4::uuid`,
    [workspaceId, owner, code, exceptId ?? '00000000-0000-0000-0000-000000000000'],
  );
  if (rows.length) throw duplicate();
}
