import type { ConversationFilterInput, ConversationStatusFilter } from '../../../__generated__/graphql';

/** Spec §3 conversation filter, as a view holds it: filters and sort (reverseOrder), no paging. */
/**
 * A view's filter: the list query's own filter fields (ConversationFilterInput, generated from the
 * server's schema, so a field added there is offered here) without the paging the list adds.
 */
type ViewFilterFields = Omit<ConversationFilterInput, 'beforeId' | 'size'>;
export type ViewParams = { [K in keyof ViewFilterFields]?: NonNullable<ViewFilterFields[K]> };

/** The counters of spec §2 a default view shows. */
export type CounterKey = 'me' | 'unassigned' | 'mention' | 'snooze' | 'hidden';

export type DefaultViewValue = 'all' | 'me' | 'unassigned' | 'snooze' | 'hidden' | 'mention';

/** The default views, in the order the filter panel lists them (spec §2). */
export const DEFAULT_VIEWS: readonly DefaultViewValue[] = ['all', 'me', 'unassigned', 'snooze', 'hidden', 'mention'];

/** Spec §3: the filter defaults to me. */
export const DEFAULT_VIEW: DefaultViewValue = 'me';

/** Spec §9: custom view values are prefixed customView-. */
export const CUSTOM_VIEW_PREFIX = 'customView-';
const TEAM_PREFIX = 'team-';

export type InboxView =
  | { kind: 'default'; value: DefaultViewValue; params: ViewParams; counter: CounterKey | null }
  | { kind: 'team'; value: string; teamId: string; label: string; params: ViewParams }
  | { kind: 'custom'; value: string; label: string; params: ViewParams }
  /** /conversation?customerId=…: every conversation of one customer (the customer list's count button). */
  | { kind: 'customer'; value: string; customerId: string; params: ViewParams };

export interface CustomViewRecord {
  value: string;
  label: string;
  count?: number | null;
  searchParams: { [K in keyof ViewParams]?: ViewParams[K] | null };
}

export interface TeamRef {
  teamId: string;
  name: string | null;
}

const COUNTER: Record<DefaultViewValue, CounterKey | null> = {
  all: null,
  me: 'me',
  unassigned: 'unassigned',
  snooze: 'snooze',
  hidden: 'hidden',
  mention: 'mention',
};

export function defaultView(value: DefaultViewValue, status: ConversationStatusFilter = 'open'): InboxView {
  return { kind: 'default', value, params: { status, filter: value }, counter: COUNTER[value] };
}

export const teamViewValue = (teamId: string) => `${TEAM_PREFIX}${teamId}`;

export function teamView(team: TeamRef, status: ConversationStatusFilter = 'open'): InboxView {
  return {
    kind: 'team',
    value: teamViewValue(team.teamId),
    teamId: team.teamId,
    label: team.name ?? team.teamId,
    params: { status, filter: 'team', team: team.teamId },
  };
}

/** GraphQL answers null for what a view leaves out; a view's params only hold what it sets. */
export function cleanParams(p: CustomViewRecord['searchParams']): ViewParams {
  const out: ViewParams = {};
  for (const [k, v] of Object.entries(p)) {
    if (v !== null && v !== undefined && k !== '__typename') (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

export function customView(record: CustomViewRecord): InboxView {
  return { kind: 'custom', value: record.value, label: record.label, params: cleanParams(record.searchParams) };
}

export function customerView(customerId: string, status: ConversationStatusFilter = 'open'): InboxView {
  return { kind: 'customer', value: `customer-${customerId}`, customerId, params: { status, filter: 'all', customerId } };
}

/**
 * The view a `?view=` value names: a default view, one of the agent's teams, or a saved view. An
 * unknown value (a team the agent left, a deleted view) falls back to the default view.
 */
export function resolveView(
  value: string | null,
  ctx: { teams: readonly TeamRef[]; custom: readonly CustomViewRecord[]; status: ConversationStatusFilter; customerId?: string | null },
): InboxView {
  if (ctx.customerId) return customerView(ctx.customerId, ctx.status);
  if (value && (DEFAULT_VIEWS as readonly string[]).includes(value)) return defaultView(value as DefaultViewValue, ctx.status);
  if (value?.startsWith(TEAM_PREFIX)) {
    const team = ctx.teams.find((t) => teamViewValue(t.teamId) === value);
    if (team) return teamView(team, ctx.status);
  }
  if (value?.startsWith(CUSTOM_VIEW_PREFIX)) {
    const record = ctx.custom.find((v) => v.value === value);
    if (record) return customView(record);
  }
  return defaultView(DEFAULT_VIEW, ctx.status);
}

/** The list query's filter for a view (the page size and cursor are added by the list). */
export function filterOf(params: ViewParams): ConversationFilterInput {
  return { ...params };
}

/** A stable key of a view's filter: the list starts again when it changes. */
export function paramsKey(params: ViewParams): string {
  return JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k as keyof ViewParams]]),
  );
}

/** A fresh value for a new saved view. */
export function newCustomViewValue(random: () => number = Math.random): string {
  const id = Array.from({ length: 12 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('');
  return `${CUSTOM_VIEW_PREFIX}${id}`;
}
