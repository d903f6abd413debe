import { randomUUID } from 'node:crypto';
import type { Permission } from '../auth/permissions';

/** Realtime data types of spec §7: 50 provisioning, 51 message, 40 other events. */
export const DataType = { provisioning: 50, message: 51, other: 40 } as const;

/**
 * Who may receive an event. Services say it; only realtime/audience.ts interprets it.
 * - agents: every agent of the workspace ('all'), or these agent ids;
 * - permission: an agent must also hold it;
 * - customers: these customer ids (never set for internal data);
 * - except: a user id (agent or customer) left out, e.g. the one who is typing.
 */
export interface DirectAudience {
  kind?: undefined;
  agents: 'all' | string[];
  permission?: Permission;
  customers?: string[];
  except?: string;
}

/**
 * The readers of one conversation (spec §6): agents and API tokens that read every conversation,
 * plus `agents` (its assignees and the members of its teams, expanded when publishing) when they
 * read their own conversations, plus `customers` (its customer) only when nothing internal is in it.
 */
export interface ConversationAudience {
  kind: 'conversation';
  agents: string[];
  customers: string[];
  except?: string;
}

export type Audience = DirectAudience | ConversationAudience;

export interface DomainEvent {
  id: string;
  type: string;
  workspaceId: string;
  dataType: number;
  at: number;
  audience: Audience;
  payload: Record<string, unknown>;
  /**
   * The workspace's change cursor once this event's change had committed (docs/realtime.md): a
   * client that keeps the cursor of the last event it handled asks `GET /api/updates?since=` for
   * what it missed. Stamped on publish (realtime/cursor-stamp.ts); absent on ephemeral events.
   */
  cursor?: number;
}

export function domainEvent(
  type: string,
  workspaceId: string,
  audience: Audience,
  payload: Record<string, unknown>,
  dataType: number = DataType.other,
): DomainEvent {
  return { id: randomUUID(), type, workspaceId, dataType, at: Date.now(), audience, payload };
}
