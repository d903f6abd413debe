import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import type { DomainEvent } from '../../core/events/events';
import { isOfficeOpen } from '@parley/protocol';
import type { AppConfigService } from '../app-config/app-config.service';
import { NOTIFYING_SENDERS, PREFERENCES_KEY, READS_UNASSIGNED, type NotificationKind } from './notification-rules';

/** What one domain event owes, before preferences: a kind, a conversation, and the agents. */
export interface Owed {
  kind: NotificationKind;
  conversationId: string;
  messageId: string | null;
  agentIds: string[];
  /** newConversation: an agent told of this conversation once is not told again (assigned after being told it was waiting). */
  oncePerConversation: boolean;
}

interface ConversationFacts {
  agent_only: boolean;
  status: string;
  earlier_customer_message: boolean;
  customer_messages: number;
  assignees: string[];
  team_members: string[];
  /** The customer's newest message: what an assignment's notification shows. */
  last_customer_message: string | null;
}

const ASSIGNMENT_FIELDS = ['assignedAgent', 'agent', 'team'];

/**
 * Who an event tells (issue 54's event → channel table): a customer's first message tells the
 * conversation's assignees and team members, or, with neither, the agents on duty who read
 * unassigned conversations; a later one tells its assignees; an assignment tells the newly assigned;
 * a mention tells the mentioned. Automatic, system and agent messages tell nobody (spec §6).
 * Runs on the node that published the event (the bus's onPublish), once for the cluster; the
 * rows' (event, agent) key makes a repeat write nothing.
 */
export class NotificationFanOut {
  private unsubscribe: (() => void) | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly deps: ServiceDeps,
    private readonly appConfig: Pick<AppConfigService, 'load'>,
  ) {}

  start(): void {
    this.unsubscribe ??= this.deps.bus.onPublish((event) => {
      if (event.type !== 'message.created' && event.type !== 'conversation.updated' && event.type !== 'conversation.mentioned') return;
      const run = this.handle(event)
        .catch((err: unknown) => this.deps.logger.error({ err, eventId: event.id, type: event.type }, 'agent notifications could not be recorded'))
        .finally(() => this.inFlight.delete(run));
      this.inFlight.add(run);
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await Promise.all([...this.inFlight]);
  }

  /** Records what the event owes and queues its sending (exported for tests that replay an event). */
  async handle(event: DomainEvent): Promise<void> {
    const owed = await this.owedBy(event);
    if (!owed || owed.agentIds.length === 0) return;
    await this.record(event, owed);
  }

  private async owedBy(event: DomainEvent): Promise<Owed | null> {
    const conversationId = event.subject.conversation?.id;
    if (!conversationId) return null;
    if (event.type === 'conversation.mentioned') {
      const mentioned = Array.isArray(event.payload.mentioned) ? event.payload.mentioned.map(String) : [];
      const messageId = typeof event.payload.messageId === 'string' ? event.payload.messageId : null;
      return { kind: 'mention', conversationId, messageId, agentIds: mentioned, oncePerConversation: false };
    }
    if (event.type === 'conversation.updated') {
      const changed = Array.isArray(event.payload.changed) ? event.payload.changed.map(String) : [];
      if (!changed.some((f) => ASSIGNMENT_FIELDS.includes(f))) return null;
      const facts = await this.facts(event.workspaceId, conversationId, null);
      // A conversation nobody has written in yet is told of at its customer's first message.
      if (!facts || facts.agent_only || facts.status !== 'open' || facts.customer_messages === 0) return null;
      return {
        kind: 'newConversation',
        conversationId,
        messageId: facts.last_customer_message,
        agentIds: union(facts.assignees, facts.team_members),
        oncePerConversation: true,
      };
    }
    // message.created
    const senderType = String(event.payload.senderType ?? '');
    if (!NOTIFYING_SENDERS.has(senderType) || event.payload.internal === true || event.subject.conversation?.internal) return null;
    const messageId = String(event.payload.id);
    const facts = await this.facts(event.workspaceId, conversationId, messageId);
    if (!facts || facts.agent_only) return null;
    if (facts.earlier_customer_message) {
      return { kind: 'assignedMessage', conversationId, messageId, agentIds: facts.assignees, oncePerConversation: false };
    }
    const responsible = union(facts.assignees, facts.team_members);
    return {
      kind: 'newConversation',
      conversationId,
      messageId,
      agentIds: responsible.length > 0 ? responsible : await this.onDutyReaders(event.workspaceId),
      oncePerConversation: true,
    };
  }

  private async facts(workspaceId: string, conversationId: string, messageId: string | null): Promise<ConversationFacts | null> {
    const [row] = (await this.deps.dataSource.query(
      `SELECT c.agent_only, c.status, c.customer_message_count AS customer_messages,
              EXISTS (SELECT 1 FROM message e WHERE e.conversation_id = c.id AND e.sender_type = 'customer'
                       AND e.seq < (SELECT m.seq FROM message m WHERE m.id = $3::uuid)) AS earlier_customer_message,
              (SELECT l.id FROM message l WHERE l.conversation_id = c.id AND l.sender_type = 'customer' AND NOT l.internal ORDER BY l.seq DESC LIMIT 1) AS last_customer_message,
              ARRAY(SELECT ca.agent_id FROM conversation_assignee ca WHERE ca.conversation_id = c.id)::text[] AS assignees,
              ARRAY(SELECT DISTINCT tm.agent_id FROM conversation_team ct JOIN team_member tm ON tm.team_id = ct.team_id
                     WHERE ct.conversation_id = c.id)::text[] AS team_members
         FROM conversation c WHERE c.id = $1 AND c.workspace_id = $2`,
      [conversationId, workspaceId, messageId],
    )) as ConversationFacts[];
    return row ?? null;
  }

  /**
   * Agents who read unassigned conversations, while the workspace is open: inside its office hours
   * when the widget shows them (the office-hour module), else always.
   */
  private async onDutyReaders(workspaceId: string): Promise<string[]> {
    const config = await this.appConfig.load(workspaceId);
    if (config.moduleList.some((m) => m.module === 'officeHour') && !isOfficeOpen(config.officeHour, config.timezone, new Date())) return [];
    const rows = (await this.deps.dataSource.query(`SELECT id FROM agent WHERE workspace_id = $1 AND deleted_at IS NULL AND permissions && $2::text[]`, [
      workspaceId,
      [...READS_UNASSIGNED],
    ])) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /**
   * One row per agent (their preferences decide each channel: `off`, or `none` for a push to an agent
   * with no subscribed browser), and in the same transaction the jobs: a push per row, and the agent's
   * email digest at the end of its window (one waiting per agent: later rows join it).
   */
  private async record(event: DomainEvent, owed: Owed): Promise<void> {
    const rows = await this.deps.dataSource.transaction(async (m) => {
      const inserted = await insertNotifications(m, event, owed, this.deps.config.notifications.emailWindowMs);
      for (const r of inserted) {
        if (r.push_state === 'pending') await this.deps.jobs.send('agent-push', { notificationId: r.id }, { manager: m });
      }
      const startAfter = new Date(Date.now() + this.deps.config.notifications.emailWindowMs);
      // An agent with an email already pending has its digest waiting: only the first of a window queues one.
      for (const agentId of new Set(inserted.filter((r) => r.email_state === 'pending' && !r.digest_waiting).map((r) => r.agent_id))) {
        await this.deps.jobs.send('agent-email-digest', { agentId }, { manager: m, singletonKey: agentId, startAfter });
      }
      return inserted;
    });
    if (rows.length > 0) this.deps.logger.debug({ eventId: event.id, kind: owed.kind, agents: rows.length }, 'agent notifications recorded');
  }
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

interface Inserted {
  id: string;
  agent_id: string;
  push_state: string;
  email_state: string;
  /**
   * The agent had an email pending from within the window before this row (read in the statement's
   * snapshot): its digest job waits already. Older pending rows (a digest that gave up) do not count.
   */
  digest_waiting: boolean;
}

async function insertNotifications(m: EntityManager, event: DomainEvent, owed: Owed, windowMs: number): Promise<Inserted[]> {
  return (await m.query(
    `WITH ins AS (
       INSERT INTO agent_notification (workspace_id, agent_id, event_id, kind, conversation_id, message_id, push_state, email_state)
       SELECT a.workspace_id, a.id, $3, $4, $5, $6,
              CASE WHEN COALESCE((uc.value -> $4 ->> 'push')::boolean, true) IS NOT TRUE THEN 'off'
                   WHEN EXISTS (SELECT 1 FROM push_subscription ps WHERE ps.agent_id = a.id) THEN 'pending' ELSE 'none' END,
              CASE WHEN COALESCE((uc.value -> $4 ->> 'email')::boolean, true) THEN 'pending' ELSE 'off' END
         FROM agent a
         LEFT JOIN user_configuration uc ON uc.workspace_id = a.workspace_id AND uc.agent_id = a.id AND uc.key = $7
        WHERE a.workspace_id = $1 AND a.id = ANY($2::uuid[]) AND a.deleted_at IS NULL
          AND NOT ($8 AND EXISTS (SELECT 1 FROM agent_notification n WHERE n.conversation_id = $5 AND n.agent_id = a.id AND n.kind = 'newConversation'))
       ON CONFLICT (event_id, agent_id) DO NOTHING
       RETURNING id, agent_id, push_state, email_state)
     SELECT ins.*, EXISTS (SELECT 1 FROM agent_notification p WHERE p.agent_id = ins.agent_id AND p.email_state = 'pending'
                            AND p.created_at > now() - make_interval(secs => $9::float8 / 1000)) AS digest_waiting FROM ins`,
    [event.workspaceId, owed.agentIds, event.id, owed.kind, owed.conversationId, owed.messageId, PREFERENCES_KEY, owed.oncePerConversation, windowMs],
  )) as Inserted[];
}
