import { fieldsProblem, invalid, issueMessage, msg } from './errors';

export function requireName(name: string | undefined, field = 'name', max = 100): string {
  const v = (name ?? '').trim();
  if (!v) throw invalid(msg('common.pleaseInput', { field }), { [field]: 'required' });
  if (v.length > max) throw invalid(msg('common.isLongerThanCharacters', { field, max }), { [field]: 'tooLong' });
  return v;
}

/**
 * The last instant a JavaScript Date holds (±8.64e15 ms, about the year 275760); past it
 * `new Date(ms)` is Invalid Date, which PostgreSQL refuses. Inside PostgreSQL's timestamptz range.
 */
export const MAX_TIME_MS = 8.64e15;

/** A time (ms since 1970) Parley can store and compare: finite, from 0 to MAX_TIME_MS. */
export function requireTimeMs(value: number | undefined, field: string): void {
  if (value === undefined) return;
  if (!Number.isFinite(value) || value < 0 || value > MAX_TIME_MS) {
    throw invalid(msg('request.mustBeATimeInMs', { field, max: MAX_TIME_MS }), { [field]: 'range' });
  }
}

/** Both doors' input through the REST body's own schema: a 400 names each bad field. */
export function parseWith<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
): T {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const fields = Object.fromEntries(r.error.issues.map((i) => [i.path.map(String).join('.') || 'input', issueMessage(i)]));
  throw fieldsProblem(fields, 'request.invalidInput');
}
