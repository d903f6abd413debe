/** Shapes of the dashboard's figures for its charts and tables: pure, so they are tested alone. */

export interface DayCount {
  date: string;
  source: string;
  conversations: number;
}

export interface HourCount {
  weekday: number;
  hour: number;
  conversations: number;
}

/** The sources in the order the charts stack them: the usual ones first, then any other. */
const SOURCE_ORDER = ['web', 'api', 'facebook', 'whatsapp', 'sanuker'];

/** Every day from `from` to `to` (YYYY-MM-DD), first and last included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end && out.length < 400; at += 86_400_000) {
    out.push(new Date(at).toISOString().slice(0, 10));
  }
  return out;
}

/** One row per day of the range (days without conversations included, as zeros), a column per source. */
export function perDayRows(
  perDay: readonly DayCount[],
  from: string,
  to: string,
): { sources: string[]; rows: ({ date: string; total: number } & Record<string, number | string>)[] } {
  const present = [...new Set(perDay.map((d) => d.source))];
  const sources = [...SOURCE_ORDER.filter((s) => present.includes(s)), ...present.filter((s) => !SOURCE_ORDER.includes(s)).sort()];
  const byDay = new Map<string, Map<string, number>>();
  for (const d of perDay) {
    const day = byDay.get(d.date) ?? new Map<string, number>();
    day.set(d.source, (day.get(d.source) ?? 0) + d.conversations);
    byDay.set(d.date, day);
  }
  const rows = daysOf(from, to).map((date) => {
    const day = byDay.get(date);
    const row: { date: string; total: number } & Record<string, number | string> = { date, total: 0 };
    for (const s of sources) {
      const n = day?.get(s) ?? 0;
      row[s] = n;
      row.total += n;
    }
    return row;
  });
  return { sources, rows };
}

/** Conversations by weekday (rows, Monday first) × hour (columns), and the largest cell. */
export function heatmapGrid(cells: readonly HourCount[]): { grid: number[][]; max: number } {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  let max = 0;
  for (const c of cells) {
    if (c.weekday < 1 || c.weekday > 7 || c.hour < 0 || c.hour > 23) continue;
    grid[c.weekday - 1]![c.hour] += c.conversations;
    max = Math.max(max, grid[c.weekday - 1]![c.hour]!);
  }
  return { grid, max };
}

/** A duration split for display: days, hours, minutes and seconds, the two largest that matter. */
export function durationParts(seconds: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.round(seconds));
  return { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** The five scores of a rating distribution, missing ones as zeros. */
export function ratingRows(ratings: readonly { score: number; conversations: number }[]): { score: number; conversations: number }[] {
  return [1, 2, 3, 4, 5].map((score) => ({ score, conversations: ratings.find((r) => r.score === score)?.conversations ?? 0 }));
}
