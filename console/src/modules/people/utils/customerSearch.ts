import { CUSTOM_FIELD_PREFIX, operandText } from './criteria';

/** The customer picker asks for this many at a time. */
export const PICKER_PAGE_SIZE = 10;

export interface PickerSearch {
  criteria: string[];
  operand: 'and' | 'or';
}

/**
 * Spec §7: the picker searches with contains / starts_with criteria on displayName, email and the
 * phone fields, joined by `or`. `contains` on each (it finds every `starts_with` match too); the
 * phone fields are the workspace's custom customer fields of type phone. A blank search is no
 * criteria at all: the newest customers.
 */
export function pickerSearch(text: string, phoneFieldIds: readonly string[] = []): PickerSearch {
  const q = text.trim();
  if (!q) return { criteria: [], operand: 'and' };
  const operand = operandText(q);
  const fields = ['displayName', 'email', ...phoneFieldIds.map((id) => `${CUSTOM_FIELD_PREFIX}${id}`)];
  return { criteria: fields.map((f) => `${f} contains ${operand}`), operand: 'or' };
}

/** The ids of the phone-type customer fields (adminSetting.customerFields). */
export function phoneFieldIds(definitions: readonly { id: string; type: string }[]): string[] {
  return definitions.filter((d) => d.type === 'phone').map((d) => d.id);
}
