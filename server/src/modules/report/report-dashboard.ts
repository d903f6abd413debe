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

/**
 * The report page's dashboard for conversations created in the range: totals and medians, new
 * conversations per day and source and per weekday × hour (workspace time zone), the agent
 * leaderboard and the customer rating distribution. Five aggregate queries over the range's rows
 * (conversation_created index), each reading the figures the message writer keeps on the row.
 */
export async function reportDashboard(m: EntityManager, workspaceId: string, range: ReportRange): Promise<ReportDashboard> {
  const params: unknown[] = [workspaceId];
  const { start, end } = rangeBounds(range, params);
  const tz = `$${params.length}`;
  const inRange = `c.workspace_id = $1 AND c.created_at >= ${start} AND c.created_at < ${end}`;
  const epoch = (a: string, b: string) => `extract(epoch FROM (${b} - ${a}))`;
  const [[totals], perDay, heatmap, agents, ratings] = await Promise.all([
    m.query(
      `SELECT count(*)::int AS conversations,
              count(c.first_response_at)::int AS responded,
              count(c.closed_at)::int AS closed,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${epoch('c.first_customer_message_at', 'c.first_response_at')}) AS first_response,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${epoch('c.created_at', 'c.closed_at')}) AS resolution,
              COALESCE(sum(c.customer_message_count), 0)::int AS customer_messages,
              COALESCE(sum(c.agent_message_count), 0)::int AS agent_messages
       FROM conversation c WHERE ${inRange}`,
      params,
    ) as Promise<
      {
        conversations: number;
        responded: number;
        closed: number;
        first_response: string | null;
        resolution: string | null;
        customer_messages: number;
        agent_messages: number;
      }[]
    >,
    m.query(
      `SELECT to_char(c.created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS date, c.source, count(*)::int AS conversations
       FROM conversation c WHERE ${inRange} GROUP BY 1, 2 ORDER BY 1, 2`,
      params,
    ) as Promise<DashboardDay[]>,
    m.query(
      `SELECT extract(isodow FROM c.created_at AT TIME ZONE ${tz})::int AS weekday,
              extract(hour FROM c.created_at AT TIME ZONE ${tz})::int AS hour, count(*)::int AS conversations
       FROM conversation c WHERE ${inRange} GROUP BY 1, 2 ORDER BY 1, 2`,
      params,
    ) as Promise<DashboardHour[]>,
    m.query(
      `WITH r AS (
         SELECT c.id, c.first_customer_message_at, c.first_response_at, c.first_responder_id, c.customer_rating
         FROM conversation c WHERE ${inRange}
       ), handled AS (
         SELECT cm.member_id AS agent_id, count(*)::int AS conversations,
                avg((r.customer_rating->>'score')::numeric) AS average_rating, count(r.customer_rating)::int AS ratings
         FROM r JOIN conversation_member cm ON cm.conversation_id = r.id AND cm.member_type = 'agent' AND cm.participant
         GROUP BY cm.member_id
       ), first AS (
         SELECT r.first_responder_id AS agent_id, count(*)::int AS first_responses,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY ${epoch('r.first_customer_message_at', 'r.first_response_at')}) AS median
         FROM r WHERE r.first_responder_id IS NOT NULL GROUP BY r.first_responder_id
       )
       SELECT a.id AS agent_id, a.display_name, COALESCE(h.conversations, 0) AS conversations, COALESCE(f.first_responses, 0) AS first_responses,
              f.median, h.average_rating, COALESCE(h.ratings, 0) AS ratings
       FROM handled h FULL JOIN first f ON f.agent_id = h.agent_id
       JOIN agent a ON a.id = COALESCE(h.agent_id, f.agent_id)
       ORDER BY COALESCE(h.conversations, 0) DESC, COALESCE(f.first_responses, 0) DESC, lower(a.display_name), a.id
       LIMIT ${LEADERBOARD_SIZE}`,
      params,
    ) as Promise<
      {
        agent_id: string;
        display_name: string;
        conversations: number;
        first_responses: number;
        median: string | null;
        average_rating: string | null;
        ratings: number;
      }[]
    >,
    m.query(
      `SELECT (c.customer_rating->>'score')::int AS score, count(*)::int AS conversations
       FROM conversation c WHERE ${inRange} AND c.customer_rating IS NOT NULL GROUP BY 1 ORDER BY 1`,
      params,
    ) as Promise<DashboardRating[]>,
  ]);
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    totals: {
      conversations: totals.conversations,
      responded: totals.responded,
      closed: totals.closed,
      medianFirstResponseSeconds: num(totals.first_response),
      medianResolutionSeconds: num(totals.resolution),
      customerMessages: totals.customer_messages,
      agentMessages: totals.agent_messages,
    },
    perDay,
    heatmap,
    agents: agents.map((a) => ({
      agentId: a.agent_id,
      displayName: a.display_name,
      conversations: a.conversations,
      firstResponses: a.first_responses,
      medianFirstResponseSeconds: num(a.median),
      averageRating: a.average_rating === null ? null : Math.round(Number(a.average_rating) * 100) / 100,
      ratings: a.ratings,
    })),
    ratings,
  };
}
