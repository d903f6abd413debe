import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { refusalWords } from '../../../shared/refusalWords';
import { API_CODE, isApiError } from '../../../shared/rest';

/** The message to show for a failed call: the console's words for its reason, else the server's (in the interface's language, X-Parley-Lang). */
export function describeApiError(error: unknown, i18n: I18n): string {
  if (!isApiError(error)) return i18n._(msg`Something went wrong. Please try again.`);
  if (error.code === API_CODE.network) return i18n._(msg`Server connection failed`);
  if (error.code === API_CODE.rateLimited) {
    const seconds = Number(error.extraInfo.retryAfter);
    return Number.isFinite(seconds) && seconds > 0
      ? i18n._(msg`Too many attempts. Please try again in ${seconds} seconds.`)
      : i18n._(msg`Too many attempts. Please try again later.`);
  }
  return refusalWords(error.reason, error.message);
}

/** The problem the server gave for one field ('body.email'), in the interface's language like every server message. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fields[field] || undefined;
}
