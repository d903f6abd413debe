import type { ServiceDeps } from '../service-deps';
import { AppError, forbidden, invalid, notFound } from '../../common/errors';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { resolveAccess } from './conversation-access';
import { runChange, type ConversationChange } from './conversation-change';
import { ConversationEvents, Outbox, subjectOf } from './conversation-events';
import { conversationSubject } from '../../core/events/events';
import { markParticipants } from './conversation-members';
import { selectByIds, selectList, toCore, toViews } from './conversation-query';
import { countInbox } from './inbox-counters';
import { addAssignments, idList, removeAssignments, requireAgents, requireCustomers, requireTeams } from './conversation-refs';
import { CONVERSATION_STATUSES, SOURCES, type ConversationStatus, type Source } from './conversation.constants';
import { scheduleSnoozeWake } from './snooze-wake.job';
import type {
  ConversationCore,
  ConversationCounts,
  ConversationFilter,
  ConversationView,
  CreateConversationInput,
  RatingInput,
  UpdateConversationInput,
} from './conversation.types';
import { addTags, cleanTags, removeTags } from './conversation-tags';
import { scheduleAutomation } from '../inline-input/automation.job';
import { drainQueues } from '../assignment/assignment-engine';
import { assigneesOf, enqueue } from '../assignment/assignment-queue';
import { ASSIGN_ON_REPLY_KEY } from '../setting/assign-on-reply';

const MAX_SNOOZE_MS = 5 * 365 * 24 * 60 * 60 * 1000;

export class ConversationService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /** After a change that moved automatic-assignment queues: assign who can be (modules/assignment). */
  private readonly drain = (outbox: Outbox) =>
    outbox.drainTeams.size ? drainQueues(this.deps, outbox.workspaceId, outbox.drainTeams, { changed: true }) : Promise.resolve();

  /**
   * An agent or API token opens a conversation with a customer of the workspace (or none: an
   * agent-only conversation); a customer opens one for themselves. An agent is assigned to what
   * they create unless they name other assignees, and always when they read only their own.
   */
  async create(actor: Actor, input: CreateConversationInput): Promise<ConversationView> {
    const a = requireSignedIn(actor);
    // A visitor's new conversations are limited per address and per workspace (auth/visitor-limits.ts).
    await this.deps.rateLimits.visitors.created('conversations', a);
    const outbox = new Outbox(a.workspaceId);
    const view = await this.ds.transaction(async (m) => {
      const access = await resolveAccess(m, a);
      let customerId: string | null;
      let agentIds: string[];
      let teamIds: string[] = [];
      let source: Source;
      if (access.scope === 'customer') {
        const asked = idList(input.customer, 'customer');
        if (asked.some((id) => id !== access.customerId)) throw forbidden('conversation.aVisitorCanOnlyStartA');
        if ((input.agent ?? []).length > 0 || (input.team ?? []).length > 0) throw forbidden('conversation.aVisitorCannotChooseAgentsOr');
        customerId = access.customerId;
        agentIds = [];
        source = 'web';
      } else {
        if (access.scope === 'none') throw forbidden('conversation.thisNeedsTheOwnConversationsOrAllConversations');
        const customers = idList(input.customer, 'customer');
        if (customers.length > 1) throw invalid('conversation.aConversationHasOneCustomer', { customer: 'tooMany' });
        await requireCustomers(m, a.workspaceId, customers);
        customerId = customers[0] ?? null;
        agentIds = idList(input.agent, 'agent');
        teamIds = idList(input.team, 'team');
        // An agent creating it for a team leaves it to the team (its automatic assignment, if on).
        if (a.kind === 'agent' && ((agentIds.length === 0 && teamIds.length === 0) || access.scope === 'own') && !agentIds.includes(a.agentId)) {
          agentIds.push(a.agentId);
        }
        await requireAgents(m, a.workspaceId, agentIds);
        await requireTeams(m, a.workspaceId, teamIds);
        if (input.source !== undefined && !SOURCES.includes(input.source)) throw invalid('conversation.unknownSource', { source: 'unknown' });
        source = input.source ?? (a.kind === 'apiToken' ? 'api' : 'web');
      }
      const name = input.name?.trim() ? input.name.trim().slice(0, 200) : null;
      const [{ id }]: { id: string }[] = await m.query(
        `INSERT INTO conversation (workspace_id, customer_id, source, name, agent_only) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [a.workspaceId, customerId, source, name, customerId === null],
      );
      await addAssignments(m, 'agent', { workspaceId: a.workspaceId, conversationId: id, ids: agentIds });
      await addAssignments(m, 'team', { workspaceId: a.workspaceId, conversationId: id, ids: teamIds });
      for (const team of await enqueue(m, id)) outbox.drainTeams.add(team);
      await markParticipants(m, { workspaceId: a.workspaceId, conversationId: id, type: 'agent', ids: agentIds });
      if (customerId) await markParticipants(m, { workspaceId: a.workspaceId, conversationId: id, type: 'customer', ids: [customerId] });
      const [row] = await selectByIds(m, access, [id], { readers: true });
      const [created] = await toViews(m, access, [row]);
      const subject = conversationSubject(subjectOf(row), { internal: false });
      outbox.add(ConversationEvents.created, subject, {
        id,
        status: created.status,
        source: created.source,
        customer: created.customer,
        assignedAgent: created.assignedAgent,
        orderTimestamp: created.orderTimestamp,
      });
      outbox.add(ConversationEvents.countsChanged, subject, { conversationId: id });
      await scheduleAutomation(this.deps.jobs, m, { workspaceId: a.workspaceId, conversationId: id, trigger: 'newConversation', eventKey: id });
      return created;
    });
    await outbox.publish(this.deps.bus);
    await this.drain(outbox);
    return view;
  }

  /**
   * The readable ones of these conversations, in the order asked; 404 when none is readable
   * (a conversation that does not exist and one the caller may not read look the same).
   */
  async get(actor: Actor, ids: string[]): Promise<ConversationView[]> {
    if (ids.length > 100) throw invalid('common.atMost100Ids', { id: 'tooMany' });
    const access = await resolveAccess(this.ds.manager, actor);
    const rows = await selectByIds(this.ds.manager, access, ids);
    const views = await toViews(this.ds.manager, access, rows);
    const byId = new Map(views.map((v) => [v.id, v]));
    const found = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
    if (found.length === 0) throw notFound('conversation.notFound');
    return found;
  }

  /** GraphQL: the core fields; relations come through per-request DataLoaders. */
  async getCore(actor: Actor, id: string): Promise<ConversationCore> {
    const access = await resolveAccess(this.ds.manager, actor);
    const [row] = await selectByIds(this.ds.manager, access, [id]);
    if (!row) throw notFound('conversation.notFound');
    return toCore(row, access);
  }

  async list(actor: Actor, filter: ConversationFilter): Promise<ConversationView[]> {
    const access = await resolveAccess(this.ds.manager, actor);
    return toViews(this.ds.manager, access, await selectList(this.ds.manager, access, filter));
  }

  async listCore(actor: Actor, filter: ConversationFilter): Promise<ConversationCore[]> {
    const access = await resolveAccess(this.ds.manager, actor);
    return (await selectList(this.ds.manager, access, filter)).map((r) => toCore(r, access));
  }

  async counts(actor: Actor): Promise<ConversationCounts> {
    const access = await resolveAccess(this.ds.manager, actor);
    if (access.scope === 'customer') throw forbidden('conversation.inboxCountersAreForAgents');
    return countInbox(this.ds.manager, access);
  }

  /** Status, name, hidden and assignment in one change; assignment and status leave a system notice. */
  update(actor: Actor, input: UpdateConversationInput): Promise<ConversationView> {
    const addAgent = idList(input.addAgent, 'addAgent');
    const removeAgent = idList(input.removeAgent, 'removeAgent');
    const addTeam = idList(input.addTeam, 'addTeam');
    const removeTeam = idList(input.removeTeam, 'removeTeam');
    if (input.status !== undefined && !CONVERSATION_STATUSES.includes(input.status)) throw invalid('conversation.unknownStatus', { status: 'unknown' });
    return runChange(
      this.deps,
      actor,
      input.id,
      { customers: false },
      (c) => this.applyUpdate(c, input, { addAgent, removeAgent, addTeam, removeTeam }),
      this.drain,
    );
  }

  private async applyUpdate(
    c: ConversationChange,
    input: UpdateConversationInput,
    ids: { addAgent: string[]; removeAgent: string[]; addTeam: string[]; removeTeam: string[] },
  ): Promise<void> {
    const { addAgent, removeAgent, addTeam, removeTeam } = ids;
    const { m, row } = c;
    const ref = { workspaceId: c.workspaceId, conversationId: row.id };
    if (input.status !== undefined && input.status !== row.status) {
      if (row.status === 'terminated') throw new AppError('CONFLICT', 'conversation.aTerminatedConversationCannotBeReopened');
      // Its agents have room again (closed), or it waits for one of its teams again (reopened).
      if (row.status === 'open') c.queue.freed(await assigneesOf(m, row.id));
      else if (input.status === 'open') c.queue.wait();
      c.set('status', input.status satisfies ConversationStatus, 'status');
      c.notice({ action: 'status', status: input.status }, `Status changed to ${input.status}`);
      c.countsChanged();
      if (input.status === 'closed') {
        // Names this closing: a conversation closed again later gets its closing forms again.
        const eventKey = `${row.id}:${Date.now()}`;
        await scheduleAutomation(this.deps.jobs, m, { workspaceId: c.workspaceId, conversationId: row.id, trigger: 'closeConversation', eventKey });
      }
    }
    if (input.name !== undefined) {
      const name = input.name?.trim() ? input.name.trim().slice(0, 200) : null;
      if (name !== row.name) c.set('name', name, 'name');
    }
    if (input.hidden !== undefined && input.hidden !== row.hidden) {
      c.set('hidden', input.hidden, 'hidden');
      c.countsChanged();
    }
    await requireAgents(m, c.workspaceId, addAgent, 'addAgent');
    await requireTeams(m, c.workspaceId, addTeam, 'addTeam');
    const agentsIn = await addAssignments(m, 'agent', { ...ref, ids: addAgent });
    const agentsOut = await removeAssignments(m, 'agent', { ...ref, ids: removeAgent.filter((id) => !addAgent.includes(id)) });
    const teamsIn = await addAssignments(m, 'team', { ...ref, ids: addTeam });
    const teamsOut = await removeAssignments(m, 'team', { ...ref, ids: removeTeam.filter((id) => !addTeam.includes(id)) });
    await markParticipants(m, { ...ref, type: 'agent', ids: agentsIn });
    // A team given without an agent takes it into its automatic assignment; an agent who leaves it has room.
    if (teamsIn.length) c.queue.wait(teamsIn);
    if (agentsOut.length && (input.status ?? row.status) === 'open') c.queue.freed(agentsOut);
    if (agentsIn.length || teamsIn.length) {
      c.notice({ action: 'assign', agents: agentsIn, teams: teamsIn }, 'Assigned');
    }
    if (agentsOut.length || teamsOut.length) {
      c.notice({ action: 'unassign', agents: agentsOut, teams: teamsOut }, 'Unassigned');
    }
    if (agentsIn.length || agentsOut.length) c.changed('assignedAgent');
    if (agentsIn.length) c.changed('agent');
    if (teamsIn.length || teamsOut.length) c.changed('team');
    if (agentsIn.length || agentsOut.length || teamsIn.length || teamsOut.length) {
      c.readersChanged();
      c.countsChanged();
    }
  }

  /**
   * An agent's reply to a conversation nobody is assigned takes it, unless the workspace turned
   * assignOnReply off: the same change as assigning them (its notice, events and counters), so a new
   * team's first visitor is owned by whoever answered. Looked up without a lock first, since nearly
   * every reply goes to a conversation that has its agent; checked again under the lock, so two agents
   * replying at once do not both take it.
   */
  async assignOnReply(agent: Extract<AuthenticatedActor, { kind: 'agent' }>, conversationId: string): Promise<void> {
    const [row]: { takes: boolean }[] = await this.ds.query(
      `SELECT NOT EXISTS (SELECT 1 FROM conversation_assignee WHERE conversation_id = $1)
          AND COALESCE((SELECT value FROM workspace_setting WHERE workspace_id = $2 AND key = $3) <> 'false'::jsonb, true) AS takes`,
      [conversationId, agent.workspaceId, ASSIGN_ON_REPLY_KEY],
    );
    if (!row?.takes) return;
    const ids = { addAgent: [agent.agentId], removeAgent: [], addTeam: [], removeTeam: [] };
    await runChange(
      this.deps,
      agent,
      conversationId,
      { customers: false },
      async (c) => {
        if ((await assigneesOf(c.m, c.row.id)).length === 0) await this.applyUpdate(c, { id: conversationId }, ids);
      },
      this.drain,
    );
  }

  /** Snoozes until `snooze` (ms) or clears it with 0; a time already past is refused. */
  snooze(actor: Actor, input: { id: string; snooze: number }): Promise<ConversationView> {
    const { snooze } = input;
    if (!Number.isInteger(snooze) || snooze < 0) throw invalid('conversation.snoozeMustBeATimestampIn', { snooze: 'invalid' });
    if (snooze !== 0 && snooze < Date.now()) throw invalid('conversation.theSnoozeTimeHasAlreadyPassed', { snooze: 'past' });
    if (snooze > Date.now() + MAX_SNOOZE_MS) throw invalid('conversation.theSnoozeTimeIsTooFar', { snooze: 'tooFar' });
    return runChange(this.deps, actor, input.id, { customers: false }, async (c) => {
      const current = c.row.snooze_until?.getTime() ?? 0;
      if (current === snooze) return;
      c.set('snooze_until', snooze === 0 ? null : new Date(snooze), 'snooze');
      c.countsChanged();
      // Its wake-up is stored with it; a cleared or moved snooze's old job finds it changed and does nothing.
      if (snooze !== 0) await scheduleSnoozeWake(this.deps.jobs, c.m, { workspaceId: c.row.workspace_id, conversationId: c.row.id, until: snooze });
    });
  }

  /** Takes the conversation over as the caller's personal (livechat) conversation, assigning them. */
  startLivechat(actor: Actor, id: string): Promise<ConversationView> {
    return this.livechat(actor, id, true);
  }

  endLivechat(actor: Actor, id: string): Promise<ConversationView> {
    return this.livechat(actor, id, false);
  }

  private livechat(actor: Actor, id: string, on: boolean): Promise<ConversationView> {
    const a = requireSignedIn(actor);
    if (a.kind !== 'agent') throw forbidden('conversation.onlyAgentsCanTakeAConversation');
    return runChange(this.deps, a, id, { customers: false }, async (c) => {
      if (c.row.livechat === on) return;
      c.set('livechat', on, 'livechat');
      c.set('livechat_agent_id', on ? a.agentId : null, 'livechat');
      if (on) {
        const ref = { workspaceId: c.workspaceId, conversationId: c.row.id };
        const added = await addAssignments(c.m, 'agent', { ...ref, ids: [a.agentId] });
        await markParticipants(c.m, { ...ref, type: 'agent', ids: [a.agentId] });
        if (added.length) {
          c.changed('assignedAgent');
          c.changed('agent');
          c.readersChanged();
          c.countsChanged();
        }
      }
      c.notice({ action: 'livechat', livechat: on }, on ? 'Personal conversation started' : 'Personal conversation closed');
    });
  }

  assignTags(actor: Actor, input: { conversationId: string; tag: string[] }): Promise<ConversationView> {
    const tags = cleanTags(input.tag);
    return runChange(this.deps, actor, input.conversationId, { customers: false }, (c) => addTags(c, tags), this.drain);
  }

  unassignTags(actor: Actor, input: { conversationId: string; tag: string[] }): Promise<ConversationView> {
    const tags = cleanTags(input.tag);
    return runChange(this.deps, actor, input.conversationId, { customers: false }, (c) => removeTags(c, tags));
  }

  /** The customer rates the conversation (customerRating); an agent rates it from their side (agentRating). */
  rate(actor: Actor, input: RatingInput): Promise<ConversationView> {
    const a = requireSignedIn(actor);
    if (!Number.isInteger(input.score) || input.score < 1 || input.score > 5) {
      throw invalid('common.ratingIs1To5In', { score: 'range' });
    }
    const comment = input.comment?.trim();
    if (comment && comment.length > 2000) throw invalid('conversation.theCommentIsTooLong', { comment: 'tooLong' });
    if (a.kind === 'apiToken') throw forbidden('conversation.ratingsComeFromTheCustomerOr');
    const rating = JSON.stringify({ score: input.score, ...(comment ? { comment } : {}) });
    return runChange(this.deps, a, input.conversationId, { customers: true }, (c) => {
      if (a.kind === 'customer') c.set('customer_rating', rating, 'customerRating');
      else c.set('agent_rating', rating, 'agentRating');
    });
  }
}
