import type { EntityManager } from 'typeorm';
import { rangeBounds, type ReportRange } from './report-range';

export interface DashboardTotals {
  conversations: number;
  /** Conversations whose customer wrote and an agent answered. */
  responded: number;
  /** Conversations closed (or terminated) now. */
  closed: number;
  medianFirstResponseSeconds: number | null;
  medianResolutionSeconds: number | null;
  customerMessages: number;
  agentMessages: number;
}

export interface DashboardDay {
  /** YYYY-MM-DD in the workspace's time zone. */
  date: string;
  source: string;
  conversations: number;
}

export interface DashboardHour {
  /** ISO weekday: 1 Monday … 7 Sunday, in the workspace's time zone. */
  weekday: number;
  hour: number;
  conversations: number;
}

export interface DashboardAgent {
  agentId: string;
  displayName: string;
  conversations: number;
  firstResponses: number;
  medianFirstResponseSeconds: number | null;
  averageRating: number | null;
  ratings: number;
}

export interface DashboardRating {
  score: number;
  conversations: number;
}

export interface ReportDashboard {
  from: string;
  to: string;
  timeZone: string;
  totals: DashboardTotals;
  perDay: DashboardDay[];
  heatmap: DashboardHour[];
  agents: DashboardAgent[];
  ratings: DashboardRating[];
}

/** The leaderboard's length: the agents with the most conversations. */
export const LEADERBOARD_SIZE = 10;

const num = (v: string | number | null): number | null => (v === null ? null : Math.round(Number(v) * 10) / 10);

/** One local hour of the range (workspace time zone) and source, as the database names it. */
export interface HourRow {
  date: string;
  weekday: number;
  hour: number;
  source: string;
  conversations: number;
}

/**
 * The report page's dashboard for conversations created in the range: totals and medians, new
 * conversations per day and source and per weekday × hour (workspace time zone), the agent
 * leaderboard and the customer rating distribution. Six aggregate queries run side by side, each an
 * index-only scan of conversation_report (it holds every figure they read), so 100,000
 * conversations stay within a few hundred milliseconds; days and weekday × hour both come from one
 * grouping by local hour.
 */
export async function reportDashboard(m: EntityManager, workspaceId: string, range: ReportRange): Promise<ReportDashboard> {
  const params: unknown[] = [workspaceId];
  const { start, end } = rangeBounds(range, params);
  const tz = `$${params.length}`;
  const inRange = `c.workspace_id = $1 AND c.created_at >= ${start} AND c.created_at < ${end}`;
  // date_part answers double precision; extract answers numeric, several times slower to sort.
  const firstResponse = `date_part('epoch', c.first_response_at - c.first_customer_message_at)`;
  const [[totals], [resolution], hours, assigned, firsts, ratings] = await Promise.all([
    m.query(
      `SELECT count(*)::int AS conversations,
              count(c.first_response_at)::int AS responded,
              count(c.closed_at)::int AS closed,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${firstResponse}) AS first_response,
              COALESCE(sum(c.customer_message_count), 0)::int AS customer_messages,
              COALESCE(sum(c.agent_message_count), 0)::int AS agent_messages
       FROM conversation c WHERE ${inRange}`,
      params,
    ) as Promise<
      {
        conversations: number;
        responded: number;
        closed: number;
        first_response: number | null;
        customer_messages: number;
        agent_messages: number;
      }[]
    >,
    // Its own query, so that the two medians' sorts run side by side.
    m.query(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY date_part('epoch', c.closed_at - c.created_at)) AS resolution
       FROM conversation c WHERE ${inRange} AND c.closed_at IS NOT NULL`,
      params,
    ) as Promise<{ resolution: number | null }[]>,
    m.query(
      `SELECT to_char(h.at, 'YYYY-MM-DD') AS date, extract(isodow FROM h.at)::int AS weekday, extract(hour FROM h.at)::int AS hour,
              h.source, h.conversations
       FROM (SELECT date_trunc('hour', c.created_at AT TIME ZONE ${tz}) AS at, c.source, count(*)::int AS conversations
             FROM conversation c WHERE ${inRange} GROUP BY 1, 2) h`,
      params,
    ) as Promise<HourRow[]>,
    m.query(
      `SELECT ca.agent_id, count(*)::int AS conversations
       FROM conversation_assignee ca
       WHERE ca.workspace_id = $1 AND ca.conversation_created_at >= ${start} AND ca.conversation_created_at < ${end}
       GROUP BY ca.agent_id`,
      params,
    ) as Promise<{ agent_id: string; conversations: number }[]>,
    m.query(
      `SELECT c.first_responder_id AS agent_id, count(*)::int AS first_responses,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${firstResponse}) AS median,
              avg(c.customer_rating_score) AS average_rating, count(c.customer_rating_score)::int AS ratings
       FROM conversation c WHERE ${inRange} AND c.first_responder_id IS NOT NULL GROUP BY c.first_responder_id`,
      params,
    ) as Promise<{ agent_id: string; first_responses: number; median: number | null; average_rating: string | null; ratings: number }[]>,
    m.query(
      `SELECT c.customer_rating_score AS score, count(*)::int AS conversations
       FROM conversation c WHERE ${inRange} AND c.customer_rating_score IS NOT NULL GROUP BY 1 ORDER BY 1`,
      params,
    ) as Promise<DashboardRating[]>,
  ]);
  const { perDay, heatmap } = byDayAndHour(hours);
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    totals: {
      conversations: totals.conversations,
      responded: totals.responded,
      closed: totals.closed,
      medianFirstResponseSeconds: num(totals.first_response),
      medianResolutionSeconds: num(resolution!.resolution),
      customerMessages: totals.customer_messages,
      agentMessages: totals.agent_messages,
    },
    perDay,
    heatmap,
    agents: await leaderboard(m, workspaceId, assigned, firsts),
    ratings,
  };
}

/**
 * The agents with the most conversations assigned (then the most first responses, then by name),
 * each with their median first response and the customers' average rating of the conversations
 * they answered first (who picked a conversation up is who its rating speaks of).
 */
async function leaderboard(
  m: EntityManager,
  workspaceId: string,
  assigned: { agent_id: string; conversations: number }[],
  firsts: { agent_id: string; first_responses: number; median: number | null; average_rating: string | null; ratings: number }[],
): Promise<DashboardAgent[]> {
  const byAgent = new Map<string, DashboardAgent>();
  const entry = (agentId: string) => {
    const found = byAgent.get(agentId) ?? {
      agentId,
      displayName: '',
      conversations: 0,
      firstResponses: 0,
      medianFirstResponseSeconds: null,
      averageRating: null,
      ratings: 0,
    };
    byAgent.set(agentId, found);
    return found;
  };
  for (const a of assigned) entry(a.agent_id).conversations = a.conversations;
  for (const f of firsts) {
    Object.assign(entry(f.agent_id), {
      firstResponses: f.first_responses,
      medianFirstResponseSeconds: num(f.median),
      averageRating: f.average_rating === null ? null : Math.round(Number(f.average_rating) * 100) / 100,
      ratings: f.ratings,
    });
  }
  if (byAgent.size === 0) return [];
  const names: { id: string; display_name: string }[] = await m.query(`SELECT id, display_name FROM agent WHERE workspace_id = $1 AND id = ANY($2::uuid[])`, [
    workspaceId,
    [...byAgent.keys()],
  ]);
  const known = new Map(names.map((n) => [n.id, n.display_name]));
  return [...byAgent.values()]
    .filter((a) => known.has(a.agentId))
    .map((a) => ({ ...a, displayName: known.get(a.agentId)! }))
    .sort(
      (a, b) =>
        b.conversations - a.conversations ||
        b.firstResponses - a.firstResponses ||
        a.displayName.toLowerCase().localeCompare(b.displayName.toLowerCase()) ||
        a.agentId.localeCompare(b.agentId),
    )
    .slice(0, LEADERBOARD_SIZE);
}

/** Days by source, and weekday × hour, from the counts by local hour. */
export function byDayAndHour(hours: readonly HourRow[]): { perDay: DashboardDay[]; heatmap: DashboardHour[] } {
  const days = new Map<string, DashboardDay>();
  const cells = new Map<string, DashboardHour>();
  for (const h of hours) {
    const day = days.get(`${h.date}|${h.source}`) ?? { date: h.date, source: h.source, conversations: 0 };
    day.conversations += h.conversations;
    days.set(`${h.date}|${h.source}`, day);
    const cell = cells.get(`${h.weekday}|${h.hour}`) ?? { weekday: h.weekday, hour: h.hour, conversations: 0 };
    cell.conversations += h.conversations;
    cells.set(`${h.weekday}|${h.hour}`, cell);
  }
  return {
    perDay: [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source)),
    heatmap: [...cells.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
  };
}
