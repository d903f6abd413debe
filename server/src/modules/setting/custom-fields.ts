import { z } from 'zod';
import { AppError, invalid } from '../../common/errors';
import type { FieldValues } from '../agent/agent.entity';

/** Spec §3: the types a custom field (customerFields, agentFields) may have. */
export const CUSTOM_FIELD_TYPES = ['text', 'longText', 'phone', 'address', 'email', 'url', 'date', 'anniversary'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Ids end up in criteria (`fields.<id>`) and CSV headers: plain identifiers only. */
export const FIELD_ID = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const MAX_FIELDS = 100;

export interface CustomFieldDefinition {
  id: string;
  type: CustomFieldType;
  /** Spec §3: a name per language (en, zh, zh-cn); a language left empty shows the English name. */
  name: { en: string; zh: string; 'zh-cn': string };
}

const label = z.string().trim().max(100);

const definitionInput = z
  .object({
    id: z.string().regex(FIELD_ID, 'must start with a letter and hold only letters, digits and _ (at most 64)'),
    type: z.enum(CUSTOM_FIELD_TYPES),
    name: z.object({ en: label.min(1, 'Please input the English name'), zh: label.optional(), 'zh-cn': label.optional(), zh_cn: label.optional() }).strict(),
  })
  .strict();

export const fieldDefinitionsSchema = z
  .array(definitionInput)
  .max(MAX_FIELDS)
  .superRefine((defs, ctx) => {
    const seen = new Set<string>();
    defs.forEach((d, i) => {
      const key = d.id.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Field ids must be unique' });
      seen.add(key);
    });
  })
  .transform((defs): CustomFieldDefinition[] =>
    defs.map((d) => ({
      id: d.id,
      type: d.type,
      name: { en: d.name.en, zh: d.name.zh || d.name.en, 'zh-cn': d.name['zh-cn'] || d.name.zh_cn || d.name.en },
    })),
  );

/** Zod issues as { 'path.to.field': message }, the shape REST validation errors carry. */
export function issuesToFields(error: z.ZodError, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of error.issues) out[[prefix, ...i.path.map(String)].join('.')] ??= i.message;
  return out;
}

/** Validates a list of definitions from a client; a bad one is a 400 naming each field. */
export function parseDefinitions(value: unknown, key: 'customerFields' | 'agentFields'): CustomFieldDefinition[] {
  const parsed = fieldDefinitionsSchema.safeParse(value);
  if (!parsed.success) throw invalid(`The ${key} definitions are not valid`, issuesToFields(parsed.error, key));
  return parsed.data;
}

/** A stored list read back; anything unreadable is dropped rather than breaking every read. */
export function storedDefinitions(value: unknown): CustomFieldDefinition[] {
  const parsed = fieldDefinitionsSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}

// Spec §5 patterns. Deliberately plain: the same rule the console applies on blur.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PHONE = /^\+?[0-9 ()\-.]{3,40}$/;
const MAX_TEXT = 500;
const MAX_LONG_TEXT = 5000;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYYY-MM-DD naming a real calendar day. */
export function isIsoDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** MM-DD naming a day that exists in some year (02-29 included: spec §5 anniversary). */
export function isMonthDay(v: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [mo, d] = [Number(m[1]), Number(m[2])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= DAYS_IN_MONTH[mo - 1]!;
}

/** The message key (spec §5 where it names one) for a value that does not fit its type, or null. */
export function fieldValueProblem(type: CustomFieldType, value: string): string | null {
  switch (type) {
    case 'email':
      return EMAIL.test(value) && value.length <= 320 ? null : 'PleaseEnterAValidEmail';
    case 'url':
      return URL_PATTERN.test(value) && value.length <= 2000 ? null : 'PleaseEnterAValidUrl';
    case 'phone':
      return PHONE.test(value) ? null : 'PleaseEnterAValidPhone';
    case 'date':
      return isIsoDate(value) ? null : 'PleaseEnterAValidDate';
    case 'anniversary':
      return isMonthDay(value) ? null : 'PleaseEnterAValidAnniversary';
    case 'longText':
    case 'address':
      return value.length <= MAX_LONG_TEXT ? null : 'TextTooLong';
    case 'text':
      return value.length <= MAX_TEXT ? null : 'TextTooLong';
  }
}

/**
 * Applies a patch of custom field values (`{ id: { value } }` or `{ id: value }`) over the current
 * ones, each checked against its definition (spec §5). null or an empty string clears a field. A
 * field that is not defined, or a value that does not fit its type, is a 400 whose message is the
 * spec's key and whose extraInfo names every bad field.
 */
export function applyFieldValues(current: FieldValues, patch: Record<string, unknown>, definitions: readonly CustomFieldDefinition[]): FieldValues {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const next: FieldValues = { ...current };
  const problems: Record<string, string> = {};
  for (const [id, raw] of Object.entries(patch)) {
    const def = Object.prototype.hasOwnProperty.call(patch, id) ? byId.get(id) : undefined;
    if (!def) {
      problems[`fields.${id}`] = 'UnknownField';
      continue;
    }
    const value = raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'value' in raw ? (raw as { value: unknown }).value : raw;
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      delete next[id];
      continue;
    }
    if (typeof value !== 'string') {
      problems[`fields.${id}`] = 'MustBeText';
      continue;
    }
    const text = value.trim();
    const problem = fieldValueProblem(def.type, text);
    if (problem) problems[`fields.${id}`] = problem;
    else next[id] = { value: text };
  }
  const keys = Object.values(problems);
  if (keys.length) throw new AppError('VALIDATION', keys[0]!, { fields: problems });
  return next;
}
