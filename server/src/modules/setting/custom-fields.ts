import { CUSTOM_FIELD_TYPES, FIELD_ID, MAX_FIELDS, fieldValueProblem, type CustomFieldType } from '@parley/protocol';
import { z } from 'zod';
import { AppError, invalid, isPlainReason, isReason, msg, issueMessage, type FieldProblems } from '../../common/errors';
import type { FieldValues } from '../agent/agent.entity';

export interface CustomFieldDefinition {
  id: string;
  type: CustomFieldType;
  /** Spec §3: a name per language (en, zh, zh-cn); a language left empty ('') is untranslated, and readers show the English name. */
  name: { en: string; zh: string; 'zh-cn': string };
}

const label = z.string().trim().max(100);

const definitionInput = z
  .object({
    id: z.string().regex(FIELD_ID, 'common.mustStartWithALetterAnd'),
    type: z.enum(CUSTOM_FIELD_TYPES),
    name: z
      .object({ en: label.min(1, 'setting.pleaseInputTheEnglishName'), zh: label.optional(), 'zh-cn': label.optional(), zh_cn: label.optional() })
      .strict(),
  })
  .strict();

export const fieldDefinitionsSchema = z
  .array(definitionInput)
  .max(MAX_FIELDS)
  .superRefine((defs, ctx) => {
    const seen = new Set<string>();
    defs.forEach((d, i) => {
      const key = d.id.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'setting.fieldIdsMustBeUnique' });
      seen.add(key);
    });
  })
  .transform((defs): CustomFieldDefinition[] =>
    defs.map((d) => ({
      id: d.id,
      type: d.type,
      // A language left empty stays empty (untranslated, shown as the English name), never a silent copy of the English.
      name: { en: d.name.en, zh: d.name.zh || '', 'zh-cn': d.name['zh-cn'] || d.name.zh_cn || '' },
    })),
  );

/** Zod issues as { 'path.to.field': message }, the shape REST validation errors carry. */
export function issuesToFields(error: z.ZodError, prefix: string): FieldProblems {
  const out: FieldProblems = {};
  for (const i of error.issues) out[[...(prefix ? [prefix] : []), ...i.path.map(String)].join('.') || 'body'] ??= issueMessage(i);
  return out;
}

/** Validates a list of definitions from a client; a bad one is a 400 naming each field. */
export function parseDefinitions(value: unknown, key: 'customerFields' | 'agentFields'): CustomFieldDefinition[] {
  const parsed = fieldDefinitionsSchema.safeParse(value);
  if (!parsed.success) throw invalid(msg('setting.theDefinitionsAreNotValid', { key }), issuesToFields(parsed.error, key));
  return parsed.data;
}

/** A stored list read back; anything unreadable is dropped rather than breaking every read. */
export function storedDefinitions(value: unknown): CustomFieldDefinition[] {
  const parsed = fieldDefinitionsSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
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
  const reason = keys.length ? `field.${keys[0]}` : undefined;
  if (reason) throw new AppError('VALIDATION', isReason(reason) && isPlainReason(reason) ? reason : 'request.invalidInput', { fields: problems });
  return next;
}
