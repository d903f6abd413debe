import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec §9: passwords are 8 to 64 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The parts of spec §5's strong-password rule, each checked on its own so a form can say which is missing. */
export const PASSWORD_PARTS = ['length', 'digit', 'lowercase', 'uppercase', 'symbol'] as const;
export type PasswordPart = (typeof PASSWORD_PARTS)[number];

const PART_HOLDS: Record<PasswordPart, (password: string) => boolean> = {
  length: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  digit: (p) => /\d/.test(p),
  lowercase: (p) => /[a-z]/.test(p),
  uppercase: (p) => /[A-Z]/.test(p),
  symbol: (p) => /\W|_/.test(p),
};

/** Each part as a person reads it in the rule's checklist and in "still needs …". */
export const PASSWORD_PART_TEXT: Record<PasswordPart, MessageDescriptor> = {
  length: msg`8 to 64 characters`,
  digit: msg`a digit`,
  lowercase: msg`a lowercase letter`,
  uppercase: msg`an uppercase letter`,
  symbol: msg`a symbol`,
};

/** The parts of the rule a password does not meet yet, in the rule's order. */
export function passwordGaps(password: string): PasswordPart[] {
  return PASSWORD_PARTS.filter((part) => !PART_HOLDS[part](password));
}

/** Spec §5: 8–64 characters with a digit, a lowercase and an uppercase letter, and a non-word character. */
export function isStrongPassword(password: string): boolean {
  return passwordGaps(password).length === 0;
}

export const STRONG_PASSWORD_RULE = msg`The password must be 8 to 64 characters with at least one digit, one lowercase letter, one uppercase letter and one symbol`;

export interface FieldErrors<F extends string> {
  fields: Partial<Record<F, MessageDescriptor>>;
  valid: boolean;
}

function result<F extends string>(fields: Partial<Record<F, MessageDescriptor>>): FieldErrors<F> {
  return { fields, valid: Object.keys(fields).length === 0 };
}

/** Spec §5 login: email required and well formed; password required. */
export function validateLogin(email: string, password: string): FieldErrors<'email' | 'password'> {
  const fields: Partial<Record<'email' | 'password', MessageDescriptor>> = {};
  if (!isEmail(email)) fields.email = msg`Please enter the correct email format`;
  if (!password) fields.password = msg`Please enter password`;
  return result(fields);
}

/** Spec §5 forgot password: 'Incorrect email format'. */
export function validateForgotPassword(email: string): FieldErrors<'email'> {
  return result(isEmail(email) ? {} : { email: msg`Incorrect email format` });
}

/**
 * Spec §5 reset password, checked in this order: both required; the confirmation matches; the
 * password is strong. The first failing rule is the form's message.
 */
export function validateResetPassword(password: string, confirm: string): MessageDescriptor | null {
  if (!password || !confirm) return msg`Please enter both password and confirm password`;
  if (password !== confirm) return msg`Confirm password does not match the password`;
  if (!isStrongPassword(password)) return STRONG_PASSWORD_RULE;
  return null;
}

/** What a weak password still lacks, in the reader's language: "The password still needs a digit and a symbol". */
export function weakPasswordText(password: string, i18n: I18n, listLocale: string): string {
  const parts = passwordGaps(password).map((part) => i18n._(PASSWORD_PART_TEXT[part]));
  const missing = new Intl.ListFormat(listLocale, { type: 'conjunction' }).format(parts);
  return i18n._(msg`The password still needs ${missing}`);
}
