import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldValueProblem } from '@parley/protocol';

/** The user-facing text of a custom field problem (spec §5 keys such as PleaseEnterAValidEmail). */
export function fieldProblemText(problem: FieldValueProblem, i18n: I18n): string {
  switch (problem) {
    case 'PleaseEnterAValidEmail':
      return i18n._(msg`Please enter a valid email`);
    case 'PleaseEnterAValidUrl':
      return i18n._(msg`Please enter a valid URL`);
    case 'PleaseEnterAValidPhone':
      return i18n._(msg`Please enter a valid phone number`);
    case 'PleaseEnterAValidDate':
      return i18n._(msg`Please enter a valid date (YYYY-MM-DD)`);
    case 'PleaseEnterAValidAnniversary':
      return i18n._(msg`Please enter a valid day of the year (MM-DD)`);
    case 'TextTooLong':
      return i18n._(msg`This text is too long`);
  }
}
