import { isIsoDate, isMonthDay } from '@parley/protocol';

/**
 * Customer filter chips (spec §4, §9) and the criteria strings they stand for:
 * `field operator operand`, e.g. `displayName contains Ann`, `createDate >= 2026-01-01`,
 * `email has_value`, `fields.birthday = 03-14`. The list sends them joined by `and`.
 */

export const TEXT_OPERATORS = ['has_value', 'is_unknown', '=', 'starts_with', 'ends_with', 'contains', 'not_contains'] as const;
export const DATE_OPERATORS = ['=', '>', '>=', '<', '<='] as const;

export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type DateOperator = (typeof DATE_OPERATORS)[number];
export type FilterOperator = TextOperator | DateOperator;

/** What the operand is: free text, a calendar day (YYYY-MM-DD) or a day of the year (MM-DD). */
export type FilterKind = 'text' | 'date' | 'anniversary';

export type StandardFilterField = 'displayName' | 'refId' | 'email' | 'subtitle' | 'bio' | 'lastActivity' | 'createDate';

export interface FilterField {
  /** The criteria's field: a standard name, or `fields.<id>` for a custom field. */
  key: string;
  kind: FilterKind;
  /** Set for a custom field: its definition id (the label comes from its names). */
  customId?: string;
}

/** Spec §9: the filterable standard fields, in menu order. */
export const STANDARD_FILTER_FIELDS: readonly FilterField[] = [
  { key: 'displayName', kind: 'text' },
  { key: 'refId', kind: 'text' },
  { key: 'email', kind: 'text' },
  { key: 'subtitle', kind: 'text' },
  { key: 'bio', kind: 'text' },
  { key: 'lastActivity', kind: 'date' },
  { key: 'createDate', kind: 'date' },
];

export const CUSTOM_FIELD_PREFIX = 'fields.';

/** Custom fields (adminSetting.customerFields) as filter fields: dates and anniversaries compare, the rest is text. */
export function customFilterFields(definitions: readonly { id: string; type: string }[]): FilterField[] {
  return definitions.map((d) => ({
    key: `${CUSTOM_FIELD_PREFIX}${d.id}`,
    kind: d.type === 'date' ? 'date' : d.type === 'anniversary' ? 'anniversary' : 'text',
    customId: d.id,
  }));
}

export function operatorsFor(kind: FilterKind): readonly FilterOperator[] {
  return kind === 'text' ? TEXT_OPERATORS : DATE_OPERATORS;
}

/** has_value and is_unknown stand alone; every other operator compares with an operand. */
export function needsOperand(operator: FilterOperator): boolean {
  return operator !== 'has_value' && operator !== 'is_unknown';
}

export interface FilterChip {
  /** Local identity of the chip (React key, which popover is open). */
  id: string;
  field: string;
  operator: FilterOperator | null;
  operand: string;
}

/** Spec §4: a chip is added with operator '=' and no operand (so it is incomplete until filled in). */
export function newChip(id: string, field: string): FilterChip {
  return { id, field, operator: '=', operand: '' };
}

function operandFits(kind: FilterKind, operand: string): boolean {
  switch (kind) {
    case 'text':
      return operand.length > 0;
    case 'date':
      return isIsoDate(operand);
    case 'anniversary':
      return isMonthDay(operand);
  }
}

/** Field, operator and (when the operator needs one) an operand of the field's kind are all there. */
export function isComplete(chip: FilterChip, fields: readonly FilterField[]): boolean {
  const field = fields.find((f) => f.key === chip.field);
  if (!field || !chip.operator || !operatorsFor(field.kind).includes(chip.operator)) return false;
  return !needsOperand(chip.operator) || operandFits(field.kind, chip.operand.trim());
}

/** A chip moved to another field keeps its operator when the new field offers it; the operand starts again when the kind changes. */
export function withField(chip: FilterChip, field: FilterField, fields: readonly FilterField[]): FilterChip {
  const before = fields.find((f) => f.key === chip.field);
  const keepOperator = chip.operator && operatorsFor(field.kind).includes(chip.operator) ? chip.operator : '=';
  return { ...chip, field: field.key, operator: keepOperator, operand: before?.kind === field.kind ? chip.operand : '' };
}

export function withOperator(chip: FilterChip, operator: FilterOperator): FilterChip {
  return { ...chip, operator, operand: needsOperand(operator) ? chip.operand : '' };
}

/**
 * An operand as the server reads it: the rest of the criterion, unless it opens with a quote, in
 * which case it is a quoted string. Text that itself starts with a quote is therefore quoted.
 */
export function operandText(operand: string): string {
  const text = operand.trim();
  return /^["']/.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : text;
}

/** The criteria string of a complete chip. */
export function criterionOf(chip: FilterChip): string {
  const operator = chip.operator ?? '=';
  return needsOperand(operator) ? `${chip.field} ${operator} ${operandText(chip.operand)}` : `${chip.field} ${operator}`;
}

/**
 * The criteria of the chips, or null while any chip is incomplete: spec §4, an incomplete filter
 * suppresses loading (the list keeps what it shows rather than loading an unfiltered page).
 */
export function criteriaOf(chips: readonly FilterChip[], fields: readonly FilterField[]): string[] | null {
  if (chips.some((c) => !isComplete(c, fields))) return null;
  return chips.map(criterionOf);
}
