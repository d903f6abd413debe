import type { ConversationView } from '../conversation/conversation.types';
import type { FieldValues } from './agent.entity';

/** Spec §3 Agent as one caller sees it. `id` and `userId` are the same (the spec names it userId). */
export interface AgentView {
  id: string;
  userId: string;
  displayName: string;
  email: string;
  profilePic: string | null;
  refId: string | null;
  /** ms */
  createDate: number;
  /** ms; null: never seen. Live through modules/presence. */
  lastActivity: number | null;
  online: boolean;
  /** Only for managers and the agent themself; [] otherwise. */
  permissions: string[];
  /** Custom agent fields ({ <fieldId>: { value } }); only for managers and the agent themself. */
  fields: FieldValues;
  tags: string[];
  /** Teams the agent belongs to, by name. */
  teams: { id: string; name: string }[];
  /** With fields=conversations: the agent's conversations the caller may read, newest first. */
  conversations?: ConversationView[];
}

export interface AgentListQuery {
  /** 0 or absent: every agent. */
  size?: number;
  offset?: number;
}

export interface UpdateAgentInput {
  id: string;
  permissions?: string[];
  /** A patch: { <fieldId>: { value } | string | null }. */
  fields?: Record<string, unknown>;
  /** A data URL, or null / '' to remove it. */
  profilePic?: string | null;
  displayName?: string;
  /** The whole list ([] clears it). */
  tags?: string[];
}

/** The extra parts GET /api/admin/agent/get may add (spec §7 `fields`). */
export const AGENT_EXTRA_FIELDS = ['createDate', 'conversations', 'permissions', 'lastActivity'] as const;

export const AgentEvents = {
  updated: 'agent.updated',
  deleted: 'agent.deleted',
} as const;
