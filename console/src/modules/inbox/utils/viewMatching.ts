import type { ConversationStatus } from '../../../__generated__/graphql';
import type { ViewParams } from './views';

/** What the view rules look at on one conversation (a list card's fields). */
export interface MatchFacts {
  status: ConversationStatus;
  hidden: boolean;
  /** ms; 0 = not snoozed. */
  snooze: number;
  mentioned: boolean;
  tags: readonly string[];
  customer: readonly { id: string }[];
  assignedAgent: readonly { id: string }[];
  team: readonly { id: string }[];
  /** Last activity, ms (a view's time window reads it). */
  orderTimestamp?: number;
  /** Its customer is online (an online-only view reads it). */
  online?: boolean;
}

export interface MatchContext {
  me: string;
  /** The teams the signed-in agent belongs to (team views without a team id). */
  myTeams: readonly string[];
  now: number;
}

/**
 * Why a card no longer matches its view (spec §2): the status changed, it went to another agent,
 * to another team, or to nobody; or it was hidden, snoozed or otherwise left the view.
 */
export type LeaveNotice =
  | { kind: 'status'; status: ConversationStatus }
  | { kind: 'agent' }
  | { kind: 'team' }
  | { kind: 'nobody' }
  | { kind: 'me' }
  | { kind: 'hidden' }
  | { kind: 'unhidden' }
  | { kind: 'snoozed' }
  | { kind: 'unsnoozed' }
  | { kind: 'other' };

/** Neither hidden nor snoozed into the future: what every view but snooze and hidden shows (as the server's list does). */
const inMainViews = (c: MatchFacts, now: number) => !c.hidden && (c.snooze === 0 || c.snooze <= now);

/**
 * The server's list rules (server/src/modules/conversation/conversation-query.ts), read on the
 * client so a change made here or announced live can be judged without asking the server. A
 * customer tag is not on the card: such a view keeps its cards (the server judges them on reload).
 */
export function leaveNotice(c: MatchFacts, params: ViewParams, ctx: MatchContext): LeaveNotice | null {
  const status = params.status ?? 'open';
  if (status !== 'all' && c.status !== status) return { kind: 'status', status: c.status };
  const view = params.filter ?? 'me';
  const agents = c.assignedAgent.map((a) => a.id);
  const teams = c.team.map((t) => t.id);
  const elsewhere = (): LeaveNotice => (agents.length ? { kind: 'agent' } : teams.length ? { kind: 'team' } : { kind: 'nobody' });

  if (view === 'hidden') {
    if (!c.hidden) return { kind: 'unhidden' };
  } else if (c.hidden) {
    return { kind: 'hidden' };
  } else if (view === 'snooze') {
    if (c.snooze === 0) return { kind: 'unsnoozed' };
  } else if (!inMainViews(c, ctx.now)) {
    return { kind: 'snoozed' };
  }

  switch (view) {
    case 'me':
      if (!agents.includes(ctx.me)) return elsewhere();
      break;
    case 'unassigned':
      if (agents.includes(ctx.me)) return { kind: 'me' };
      if (agents.length) return { kind: 'agent' };
      if (teams.length) return { kind: 'team' };
      break;
    case 'mention':
      if (!c.mentioned) return { kind: 'other' };
      break;
    case 'team':
      if (params.team === undefined && !teams.some((t) => ctx.myTeams.includes(t))) {
        return teams.length ? { kind: 'team' } : agents.length ? { kind: 'agent' } : { kind: 'nobody' };
      }
      break;
    default:
  }
  if (params.team !== undefined && !teams.includes(params.team)) {
    return teams.length ? { kind: 'team' } : agents.length ? { kind: 'agent' } : { kind: 'nobody' };
  }
  if (params.agentId !== undefined && !agents.includes(params.agentId)) return elsewhere();
  if (params.customerId !== undefined && !c.customer.some((x) => x.id === params.customerId)) return { kind: 'other' };
  if (params.tag !== undefined && !c.tags.includes(params.tag)) return { kind: 'other' };
  // The server compares the last activity strictly (conversation-query.ts): after < order_at < before.
  if (c.orderTimestamp !== undefined) {
    if (params.beforeTimestamp !== undefined && !(c.orderTimestamp < params.beforeTimestamp)) return { kind: 'other' };
    if (params.afterTimestamp !== undefined && !(c.orderTimestamp > params.afterTimestamp)) return { kind: 'other' };
  }
  if (params.showOnline && c.online === false) return { kind: 'other' };
  return null;
}

export function matchesView(c: MatchFacts, params: ViewParams, ctx: MatchContext): boolean {
  return leaveNotice(c, params, ctx) === null;
}
