/**
 * Custom fields (spec §3 customerFields / agentFields, §5 values): the types a field may have and
 * the rule each value follows. The console checks a value on blur with these; the server applies
 * the same functions before it stores one, so both always agree.
 */

export const CUSTOM_FIELD_TYPES = ['text', 'longText', 'phone', 'address', 'email', 'url', 'date', 'anniversary'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Ids end up in criteria (`fields.<id>`) and CSV headers: plain identifiers only. */
export const FIELD_ID = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const MAX_FIELDS = 100;

/** The problem's message key (spec §5 where it names one). */
export type FieldValueProblem =
  'PleaseEnterAValidEmail' | 'PleaseEnterAValidUrl' | 'PleaseEnterAValidPhone' | 'PleaseEnterAValidDate' | 'PleaseEnterAValidAnniversary' | 'TextTooLong';

// Deliberately plain patterns (spec §5).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PHONE = /^\+?[0-9 ()\-.]{3,40}$/;
const MAX_TEXT = 500;
const MAX_LONG_TEXT = 5000;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYYY-MM-DD naming a real calendar day. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** MM-DD naming a day that exists in some year (02-29 included: spec §5 anniversary). */
export function isMonthDay(value: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [mo, d] = [Number(m[1]), Number(m[2])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= DAYS_IN_MONTH[mo - 1]!;
}

/** The standard email field of a customer or agent follows the email rule too. */
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

/**
 * What is wrong with a value for a field of this type, or null when it may be saved. The value is
 * trimmed first; an empty value is never a problem (it clears the field). An unknown type is text.
 */
export function fieldValueProblem(type: CustomFieldType | string, raw: string): FieldValueProblem | null {
  const value = raw.trim();
  if (value === '') return null;
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
    default:
      return value.length <= MAX_TEXT ? null : 'TextTooLong';
  }
}
