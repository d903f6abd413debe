import type { EntityManager } from 'typeorm';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { conversationScope } from '../../auth/conversation-scope';
import type { SqlParams } from '../../common/sql';

/**
 * Who reads which conversation (spec §6), in one place. Everything that shows conversations or
 * messages goes through these: the record check (`canRead`) for one loaded conversation, and the
 * SQL predicate (`accessPredicate`) that lists, counts and searches add to their WHERE clause, so a
 * list can never show what a get refuses. Both always scope to the actor's workspace.
 *
 * - a customer reads the conversations where they are the customer, never internal messages. A
 *   merge joins only one customer's conversations (conversation-merge.service.ts), so their widget
 *   lands in a survivor that is theirs; one that merged two customers' before that rule gives the
 *   merged one's customer nothing of the other's (issue 47);
 * - an agent or API token holding allConversations reads every conversation of the workspace;
 * - an agent holding only ownConversations reads those assigned to them or to one of their teams;
 * - anyone else (an API token without allConversations included: nothing is assigned to a token)
 *   reads none.
 */
/** The actor's scope with what the rule needs to know (the agent's teams), resolved once per call. */
export type ConversationAccess =
  | { scope: 'all'; actor: AuthenticatedActor; workspaceId: string }
  | { scope: 'own'; actor: Extract<AuthenticatedActor, { kind: 'agent' }>; workspaceId: string; agentId: string; teamIds: string[] }
  | { scope: 'customer'; actor: Extract<AuthenticatedActor, { kind: 'customer' }>; workspaceId: string; customerId: string }
  | { scope: 'none'; actor: AuthenticatedActor; workspaceId: string };

export async function resolveAccess(m: EntityManager, actor: Actor): Promise<ConversationAccess> {
  const a = requireSignedIn(actor);
  const scope = conversationScope(a);
  if (a.kind === 'customer') return { scope: 'customer', actor: a, workspaceId: a.workspaceId, customerId: a.customerId };
  if (scope === 'all') return { scope, actor: a, workspaceId: a.workspaceId };
  if (scope === 'own' && a.kind === 'agent') {
    const rows: { team_id: string }[] = await m.query('SELECT team_id FROM team_member WHERE agent_id = $1 AND workspace_id = $2', [a.agentId, a.workspaceId]);
    return { scope, actor: a, workspaceId: a.workspaceId, agentId: a.agentId, teamIds: rows.map((r) => r.team_id) };
  }
  return { scope: 'none', actor: a, workspaceId: a.workspaceId };
}

/** What the rule looks at on one conversation. */
/** The server itself (durable jobs, platform deliveries): reads every conversation of one workspace. */
export function systemAccess(workspaceId: string): ConversationAccess {
  const actor: AuthenticatedActor = { kind: 'apiToken', workspaceId, tokenId: 'system', permissions: ['allConversations'] };
  return { scope: 'all', actor, workspaceId };
}

export interface ConversationFacts {
  workspaceId: string;
  customerId: string | null;
  assigneeIds: readonly string[];
  teamIds: readonly string[];
}

export function canRead(access: ConversationAccess, c: ConversationFacts): boolean {
  if (c.workspaceId !== access.workspaceId) return false;
  switch (access.scope) {
    case 'all':
      return true;
    case 'own':
      return c.assigneeIds.includes(access.agentId) || c.teamIds.some((t) => access.teamIds.includes(t));
    case 'customer':
      return c.customerId === access.customerId;
    case 'none':
      return false;
  }
}

/** The same rule as `canRead`, as SQL over the conversation aliased `c`. */
export function accessPredicate(access: ConversationAccess, p: SqlParams, c = 'c'): string {
  if (access.scope === 'none') return 'FALSE';
  const ws = `${c}.workspace_id = ${p.add(access.workspaceId)}`;
  switch (access.scope) {
    case 'all':
      return ws;
    case 'own':
      return `${ws} AND (EXISTS (SELECT 1 FROM conversation_assignee ca WHERE ca.conversation_id = ${c}.id AND ca.agent_id = ${p.add(access.agentId)})
        OR EXISTS (SELECT 1 FROM conversation_team ct WHERE ct.conversation_id = ${c}.id AND ct.team_id = ANY(${p.add(access.teamIds)}::uuid[])))`;
    case 'customer':
      return `${ws} AND ${c}.customer_id = ${p.add(access.customerId)}`;
  }
}

/** Agents and API tokens read internal messages of what they can read; customers never. */
export const seesInternal = (access: ConversationAccess): boolean => access.scope === 'all' || access.scope === 'own';

/** The member row (read state, mention) of the actor; API tokens keep none. */
export function memberOf(actor: AuthenticatedActor): { type: 'agent' | 'customer'; id: string } | null {
  if (actor.kind === 'agent') return { type: 'agent', id: actor.agentId };
  if (actor.kind === 'customer') return { type: 'customer', id: actor.customerId };
  return null;
}
