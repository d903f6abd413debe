import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { API_CODE, isApiError } from '../../../app/rest';

/** Server messages these screens can show, so Chinese readers get them in Chinese too. */
const KNOWN_MESSAGES: Record<string, MessageDescriptor> = {
  'Incorrect email or password': msg`Incorrect email or password`,
  'Incorrect email format': msg`Incorrect email format`,
  'Please enter the correct email format': msg`Please enter the correct email format`,
  'Please enter password': msg`Please enter password`,
  'Please sign in': msg`Please sign in`,
  'The reset password link has expired': msg`The reset password link has expired`,
  'This account is not available for this user': msg`This account is not available for this user`,
  'The password must be 8 to 64 characters with at least one digit, one lowercase letter, one uppercase letter and one symbol': msg`The password must be 8 to 64 characters with at least one digit, one lowercase letter, one uppercase letter and one symbol`,
  'Something went wrong on our side': msg`Something went wrong on our side`,
};

/** The message to show for a failed call: translated when we know it, the server's words otherwise. */
export function describeApiError(error: unknown, i18n: I18n): string {
  if (!isApiError(error)) return i18n._(msg`Something went wrong. Please try again.`);
  if (error.code === API_CODE.network) return i18n._(msg`Server connection failed`);
  if (error.code === API_CODE.rateLimited) {
    const seconds = Number(error.extraInfo.retryAfter);
    return Number.isFinite(seconds) && seconds > 0
      ? i18n._(msg`Too many attempts. Please try again in ${seconds} seconds.`)
      : i18n._(msg`Too many attempts. Please try again later.`);
  }
  const known = KNOWN_MESSAGES[error.message];
  return known ? i18n._(known) : error.message;
}

/** A validation message the server gave for one field ('body.email'), translated when known. */
export function fieldError(error: unknown, field: string, i18n: I18n): string | undefined {
  if (!isApiError(error)) return undefined;
  const message = error.fields[field];
  if (!message) return undefined;
  const known = KNOWN_MESSAGES[message];
  return known ? i18n._(known) : message;
}
