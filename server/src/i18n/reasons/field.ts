import type { ReasonTable } from './reason-table';

/** The field area's error reasons, each with the values its message fills in. */
export const FIELD_REASONS = {
  'field.MustBeText': [],
  'field.PleaseCheckIfThereAreFieldsThatsYetToFilled': [],
  'field.PleaseEnterAValidAnniversary': [],
  'field.PleaseEnterAValidDate': [],
  'field.PleaseEnterAValidEmail': [],
  'field.PleaseEnterAValidPhone': [],
  'field.PleaseEnterAValidUrl': [],
  'field.RequiredField': [],
  'field.TextTooLong': [],
  'field.UnknownField': [],
} as const satisfies ReasonTable;

export type FieldReason = keyof typeof FIELD_REASONS;
