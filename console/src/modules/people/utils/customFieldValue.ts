import { isIsoDate, isMonthDay } from './dayFormats';

/**
 * Spec §5 custom field values, checked on blur before saving (the server applies the same rules).
 * Answers the problem's key, or null when the value may be saved; an empty value clears the field.
 */
export type FieldValueProblem =
  'PleaseEnterAValidEmail' | 'PleaseEnterAValidUrl' | 'PleaseEnterAValidPhone' | 'PleaseEnterAValidDate' | 'PleaseEnterAValidAnniversary' | 'TextTooLong';

// The server's patterns (server/src/modules/setting/custom-fields.ts), so both sides agree.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PHONE = /^\+?[0-9 ()\-.]{3,40}$/;
const MAX_TEXT = 500;
const MAX_LONG_TEXT = 5000;

export function fieldValueProblem(type: string, raw: string): FieldValueProblem | null {
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

/** The standard email field of a customer follows the email rule too. */
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());
