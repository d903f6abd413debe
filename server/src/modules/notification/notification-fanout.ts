import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import type { DomainEvent } from '../../core/events/events';
import { isOfficeOpen } from '@parley/protocol';
import type { AppConfigService } from '../app-config/app-config.service';
import { NOTIFYING_SENDERS, PREFERENCES_KEY, READS_UNASSIGNED, type NotificationKind } from './notification-rules';
import { conversationFacts, type ConversationFacts, type FactsAsk } from './notification-facts';

/** What one domain event owes, before preferences: a kind, a conversation, and the agents. */
export interface Owed {
  kind: NotificationKind;
  conversationId: string;
  messageId: string | null;
  agentIds: string[];
  /** newConversation: an agent told of this conversation once is not told again (assigned after being told it was waiting). */
  oncePerConversation: boolean;
}

const ASSIGNMENT_FIELDS = ['assignedAgent', 'agent', 'team'];

/** Events of one moment handled together: one read of their conversations, one transaction for their rows. */
const MAX_BATCH = 200;

/** What an event needs read before its owed is known: its conversation's facts, or nothing (a mention, an event that tells nobody). */
type Need = { event: DomainEvent; owed: Owed | null } | { event: DomainEvent; ask: FactsAsk };

/**
 * Who an event tells (issue 54's event → channel table): a customer's first message tells the
 * conversation's assignees and team members, or, with neither, the agents on duty who read
 * unassigned conversations; a later one tells its assignees; an assignment tells the newly assigned;
 * a mention tells the mentioned. Automatic, system and agent messages tell nobody (spec §6).
 * Runs on the node that published the event (the bus's onPublish), once for the cluster; the
 * rows' (event, agent) key makes a repeat write nothing.
 *
 * The events published in the same moment go together (a burst of 200 customers writing cost each
 * message its own read and transaction): one read of their conversations, one transaction for all
 * their rows and jobs, one batch at a time. A batch that fails is tried again an event at a time, so
 * one bad event loses only its own notifications.
 */
export class NotificationFanOut {
  private unsubscribe: (() => void) | null = null;
  private readonly queue: DomainEvent[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly appConfig: Pick<AppConfigService, 'load'>,
  ) {}

  start(): void {
    this.unsubscribe ??= this.deps.bus.onPublish((event) => {
      if (event.type !== 'message.created' && event.type !== 'conversation.updated' && event.type !== 'conversation.mentioned') return;
      this.queue.push(event);
      this.draining ??= this.drain();
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      // The events of the same turn of the event loop share a batch.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          await this.handle(batch);
        } catch (err: unknown) {
          if (batch.length === 1) this.failed(batch[0]!, err);
          else for (const event of batch) await this.handle([event]).catch((e: unknown) => this.failed(event, e));
        }
      }
    } finally {
      this.draining = null;
    }
  }

  private failed(event: DomainEvent, err: unknown): void {
    this.deps.logger.error({ err, eventId: event.id, type: event.type }, 'agent notifications could not be recorded');
  }

  /** Records what the events owe and queues their sending (public for tests that replay events). */
  async handle(events: readonly DomainEvent[]): Promise<void> {
    const needs = events.map((event) => this.need(event));
    const asks = needs.flatMap((n) => ('ask' in n ? [n.ask] : []));
    const facts = await conversationFacts(this.deps.dataSource, asks);
    const readers = new Map<string, Promise<string[]>>();
    const onDuty = (workspaceId: string) => {
      let found = readers.get(workspaceId);
      if (!found) readers.set(workspaceId, (found = this.onDutyReaders(workspaceId)));
      return found;
    };
    const owed: { event: DomainEvent; owed: Owed }[] = [];
    let next = 0;
    for (const n of needs) {
      const o = 'ask' in n ? await this.owedByFacts(n.event, n.ask, facts[next++] ?? null, onDuty) : n.owed;
      if (o && o.agentIds.length > 0) owed.push({ event: n.event, owed: o });
    }
    if (owed.length > 0) await this.record(owed);
  }

  /** What an event owes without reading, or the read it needs. */
  private need(event: DomainEvent): Need {
    const conversationId = event.subject.conversation?.id;
    if (!conversationId) return { event, owed: null };
    if (event.type === 'conversation.mentioned') {
      const mentioned = Array.isArray(event.payload.mentioned) ? event.payload.mentioned.map(String) : [];
      const messageId = typeof event.payload.messageId === 'string' ? event.payload.messageId : null;
      return { event, owed: { kind: 'mention', conversationId, messageId, agentIds: mentioned, oncePerConversation: false } };
    }
    if (event.type === 'conversation.updated') {
      const changed = Array.isArray(event.payload.changed) ? event.payload.changed.map(String) : [];
      if (!changed.some((f) => ASSIGNMENT_FIELDS.includes(f))) return { event, owed: null };
      return { event, ask: { workspaceId: event.workspaceId, conversationId, messageId: null } };
    }
    // message.created
    const senderType = String(event.payload.senderType ?? '');
    if (!NOTIFYING_SENDERS.has(senderType) || event.payload.internal === true || event.subject.conversation?.internal) return { event, owed: null };
    return { event, ask: { workspaceId: event.workspaceId, conversationId, messageId: String(event.payload.id) } };
  }

  private async owedByFacts(
    event: DomainEvent,
    ask: FactsAsk,
    facts: ConversationFacts | null,
    onDuty: (workspaceId: string) => Promise<string[]>,
  ): Promise<Owed | null> {
    const { conversationId } = ask;
    if (!facts || facts.agent_only) return null;
    if (event.type === 'conversation.updated') {
      // A conversation nobody has written in yet is told of at its customer's first message.
      if (facts.status !== 'open' || facts.customer_messages === 0) return null;
      return {
        kind: 'newConversation',
        conversationId,
        messageId: facts.last_customer_message,
        agentIds: union(facts.assignees, facts.team_members),
        oncePerConversation: true,
      };
    }
    const messageId = ask.messageId;
    if (facts.earlier_customer_message) {
      return { kind: 'assignedMessage', conversationId, messageId, agentIds: facts.assignees, oncePerConversation: false };
    }
    const responsible = union(facts.assignees, facts.team_members);
    return {
      kind: 'newConversation',
      conversationId,
      messageId,
      agentIds: responsible.length > 0 ? responsible : await onDuty(event.workspaceId),
      oncePerConversation: true,
    };
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
   * One row per event and agent (their preferences decide each channel: `off`, or `none` for a push
   * to an agent with no subscribed browser), and in the same transaction the jobs: a push per row,
   * and each agent's email digest at the end of its window (one waiting per agent: later rows join
   * it). The events' rows are written in their order, each statement seeing the ones before it (a
   * conversation's first message and its assignment in one batch tell an agent once).
   */
  private async record(owed: readonly { event: DomainEvent; owed: Owed }[]): Promise<void> {
    const windowMs = this.deps.config.notifications.emailWindowMs;
    const rows = await this.deps.dataSource.transaction(async (m) => {
      const inserted: Inserted[] = [];
      for (const o of owed) inserted.push(...(await insertNotifications(m, o.event, o.owed, windowMs)));
      for (const r of inserted) {
        if (r.push_state === 'pending') await this.deps.jobs.send('agent-push', { notificationId: r.id }, { manager: m });
      }
      const startAfter = new Date(Date.now() + windowMs);
      // An agent with an email already pending has its digest waiting: only the first of a window queues one.
      for (const agentId of new Set(inserted.filter((r) => r.email_state === 'pending' && !r.digest_waiting).map((r) => r.agent_id))) {
        await this.deps.jobs.send('agent-email-digest', { agentId }, { manager: m, singletonKey: agentId, startAfter });
      }
      return inserted;
    });
    if (rows.length > 0) this.deps.logger.debug({ events: owed.length, notifications: rows.length }, 'agent notifications recorded');
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
