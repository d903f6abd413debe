import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid, notFound, msg } from '../../common/errors';
import { isUuid } from '../../common/sql';
import { requireName } from '../../common/validate';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { hashPassword } from '../../auth/password';
import { normalisePermissions, requirePermission, requireSignedIn } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import { Outbox } from '../conversation/conversation-events';
import type { ConversationView } from '../conversation/conversation.types';
import { ConversationService } from '../conversation/conversation.service';
import { Identity } from '../identity/identity.entity';
import { applyFieldValues, storedDefinitions, type CustomFieldDefinition } from '../setting/custom-fields';
import { WorkspaceSetting } from '../setting/setting.entity';
import type { Download } from '../../common/csv';
import { agentReport } from './agent-report';
import { countAgents, selectAgents, toAgentViews } from './agent-query';
import { unassignDeletedAgent } from './agent-removal';
import { assertCanGrant, cleanPermissions, isManager, LAST_MANAGER_MESSAGE, lockAgentAdmin, otherManagers } from './agent-rules';
import { Agent } from './agent.entity';
import { AgentEvents, type AgentListQuery, type AgentView, type UpdateAgentInput } from './agent.types';
import { parseProfilePic } from './profile-pic';
import { cleanAgentTags } from './agent-tags';
import { TagService } from '../tag/tag.service';
import { auditActor, record } from '../audit/audit-record';
import { ApiTokenService } from '../api-token/api-token.service';

export interface ProvisionAgentInput {
  workspaceId: string;
  email: string;
  displayName: string;
  permissions: string[];
  /** Sets the password only for a new identity: an existing person keeps theirs (spec: requirePassword false). */
  password?: string;
}

/** How many conversations fields=conversations adds per agent (the profile's Conversations tab). */
const PROFILE_CONVERSATIONS = 20;
const MAX_IDS = 100;

/** Agents and API tokens see the agents of their workspace; visitors never do. */
function requireStaff(actor: Actor): AuthenticatedActor {
  const a = requireSignedIn(actor);
  if (a.kind === 'customer') throw forbidden('agent.agentsAreListedForAgentsOnly');
  return a;
}

function ids(values: readonly string[], field = 'userId'): string[] {
  const out = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  if (out.length === 0) throw invalid(msg('agent.pleaseGiveA', { field }), { [field]: 'required' });
  if (out.length > MAX_IDS) throw invalid(msg('common.atMostIdsAtATime', { max: MAX_IDS }), { [field]: 'tooMany' });
  if (out.some((id) => !isUuid(id))) throw invalid(msg('common.holdsAnInvalidId', { field }), { [field]: 'invalid' });
  return out;
}

/**
 * Agents of a workspace (spec §3 Agent, §6 manageUser). Memberships are per workspace: one person
 * (identity) may be an agent of several, and deleting one membership leaves the others alone.
 */
export class AgentService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly conversations: ConversationService,
    private readonly tags: TagService,
    private readonly apiTokens: ApiTokenService,
  ) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /**
   * System-level: makes a person an agent of a workspace, reusing their identity when the email
   * already signs in elsewhere. Callers (first-start seed, invitation accept) check rights first.
   */
  async provision(input: ProvisionAgentInput, m: EntityManager = this.deps.dataSource.manager): Promise<Agent> {
    const email = input.email.trim().toLowerCase();
    let identity = await m.findOneBy(Identity, { email });
    if (!identity) {
      identity = await m.save(m.create(Identity, { email, passwordHash: input.password ? await hashPassword(input.password) : null }));
    }
    return m.save(
      m.create(Agent, {
        workspaceId: input.workspaceId,
        identityId: identity.id,
        displayName: input.displayName,
        email,
        permissions: normalisePermissions(input.permissions),
      }),
    );
  }

  /** The caller sees permissions and fields of everyone when they manage users, else only their own. */
  private privileged(a: AuthenticatedActor): (agentId: string) => boolean {
    if (isManager(a.permissions)) return () => true;
    return (agentId) => a.kind === 'agent' && a.agentId === agentId;
  }

  /** GET /api/agent/get: these agents of the caller's workspace; 404 when none is. */
  async get(actor: Actor, userIds: readonly string[]): Promise<AgentView[]> {
    const a = requireStaff(actor);
    const rows = await selectAgents(this.ds.manager, a.workspaceId, { ids: ids(userIds) });
    if (rows.length === 0) throw notFound('agent.notFound');
    return toAgentViews(this.ds.manager, rows, this.privileged(a));
  }

  /** GET /api/agent/available and GraphQL `agents`: every agent of the workspace, for pickers. */
  async available(actor: Actor, query: AgentListQuery = {}): Promise<AgentView[]> {
    const a = requireStaff(actor);
    const rows = await selectAgents(this.ds.manager, a.workspaceId, page(query));
    return toAgentViews(this.ds.manager, rows, this.privileged(a));
  }

  /** GET /api/admin/agent (manageUser): the agents table, oldest first, with the total. */
  async list(actor: Actor, query: AgentListQuery = {}): Promise<{ items: AgentView[]; total: number }> {
    const a = requirePermission(actor, 'manageUser');
    const m = this.ds.manager;
    const [rows, total] = await Promise.all([selectAgents(m, a.workspaceId, page(query)), countAgents(m, a.workspaceId)]);
    return { items: await toAgentViews(m, rows, () => true), total };
  }

  /** GET /api/admin/agent/get (manageUser); with `conversations`, each agent's conversations the caller may read. */
  async adminGet(actor: Actor, userIds: readonly string[], opts: { conversations?: boolean } = {}): Promise<AgentView[]> {
    const a = requirePermission(actor, 'manageUser');
    const rows = await selectAgents(this.ds.manager, a.workspaceId, { ids: ids(userIds) });
    if (rows.length === 0) throw notFound('agent.notFound');
    const views = await toAgentViews(this.ds.manager, rows, () => true);
    if (opts.conversations) {
      for (const view of views) view.conversations = await this.conversationsOf(a, view.id, PROFILE_CONVERSATIONS);
    }
    return views;
  }

  /** GraphQL Team.members: these agents as the caller may see them, in the order asked; unknown ids left out. */
  async members(actor: Actor, agentIds: readonly string[]): Promise<AgentView[]> {
    const a = requireStaff(actor);
    const wanted = agentIds.filter(isUuid);
    if (wanted.length === 0) return [];
    const views = await toAgentViews(this.ds.manager, await selectAgents(this.ds.manager, a.workspaceId, { ids: wanted }), this.privileged(a));
    const byId = new Map(views.map((v) => [v.id, v]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  /** GraphQL `agent(id)`. */
  async getOne(actor: Actor, id: string): Promise<AgentView> {
    const [view] = await this.get(actor, [id]);
    return view!;
  }

  /** GraphQL `agentConversations` (manageUser): newest first, only those the caller may read. */
  async conversationsOfAgent(actor: Actor, agentId: string, size = PROFILE_CONVERSATIONS): Promise<ConversationView[]> {
    const a = requirePermission(actor, 'manageUser');
    const [row] = await selectAgents(this.ds.manager, a.workspaceId, { ids: ids([agentId], 'id') });
    if (!row) throw notFound('agent.notFound');
    return this.conversationsOf(a, row.id, size);
  }

  private conversationsOf(a: AuthenticatedActor, agentId: string, size: number): Promise<ConversationView[]> {
    return this.conversations.list(a, { agentId, status: 'all', filter: 'all', size });
  }

  /**
   * GET /api/admin/report/agent/download (report): checked here, before the answer starts; the
   * rows are read while the file streams.
   */
  async report(actor: Actor): Promise<Download> {
    const a = requirePermission(actor, 'report');
    await this.ds.transaction((m) =>
      record(m, { actor: auditActor(a), action: 'export.requested', target: { type: 'workspace', id: a.workspaceId }, detail: { kind: 'agentReport' } }),
    );
    return agentReport(this.ds, a.workspaceId, await agentFieldDefinitions(this.ds.manager, a.workspaceId));
  }

  /**
   * POST /api/admin/agent/update (manageUser): permissions (spec §6 values; never more than the
   * caller holds), custom field values (checked against the workspace's agentFields), profile
   * picture, display name, tags (the whole list; new ones join the workspace's agent tags, as the
   * profile's creatable picker expects). The last manager cannot give up manageUser.
   */
  async update(actor: Actor, input: UpdateAgentInput): Promise<AgentView> {
    const a = requirePermission(actor, 'manageUser');
    const [id] = ids([input.id], 'userId');
    const permissions = input.permissions !== undefined ? cleanPermissions(input.permissions) : undefined;
    const profilePic = input.profilePic !== undefined ? parseProfilePic(input.profilePic) : undefined;
    const displayName = input.displayName !== undefined ? requireName(input.displayName, 'displayName', 200) : undefined;
    const tags = input.tags !== undefined ? cleanAgentTags(input.tags) : undefined;
    const view = await this.ds.transaction(async (m) => {
      if (permissions) await lockAgentAdmin(m, a.workspaceId);
      const agent = await m.findOne(Agent, { where: { id, workspaceId: a.workspaceId }, lock: { mode: 'pessimistic_write' } });
      if (!agent || agent.deletedAt) throw notFound('agent.notFound');
      if (permissions) {
        assertCanGrant(a.permissions, agent.permissions, permissions);
        if (isManager(agent.permissions) && !isManager(permissions) && (await otherManagers(m, a.workspaceId, agent.id)) === 0) {
          throw invalid(LAST_MANAGER_MESSAGE, { permissions: 'lastManager' });
        }
        if (permissions.join() !== agent.permissions.join()) {
          // The agent's API tokens narrow with them (api-token.service.ts): the entry says which.
          const apiTokens = await this.apiTokens.narrowedBy(m, a.workspaceId, agent.id, agent.permissions, permissions);
          await record(m, {
            actor: auditActor(a),
            action: 'agent.permissions.changed',
            target: { type: 'agent', id: agent.id },
            detail: { agent: agent.displayName, before: agent.permissions, after: permissions, ...(apiTokens.length ? { apiTokens } : {}) },
          });
        }
        agent.permissions = permissions;
      }
      if (input.fields !== undefined) {
        agent.fields = applyFieldValues(agent.fields, input.fields, await agentFieldDefinitions(m, a.workspaceId));
      }
      if (profilePic !== undefined) agent.profilePic = profilePic;
      if (displayName !== undefined) agent.displayName = displayName;
      if (tags !== undefined) {
        await this.tags.register(m, a.workspaceId, 'agent', tags);
        agent.tags = tags;
      }
      await m.save(agent);
      const rows = await selectAgents(m, a.workspaceId, { ids: [agent.id] });
      const [fresh] = await toAgentViews(m, rows, () => true);
      return fresh!;
    });
    if (tags !== undefined) await this.deps.bus.publish(domainEvent('tag.updated', a.workspaceId, {}, { kind: 'agent' }));
    await this.deps.bus.publish(
      domainEvent(
        AgentEvents.updated,
        a.workspaceId,
        { agentIds: [view.id] },
        { userId: view.id, displayName: view.displayName, profilePic: view.profilePic, permissionsChanged: permissions !== undefined },
      ),
    );
    return view;
  }

  /**
   * POST /api/admin/agent/delete (manageUser): the membership ends (sessions and the API tokens they made revoked, teams left);
   * the agent's conversations become unassigned, each with a notice and its events; their messages
   * stay. The person keeps their sign-in and any other workspace. The last manager cannot be deleted.
   */
  async delete(actor: Actor, userId: string): Promise<void> {
    const a = requirePermission(actor, 'manageUser');
    const [id] = ids([userId], 'userId');
    const outbox = new Outbox(a.workspaceId);
    const revokedTokens = await this.ds.transaction(async (m) => {
      await lockAgentAdmin(m, a.workspaceId);
      const agent = await m.findOne(Agent, { where: { id, workspaceId: a.workspaceId }, lock: { mode: 'pessimistic_write' } });
      if (!agent || agent.deletedAt) throw notFound('agent.notFound');
      if (isManager(agent.permissions) && (await otherManagers(m, a.workspaceId, agent.id)) === 0) {
        throw invalid(LAST_MANAGER_MESSAGE, { userId: 'lastManager' });
      }
      await unassignDeletedAgent(m, a, agent.id, outbox);
      await m.query('DELETE FROM team_member WHERE agent_id = $1', [agent.id]);
      await m.query(`UPDATE auth_session SET revoked_at = now() WHERE subject_type = 'agent' AND subject_id = $1 AND revoked_at IS NULL`, [agent.id]);
      await m.update(Agent, { id: agent.id }, { deletedAt: new Date() });
      await record(m, {
        actor: auditActor(a),
        action: 'agent.deleted',
        target: { type: 'agent', id: agent.id },
        detail: { agent: agent.displayName, permissions: agent.permissions },
      });
      outbox.add(AgentEvents.deleted, { agentIds: [agent.id] }, { userId: agent.id });
      return this.apiTokens.revokeMadeBy(m, a, agent.id);
    });
    await outbox.publish(this.deps.bus);
    await this.apiTokens.revoked(revokedTokens);
  }
}

function page(query: AgentListQuery): { limit?: number; offset?: number } {
  const size = query.size ?? 0;
  const offset = query.offset ?? 0;
  if (!Number.isInteger(size) || size < 0 || size > 1000) throw invalid('agent.sizeMustBeAnIntegerFrom', { size: 'range' });
  if (!Number.isInteger(offset) || offset < 0) throw invalid('agent.offsetMustBeANonNegative', { offset: 'range' });
  return { limit: size === 0 ? undefined : size, offset };
}

/** The workspace's agent field definitions (settings key agentFields, written by the settings routes). */
export async function agentFieldDefinitions(m: EntityManager, workspaceId: string): Promise<CustomFieldDefinition[]> {
  const row = await m.findOneBy(WorkspaceSetting, { workspaceId, key: 'agentFields' });
  return storedDefinitions(row?.value);
}
