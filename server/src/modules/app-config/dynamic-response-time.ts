import type { DataSource } from 'typeorm';
import { isOfficeOpen, type OfficeHours } from '@parley/protocol';

const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Long enough that a busy widget costs one query per workspace and node every few minutes, short enough to follow the day. */
const CACHE_MS = 10 * 60 * 1000;

interface Cached {
  until: number;
  minutes: number | null;
}

/**
 * Spec §9 dynamic response time: the median time, in whole minutes (at least 1), from a
 * conversation's first customer message to the first agent answer the customer saw, over the
 * conversations whose first customer message came in the last 7 days during office hours (the
 * workspace's time zone). Null without such answered conversations. Cached per workspace.
 */
export class DynamicResponseTime {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly dataSource: DataSource) {}

  async minutes(workspaceId: string, config: { officeHour: Partial<OfficeHours>; timezone: string }, now: Date): Promise<number | null> {
    const key = `${workspaceId}:${config.timezone}:${JSON.stringify(config.officeHour)}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > now.getTime()) return hit.minutes;
    const rows: { asked: Date; answered: Date | null }[] = await this.dataSource.query(
      `WITH first_question AS (
         SELECT conversation_id, min(created_at) AS asked
         FROM message
         WHERE workspace_id = $1 AND sender_type = 'customer' AND deleted_at IS NULL AND created_at >= $2
         GROUP BY conversation_id
       )
       SELECT q.asked,
              (SELECT min(a.created_at) FROM message a
               WHERE a.conversation_id = q.conversation_id AND a.sender_type = 'agent' AND NOT a.internal
                 AND a.deleted_at IS NULL AND a.created_at >= q.asked) AS answered
       FROM first_question q`,
      [workspaceId, new Date(now.getTime() - WINDOW_MS)],
    );
    const waits = rows
      .filter((r) => r.answered && isOfficeOpen(config.officeHour, config.timezone, new Date(r.asked)))
      .map((r) => new Date(r.answered!).getTime() - new Date(r.asked).getTime())
      .sort((a, b) => a - b);
    const minutes = waits.length === 0 ? null : Math.max(1, Math.ceil(median(waits) / 60_000));
    this.cache.set(key, { until: now.getTime() + CACHE_MS, minutes });
    return minutes;
  }
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
