import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FilterOperator, StandardFilterField } from './criteria';

/** The add-filter menu's names of the standard fields. */
export function standardFieldLabel(field: StandardFilterField, i18n: I18n): string {
  switch (field) {
    case 'displayName':
      return i18n._(msg`Name`);
    case 'refId':
      return i18n._(msg`Reference number`);
    case 'email':
      return i18n._(msg`Email`);
    case 'subtitle':
      return i18n._(msg`Subtitle`);
    case 'bio':
      return i18n._(msg`Bio`);
    case 'lastActivity':
      return i18n._(msg`Last activity`);
    case 'createDate':
      return i18n._(msg`Creation date`);
  }
}

export function operatorLabel(operator: FilterOperator, i18n: I18n): string {
  switch (operator) {
    case 'has_value':
      return i18n._(msg`has any value`);
    case 'is_unknown':
      return i18n._(msg`is unknown`);
    case '=':
      return i18n._(msg`is`);
    case 'starts_with':
      return i18n._(msg`starts with`);
    case 'ends_with':
      return i18n._(msg`ends with`);
    case 'contains':
      return i18n._(msg`contains`);
    case 'not_contains':
      return i18n._(msg`does not contain`);
    case '>':
      return i18n._(msg`is after`);
    case '>=':
      return i18n._(msg`is on or after`);
    case '<':
      return i18n._(msg`is before`);
    case '<=':
      return i18n._(msg`is on or before`);
  }
}
