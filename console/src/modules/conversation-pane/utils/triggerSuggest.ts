/**
 * The composer's trigger characters (issue 20): `@` opens the agent picker (internal notes), `/`
 * the canned-reply picker. Pure functions, so the rules are tested without a browser.
 */

export interface ActiveTrigger {
  char: string;
  /** Where the trigger character is in the text. */
  start: number;
  /** What was typed after it, up to the caret. */
  query: string;
}

/** Longest query a picker follows; past it the agent is writing, not picking. */
export const MAX_TRIGGER_QUERY = 40;

/**
 * The trigger the caret is in, if any: a trigger character at the start of the text or after a
 * space or an opening bracket, followed by no whitespace up to the caret. So `/greet` and
 * `Hi @ada` open a picker; `and/or`, `a@b.com` and `http://` do not.
 */
export function findTrigger(text: string, caret: number, chars: readonly string[]): ActiveTrigger | null {
  if (caret < 0 || caret > text.length) return null;
  for (let i = caret - 1; i >= 0 && caret - i - 1 <= MAX_TRIGGER_QUERY; i--) {
    const ch = text[i]!;
    if (/\s/.test(ch)) return null;
    if (!chars.includes(ch)) continue;
    const before = i === 0 ? '' : text[i - 1]!;
    if (before !== '' && !/[\s([{"'“‘（「]/.test(before)) continue;
    return { char: ch, start: i, query: text.slice(i + 1, caret) };
  }
  return null;
}

/**
 * The items matching the query, best first: those whose key starts with it, then those whose key
 * or text contains it (case and accents ignored), each group in the given order.
 */
export function filterSuggestions<T>(items: readonly T[], query: string, keyOf: (item: T) => string, textOf?: (item: T) => string, limit = 8): T[] {
  const q = fold(query);
  if (!q) return items.slice(0, limit);
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of items) {
    const key = fold(keyOf(item));
    if (key.startsWith(q) || key.split(/[\s_-]+/).some((word) => word.startsWith(q))) starts.push(item);
    else if (key.includes(q) || (textOf && fold(textOf(item)).includes(q))) contains.push(item);
  }
  return [...starts, ...contains].slice(0, limit);
}

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The text with the trigger and its query replaced by `insert`, and where the caret goes after it. */
export function replaceTrigger(text: string, trigger: ActiveTrigger, caret: number, insert: string): { text: string; caret: number } {
  const next = `${text.slice(0, trigger.start)}${insert}${text.slice(caret)}`;
  return { text: next, caret: trigger.start + insert.length };
}

/** The mentions still written in the text when it is sent: `@Name` of each picked agent. */
export function mentionsIn(text: string, picked: readonly { id: string; label: string }[]): string[] {
  const ids: string[] = [];
  for (const p of picked) if (text.includes(`@${p.label}`) && !ids.includes(p.id)) ids.push(p.id);
  return ids;
}

/** The next active option, wrapping around; -1 when there are none. */
export function moveActive(active: number, count: number, by: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return by === 1 ? 0 : count - 1;
  return (active + by + count) % count;
}
