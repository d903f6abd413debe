import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { AppError, forbidden, notFound } from '../../common/errors';
import { SqlParams } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { conversationSubject } from '../../core/events/events';
import { MessageType, type SystemNotice } from '../message/message.entity';
import { appendMessage } from '../message/message-writer';
import { QueueWork } from '../assignment/assignment-queue';
import { resolveAccess, type ConversationAccess } from './conversation-access';
import { ConversationEvents, Outbox, subjectOf } from './conversation-events';
import { ownReaders, selectByIds, toViews, type ConversationRow } from './conversation-query';
import type { ConversationView } from './conversation.types';

type Field = keyof ConversationView;

/** What one change may do inside its transaction; the collector turns it into one UPDATE, notices and events. */
export class ConversationChange {
  private readonly sets = new Map<string, unknown>();
  private readonly fields = new Set<Field>();
  private readonly notices: { notice: Omit<SystemNotice, 'by'>; text: string }[] = [];
  private counts = false;
  private readers = false;
  /** Who the notices name; by default the actor (the snooze wake-up job names the system). */
  noticeBy?: SystemNotice['by'];
  /** What the change does to the automatic-assignment queues (modules/assignment). */
  readonly queue = new QueueWork();

  constructor(
    readonly m: EntityManager,
    readonly access: ConversationAccess,
    readonly actor: AuthenticatedActor,
    /** Locked for this transaction, with its own readers as they were before the change. */
    readonly row: ConversationRow,
  ) {}

  get workspaceId(): string {
    return this.row.workspace_id;
  }

  /** Sets a column of the conversation row; `field` is the view field that changes with it. */
  set(column: string, value: unknown, field: Field): void {
    this.sets.set(column, value);
    this.fields.add(field);
  }

  /** A view field changed by other means (assignment tables). */
  changed(field: Field): void {
    this.fields.add(field);
  }

  /** Records a system notice (an internal message) describing the change. */
  notice(notice: Omit<SystemNotice, 'by'>, text: string): void {
    this.notices.push({ notice, text });
  }

  /** The inbox counters may have moved. */
  countsChanged(): void {
    this.counts = true;
  }

  /** Who reads the conversation through ownConversations may have changed (assignment). */
  readersChanged(): void {
    this.readers = true;
  }

  /** Writes the change, appends its notices, and queues its events for after the commit. */
  async commit(outbox: Outbox): Promise<ConversationView> {
    const { m, row } = this;
    const id = row.id;
    if (this.fields.size > 0 || this.notices.length > 0) {
      const p = new SqlParams();
      const sets = [...this.sets].map(([column, value]) => `${column} = ${p.add(value)}`);
      sets.push(`updated_at = date_trunc('milliseconds', clock_timestamp())`);
      await m.query(`UPDATE conversation SET ${sets.join(', ')} WHERE id = ${p.add(id)}`, p.values);
    }
    await this.queue.apply(m, id, this.fields.has('status') || this.fields.has('assignedAgent') || this.fields.has('team'));
    for (const team of this.queue.teams) outbox.drainTeams.add(team);
    const by: SystemNotice['by'] =
      this.noticeBy ??
      (this.actor.kind === 'agent'
        ? { type: 'agent', id: this.actor.agentId }
        : { type: 'apiToken', id: this.actor.kind === 'apiToken' ? this.actor.tokenId : null });
    const before = row.own_readers ?? [];
    const readers = this.readers ? [...new Set([...before, ...(await ownReaders(m, id))])] : before;
    const noticeMessages = [];
    for (const { notice, text } of this.notices) {
      noticeMessages.push(
        await appendMessage(m, {
          workspaceId: this.workspaceId,
          conversationId: id,
          senderType: 'system',
          senderId: null,
          internal: true,
          meta: { type: MessageType.system, content: text, system: { ...notice, by } },
        }),
      );
    }
    // An ownConversations agent who unassigns themselves still gets the answer to their change.
    const viewAccess: ConversationAccess =
      this.access.scope === 'own' ? { scope: 'all', actor: this.access.actor, workspaceId: this.access.workspaceId } : this.access;
    const [fresh] = await selectByIds(m, viewAccess, [id]);
    const [view] = await toViews(m, viewAccess, [fresh]);

    // Readers before and after an assignment change are told; the customer hears of the public
    // fields only (core/events/event-audiences.ts projects the change), never of an agent-only one.
    const subject = conversationSubject(subjectOf({ ...row, own_readers: readers }), { internal: false });
    const agentsOnly = conversationSubject(subjectOf({ ...row, own_readers: readers }), { internal: true });
    const pick = (fields: Iterable<Field>) => {
      const out: Record<string, unknown> = { id, lastUpdateTimestamp: view.lastUpdateTimestamp };
      for (const f of fields) out[f] = view[f];
      return out;
    };
    if (this.fields.size > 0) {
      outbox.add(ConversationEvents.updated, row.agent_only ? agentsOnly : subject, { ...pick(this.fields), changed: [...this.fields] });
    }
    for (const message of noticeMessages) outbox.add(ConversationEvents.messageCreated, agentsOnly, { ...message });
    if (this.counts) outbox.add(ConversationEvents.countsChanged, agentsOnly, { conversationId: id });
    return view;
  }
}

/**
 * One change to one conversation: one transaction that locks the conversation, applies the change,
 * records its notices, and publishes its events after the commit (never for a rolled-back change).
 * `customers` says whether a customer may make this change to their own conversation (rating).
 */
export async function runChange(
  deps: ServiceDeps,
  actor: Actor,
  conversationId: string,
  opts: { customers: boolean },
  apply: (change: ConversationChange) => Promise<void> | void,
  /** After the commit and its events: the automatic assignment of the queues the change moved. */
  afterCommit?: (outbox: Outbox) => Promise<void>,
): Promise<ConversationView> {
  const a = requireSignedIn(actor);
  const outbox = new Outbox(a.workspaceId);
  const view = await deps.dataSource.transaction(async (m) => {
    const access = await resolveAccess(m, a);
    if (access.scope === 'customer' && !opts.customers) throw forbidden('conversation.onlyAgentsCanChangeAConversation');
    const [row] = await selectByIds(m, access, [conversationId], { lock: true, readers: true });
    if (!row) throw notFound('conversation.notFound');
    if (row.merged_into_id) throw new AppError('CONFLICT', 'conversation.thisConversationWasMergedIntoAnother', { mergedInto: row.merged_into_id });
    const change = new ConversationChange(m, access, a, row);
    await apply(change);
    return change.commit(outbox);
  });
  await outbox.publish(deps.bus);
  if (afterCommit) await afterCommit(outbox);
  return view;
}
