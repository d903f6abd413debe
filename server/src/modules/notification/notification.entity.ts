import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { encryptedColumn } from '../../db/encrypted-secrets';
import { ForeignKey } from '../../db/schema-decorators';
import { Agent } from '../agent/agent.entity';
import { Workspace } from '../workspace/workspace.entity';

/**
 * A browser an agent allowed to receive Web Push (one per browser: its endpoint is unique). The
 * endpoint came from the browser's push service; its keys encrypt each payload for that browser only.
 */
@Index('push_subscription_agent', ['agentId', 'createdAt'])
@Entity('push_subscription')
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'push_subscription_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'agent_id', type: 'uuid' })
  agentId: string;

  @ForeignKey(() => Agent, 'agent_id', 'push_subscription_agent_id_fkey')
  agent?: Agent;

  @Column({ type: 'text', unique: true })
  endpoint: string;

  /** The browser's P-256 public key (base64url): payloads are encrypted to it. */
  @Column({ type: 'text' })
  p256dh: string;

  /** The browser's authentication secret (base64url): with it, anyone could forge a payload this browser accepts. */
  @Column({ name: 'auth_secret', type: 'text', transformer: encryptedColumn('push_subscription', 'auth_secret') })
  authSecret: string;

  /** What the agent sees in the list: the browser and system, read from its user agent when it subscribed. */
  @Column({ type: 'text', default: '' })
  label: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_push_at', type: 'timestamptz', nullable: true })
  lastPushAt: Date | null;
}

/**
 * One notification an event owes one agent: written once per (event, agent), so a second node or a
 * retry writes nothing; its push and its email are each sent once and their outcome kept here.
 */
@Unique('agent_notification_event_agent', ['eventId', 'agentId'])
@Index('agent_notification_email_due', ['agentId', 'emailState'])
@Entity('agent_notification')
export class AgentNotification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'agent_notification_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'agent_id', type: 'uuid' })
  agentId: string;

  @ForeignKey(() => Agent, 'agent_id', 'agent_notification_agent_id_fkey')
  agent?: Agent;

  /** The domain event it came from (its id): the key that makes it once. */
  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  /** newConversation, assignedMessage or mention (notification-rules.ts). */
  @Column({ type: 'text' })
  kind: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @Column({ name: 'message_id', type: 'uuid', nullable: true })
  messageId: string | null;

  /** pending, sent, skipped (a focused console tab, nothing subscribed) or off (the agent's preference). */
  @Column({ name: 'push_state', type: 'text' })
  pushState: string;

  /** pending, sent, skipped (the agent was online when the batch went) or off. */
  @Column({ name: 'email_state', type: 'text' })
  emailState: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'pushed_at', type: 'timestamptz', nullable: true })
  pushedAt: Date | null;
}

/** A console tab with focus, per agent and tab: a push waits for nobody who is looking at the console. */
@Entity('console_focus')
export class ConsoleFocus {
  @PrimaryColumn({ name: 'agent_id', type: 'uuid' })
  agentId: string;

  @ForeignKey(() => Agent, 'agent_id', 'console_focus_agent_id_fkey')
  agent?: Agent;

  /** The tab's own random id (sessionStorage): its blur clears its row, not another tab's. */
  @PrimaryColumn({ name: 'tab_id', type: 'text' })
  tabId: string;

  /** Focused until then unless the tab says so again (it does every minute while focused). */
  @Column({ type: 'timestamptz' })
  until: Date;
}
