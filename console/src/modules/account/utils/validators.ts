import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec §9: passwords are 8 to 64 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Spec §5: 8–64 characters with a digit, a lowercase and an uppercase letter, and a non-word character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\W|_/.test(password)
  );
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
