import { invalid, msg, type MessageArg } from '../../common/errors';
import { parseJsonWithinDepth } from '../../common/json-depth';
import type { SqlParams } from '../../common/sql';
import { isIsoDate, isMonthDay } from '@parley/protocol';
import type { CustomFieldDefinition } from '../setting/custom-fields';

/**
 * The customer list's filters (spec §7, §9): strings `field operator operand`, e.g.
 * `displayName contains Ann`, `createDate >= 2026-01-01`, `email has_value`,
 * `fields.birthday = 03-14`, joined by `and` / `or`.
 *
 * A criterion is scanned into its three parts, checked against what its field allows, and turned
 * into a predicate whose every client-given value (operand, custom field id, time zone) is a bound
 * parameter: the SQL text is built only from our own fixed fragments, so no operand, however
 * crafted, can change the query. LIKE metacharacters in operands are escaped, so `%` and `_` match
 * themselves.
 */

export const TEXT_OPERATORS = ['has_value', 'is_unknown', '=', 'starts_with', 'ends_with', 'contains', 'not_contains'] as const;
export const DATE_OPERATORS = ['has_value', 'is_unknown', '=', '>', '>=', '<', '<='] as const;
export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type DateOperator = (typeof DATE_OPERATORS)[number];
export type Operator = TextOperator | DateOperator;
export type Combine = 'and' | 'or';

export const MAX_CRITERIA = 20;
export const MAX_CRITERION_LENGTH = 1000;
export const MAX_OPERAND_LENGTH = 200;

/** Built-in filterable fields (spec §9) and the columns they read: the only column names ever written into SQL. */
const BUILT_IN = {
  displayName: { column: 'display_name', kind: 'text' },
  refId: { column: 'ref_id', kind: 'text' },
  email: { column: 'email', kind: 'text' },
  subtitle: { column: 'subtitle', kind: 'text' },
  bio: { column: 'bio', kind: 'text' },
  lastActivity: { column: 'last_activity', kind: 'timestamp' },
  createDate: { column: 'created_at', kind: 'timestamp' },
} as const;
export type BuiltInField = keyof typeof BUILT_IN;
export const BUILT_IN_FIELDS = Object.keys(BUILT_IN) as BuiltInField[];

export type FieldRef =
  | { source: 'column'; name: BuiltInField; column: (typeof BUILT_IN)[BuiltInField]['column']; kind: 'text' | 'timestamp' }
  /** A custom field (`fields.<id>`): text types, date (YYYY-MM-DD) or anniversary (MM-DD). */
  | { source: 'custom'; name: string; id: string; kind: 'text' | 'date' | 'anniversary' };

export type Operand =
  | { kind: 'none' }
  | { kind: 'text'; value: string }
  /** A calendar day, in the workspace's time zone for timestamps. */
  | { kind: 'day'; value: string }
  /** `YYYY-MM-DD HH:mm`, in the workspace's time zone. */
  | { kind: 'minute'; value: string }
  /** A number: ms since the epoch (spec §5: numeric operands are not quoted). */
  | { kind: 'instant'; ms: number }
  | { kind: 'monthDay'; value: string };

export interface Criterion {
  /** Position in the list (0-based), for messages. */
  index: number;
  field: FieldRef;
  operator: Operator;
  operand: Operand;
}

/** A criterion that cannot be used: a 400 naming it (1-based, with its text) and what is wrong. */
export class CriterionError extends Error {
  constructor(
    readonly reason: MessageArg,
    readonly code: string,
  ) {
    super(typeof reason === 'string' ? reason : reason.reason);
  }
}

function fail(reason: MessageArg, code: string): never {
  throw new CriterionError(reason, code);
}

// ---------------------------------------------------------------------------------------------
// Scanning: field, operator, operand.

export interface Scanned {
  field: string;
  operator: string;
  /** null when nothing follows the operator. */
  operand: { text: string; quoted: boolean } | null;
}

const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
const isWordStart = (ch: string | undefined) => ch !== undefined && /[A-Za-z_]/.test(ch);
const isWord = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9_]/.test(ch);

/**
 * Splits one criterion into its parts. The field is an identifier, dotted for custom fields
 * (`fields.birthday`); the operator a word (`contains`) or a comparison (`=`, `>`, `>=`, `<`, `<=`,
 * which need no surrounding spaces); the operand is the rest of the text, trimmed, or a quoted
 * string ('…' or "…", where \ escapes the next character and a doubled quote stands for itself)
 * after which only spaces may follow.
 */
export function scanCriterion(src: string): Scanned {
  let i = 0;
  const skip = () => {
    while (isSpace(src[i])) i++;
  };
  skip();
  const fieldStart = i;
  if (!isWordStart(src[i])) fail('customer.expectedAFieldNameFirst', 'field');
  while (isWord(src[i]) || (src[i] === '.' && isWordStart(src[i + 1]))) i += src[i] === '.' ? 2 : 1;
  const field = src.slice(fieldStart, i);
  skip();
  let operator: string;
  if (src[i] === '<' || src[i] === '>') {
    operator = src[i + 1] === '=' ? src.slice(i, i + 2) : src[i]!;
    i += operator.length;
  } else if (src[i] === '=') {
    operator = '=';
    i += 1;
  } else if (isWordStart(src[i])) {
    const start = i;
    while (isWord(src[i])) i++;
    operator = src.slice(start, i);
    if (i < src.length && !isSpace(src[i])) fail(msg('customer.expectedASpaceAfterTheOperator', { op: operator }), 'operator');
  } else {
    fail(msg(i >= src.length ? 'common.noOperatorAfter' : 'common.expectedAnOperatorAfter', { field }), 'operator');
  }
  skip();
  if (i >= src.length) return { field, operator, operand: null };
  const quote = src[i];
  if (quote !== '"' && quote !== "'") return { field, operator, operand: { text: src.slice(i).trim(), quoted: false } };
  let text = '';
  i++;
  for (;;) {
    if (i >= src.length) fail('customer.theQuotedOperandHasNoClosing', 'operand');
    const ch = src[i]!;
    if (ch === '\\' && i + 1 < src.length) {
      text += src[i + 1];
      i += 2;
    } else if (ch === quote && src[i + 1] === quote) {
      text += quote;
      i += 2;
    } else if (ch === quote) {
      i++;
      break;
    } else {
      text += ch;
      i++;
    }
  }
  skip();
  if (i < src.length) fail('customer.unexpectedTextAfterTheQuotedOperand', 'operand');
  return { field, operator, operand: { text, quoted: true } };
}

// ---------------------------------------------------------------------------------------------
// Checking: what each field allows.

const builtInByLower = new Map(BUILT_IN_FIELDS.map((f) => [f.toLowerCase(), f]));

function resolveField(name: string, definitions: readonly CustomFieldDefinition[]): FieldRef {
  const dot = name.indexOf('.');
  if (dot < 0) {
    const builtIn = builtInByLower.get(name.toLowerCase());
    if (!builtIn) fail(msg('customer.unknownFieldFieldsOrFieldsId', { name, list: BUILT_IN_FIELDS.join(', ') }), 'field');
    const def = BUILT_IN[builtIn];
    return { source: 'column', name: builtIn, column: def.column, kind: def.kind };
  }
  const prefix = name.slice(0, dot);
  const id = name.slice(dot + 1);
  if (prefix !== 'fields') fail(msg('customer.unknownField', { name }), 'field');
  // Ids are unique regardless of case (setting/custom-fields.ts): an exact match first, then any case.
  const def = definitions.find((d) => d.id === id) ?? definitions.find((d) => d.id.toLowerCase() === id.toLowerCase());
  if (!def) fail(msg('customer.unknownCustomField', { id }), 'field');
  const kind = def.type === 'date' ? 'date' : def.type === 'anniversary' ? 'anniversary' : 'text';
  return { source: 'custom', name: `fields.${def.id}`, id: def.id, kind };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})$/;
const MILLIS = /^\d{1,15}$/;

function dateOperand(field: FieldRef, text: string): Operand {
  if (field.kind === 'anniversary') {
    if (!isMonthDay(text)) fail(msg('customer.needsAMonthAndDayMM', { field: field.name, text: JSON.stringify(text) }), 'operand');
    return { kind: 'monthDay', value: text };
  }
  if (DAY.test(text)) {
    if (!isIsoDate(text)) fail(msg('customer.isNotACalendarDay', { text }), 'operand');
    return { kind: 'day', value: text };
  }
  if (field.kind === 'date') {
    // An anniversary of a date field (a birthday stored as YYYY-MM-DD): compares month and day.
    if (isMonthDay(text)) return { kind: 'monthDay', value: text };
    fail(msg('customer.needsADateYYYYMMDD', { field: field.name, text: JSON.stringify(text) }), 'operand');
  }
  const minute = MINUTE.exec(text);
  if (minute) {
    if (!isIsoDate(minute[1]!) || Number(minute[2]) > 23 || Number(minute[3]) > 59) fail(msg('customer.isNotAValidTime', { text }), 'operand');
    return { kind: 'minute', value: `${minute[1]} ${minute[2]}:${minute[3]}` };
  }
  if (MILLIS.test(text)) return { kind: 'instant', ms: Number(text) };
  fail(msg('customer.needsADateOrTime', { field: field.name, text: JSON.stringify(text) }), 'operand');
}

/** One criterion string to its checked form; throws CriterionError. */
export function parseCriterion(src: string, index: number, definitions: readonly CustomFieldDefinition[]): Criterion {
  if (src.length > MAX_CRITERION_LENGTH) fail(msg('customer.aCriterionIsAtMostCharacters', { max: MAX_CRITERION_LENGTH }), 'tooLong');
  const scanned = scanCriterion(src);
  const field = resolveField(scanned.field, definitions);
  const text = field.kind === 'text';
  const operator = scanned.operator.toLowerCase();
  const allowed: readonly string[] = text ? TEXT_OPERATORS : DATE_OPERATORS;
  if (!allowed.includes(operator)) {
    fail(msg('customer.doesNotTakeTheOperatorIt', { field: field.name, op: scanned.operator, list: allowed.join(', ') }), 'operator');
  }
  const op = operator as Operator;
  const given = scanned.operand?.text ?? '';
  if (op === 'has_value' || op === 'is_unknown') {
    if (given !== '') fail(msg('customer.takesNoOperand', { op }), 'operand');
    return { index, field, operator: op, operand: { kind: 'none' } };
  }
  if (given === '') fail(msg('customer.needsAnOperand', { field: field.name, op }), 'operand');
  if (given.length > MAX_OPERAND_LENGTH) fail(msg('customer.anOperandIsAtMostCharacters', { max: MAX_OPERAND_LENGTH }), 'operand');
  return { index, field, operator: op, operand: text ? { kind: 'text', value: given } : dateOperand(field, given) };
}

/**
 * The criteria as clients send them: a list of strings, or that list as JSON text (query strings
 * and the spec's form). Every problem is a 400 naming the criterion (1-based) and what is wrong.
 */
export function parseCriteria(input: unknown, definitions: readonly CustomFieldDefinition[]): Criterion[] {
  let list: unknown = input ?? [];
  if (typeof list === 'string') {
    const trimmed = list.trim();
    if (trimmed === '') return [];
    try {
      list = parseJsonWithinDepth(trimmed);
    } catch {
      // A single criterion written plainly (`criteria=displayName contains Ann`); JSON nested too
      // deeply is read that way too, and refused as a criterion (String() of it would overflow the stack).
      list = [trimmed];
    }
  }
  if (!Array.isArray(list)) throw invalid('customer.criteriaMustBeAListOf', { criteria: 'invalid' });
  if (list.length > MAX_CRITERIA) throw invalid(msg('customer.atMostCriteria', { max: MAX_CRITERIA }), { criteria: 'tooMany' });
  return list.map((item, index) => {
    const shown = typeof item === 'string' ? JSON.stringify(item.length > 80 ? `${item.slice(0, 80)}…` : item) : String(item);
    try {
      if (typeof item !== 'string') fail('customer.aCriterionIsAStringField', 'invalid');
      return parseCriterion(item, index, definitions);
    } catch (err) {
      if (!(err instanceof CriterionError)) throw err;
      throw invalid(
        msg('customer.criterion', { index: index + 1, criterion: shown, message: typeof err.reason === 'string' ? { reason: err.reason } : err.reason }),
        { [`criteria.${index}`]: err.code },
      );
    }
  });
}

export function parseCombine(value: unknown): Combine {
  if (value === undefined || value === null || value === '') return 'and';
  const v = String(value).trim().toLowerCase();
  if (v !== 'and' && v !== 'or') throw invalid('customer.operandMustBeAndOrOr', { operand: 'invalid' });
  return v;
}

// ---------------------------------------------------------------------------------------------
// SQL.

/** Makes `%`, `_` and `\` match themselves in a LIKE pattern (escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export interface SqlContext {
  /** Alias of the customer table in the query. */
  alias: string;
  /** IANA zone that days and minutes of timestamps are read in (the workspace's). */
  timeZone: string;
}

const ISO_DAY_SQL = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;
const MONTH_DAY_SQL = `'^[0-9]{2}-[0-9]{2}$'`;

function fieldSql(f: FieldRef, p: SqlParams, alias: string): string {
  return f.source === 'column' ? `${alias}.${f.column}` : `(${alias}.fields -> ${p.add(f.id)} ->> 'value')`;
}

function textSql(e: string, op: TextOperator, value: string, p: SqlParams): string {
  const like = (pattern: string) => `${e} ILIKE ${p.add(pattern)} ESCAPE '\\'`;
  const v = escapeLike(value);
  switch (op) {
    case '=':
      // Case-insensitive equality (a pattern without wildcards), so the trigram indexes serve it.
      return like(v);
    case 'starts_with':
      return like(`${v}%`);
    case 'ends_with':
      return like(`%${v}`);
    case 'contains':
      return like(`%${v}%`);
    case 'not_contains':
      // A field with no value does not contain the text either.
      return `(${e} IS NULL OR NOT (${like(`%${v}%`)}))`;
    case 'has_value':
    case 'is_unknown':
      throw new Error('presence operators are handled before');
  }
}

/**
 * Start and end (exclusive) of the period an operand names, as SQL timestamptz expressions. Both
 * use the same parameters (a comparison may use only one of them, and PostgreSQL refuses a
 * parameter that no expression uses).
 */
function periodSql(operand: Operand, p: SqlParams, timeZone: string): [string, string] {
  switch (operand.kind) {
    case 'day': {
      const d = p.add(operand.value);
      const tz = p.add(timeZone);
      return [`(${d}::date)::timestamp AT TIME ZONE ${tz}`, `(${d}::date + 1)::timestamp AT TIME ZONE ${tz}`];
    }
    case 'minute': {
      const start = `${p.add(operand.value)}::timestamp AT TIME ZONE ${p.add(timeZone)}`;
      return [start, `(${start}) + interval '1 minute'`];
    }
    case 'instant': {
      const start = `${p.add(new Date(operand.ms).toISOString())}::timestamptz`;
      return [start, `(${start} + interval '1 millisecond')`];
    }
    default:
      throw new Error(`no period for ${operand.kind}`);
  }
}

function compare(e: string, op: DateOperator, [start, end]: [string, string]): string {
  switch (op) {
    case '=':
      return `(${e} >= ${start} AND ${e} < ${end})`;
    case '>':
      return `${e} >= ${end}`;
    case '>=':
      return `${e} >= ${start}`;
    case '<':
      return `${e} < ${start}`;
    case '<=':
      return `${e} < ${end}`;
    case 'has_value':
    case 'is_unknown':
      throw new Error('presence operators are handled before');
  }
}

/** One criterion as a parenthesised SQL predicate over the customer row. */
export function criterionSql(c: Criterion, p: SqlParams, ctx: SqlContext): string {
  const e = fieldSql(c.field, p, ctx.alias);
  const column = c.field.source === 'column';
  if (c.operator === 'has_value') return column && c.field.kind === 'timestamp' ? `(${e} IS NOT NULL)` : `(${e} IS NOT NULL AND ${e} <> '')`;
  if (c.operator === 'is_unknown') return column && c.field.kind === 'timestamp' ? `(${e} IS NULL)` : `(${e} IS NULL OR ${e} = '')`;
  const { operand } = c;
  if (operand.kind === 'text') return `(${textSql(e, c.operator as TextOperator, operand.value, p)})`;
  const op = c.operator as DateOperator;
  if (c.field.kind === 'timestamp') return `(${compare(e, op, periodSql(operand, p, ctx.timeZone))})`;
  if (operand.kind === 'day' || operand.kind === 'monthDay') {
    // Custom date and anniversary values are text (YYYY-MM-DD, MM-DD): in these fixed-width forms
    // text order is date order. Values of another shape never match.
    const shape = c.field.kind === 'anniversary' ? MONTH_DAY_SQL : ISO_DAY_SQL;
    const byDayOfYear = c.field.kind === 'date' && operand.kind === 'monthDay';
    const left = byDayOfYear ? `right(${e}, 5)` : e;
    const value = p.add(operand.value);
    // `op` is one of our own five comparison operators (checked when parsed), never client text.
    const predicate = `${e} ~ ${shape} AND ${left} ${op} ${value}`;
    if (op !== '=' || byDayOfYear || c.field.source !== 'custom') return `(${predicate})`;
    // The same equality as containment too, which the GIN index on fields (jsonb_path_ops) serves.
    return `(${ctx.alias}.fields @> jsonb_build_object(${p.add(c.field.id)}::text, jsonb_build_object('value', ${value}::text)) AND ${predicate})`;
  }
  throw new Error(`unexpected operand ${operand.kind} for ${c.field.name}`);
}

/** All criteria joined by and / or; null when there are none (no filter). */
export function criteriaSql(criteria: readonly Criterion[], combine: Combine, p: SqlParams, ctx: SqlContext): string | null {
  if (criteria.length === 0) return null;
  return `(${criteria.map((c) => criterionSql(c, p, ctx)).join(combine === 'or' ? ' OR ' : ' AND ')})`;
}
