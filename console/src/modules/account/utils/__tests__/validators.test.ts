import { i18n } from '@lingui/core';
import { isEmail, isStrongPassword, passwordGaps, validateForgotPassword, validateLogin, validateResetPassword, weakPasswordText } from '../validators';

describe('isStrongPassword (spec §5)', () => {
  it('accepts 8 to 64 characters with a digit, lower, upper and a non-word character', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Abcdef1_')).toBe(true);
    expect(isStrongPassword(`Aa1!${'x'.repeat(60)}`)).toBe(true);
  });

  it.each([
    ['too short', 'Abcde1!'],
    ['too long', `Aa1!${'x'.repeat(61)}`],
    ['no digit', 'Abcdefg!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no symbol', 'Abcdefg1'],
  ])('refuses a password with %s', (_, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});

describe('validateLogin', () => {
  it('uses the exact messages of the spec', () => {
    const result = validateLogin('not-an-email', '');
    expect(result.valid).toBe(false);
    expect(result.fields.email?.message).toBe('Please enter the correct email format');
    expect(result.fields.password?.message).toBe('Please enter password');
  });

  it('requires an email', () => {
    expect(validateLogin('', 'x').fields.email?.message).toBe('Please enter the correct email format');
  });

  it('passes a well-formed email and any password', () => {
    expect(validateLogin(' agent@example.com ', 'x')).toEqual({ fields: {}, valid: true });
  });
});

describe('validateForgotPassword', () => {
  it("says 'Incorrect email format'", () => {
    expect(validateForgotPassword('nope@').fields.email?.message).toBe('Incorrect email format');
    expect(validateForgotPassword('a@b.co').valid).toBe(true);
  });
});

describe('validateResetPassword', () => {
  it('checks both fields first, then the match, then the strength', () => {
    expect(validateResetPassword('', 'Abcdef1!')?.message).toBe('Please enter both password and confirm password');
    expect(validateResetPassword('Abcdef1!', '')?.message).toBe('Please enter both password and confirm password');
    expect(validateResetPassword('weak', 'other')?.message).toBe('Confirm password does not match the password');
    expect(validateResetPassword('weak', 'weak')?.message).toMatch(/^The password must be 8 to 64 characters/);
    expect(validateResetPassword('Abcdef1!', 'Abcdef1!')).toBeNull();
  });
});

describe('isEmail', () => {
  it('trims and checks the shape', () => {
    expect(isEmail('  a@b.co ')).toBe(true);
    expect(isEmail('a b@c.d')).toBe(false);
    expect(isEmail('a@b')).toBe(false);
  });
});

describe('which part of the password rule is missing (issue 50.11)', () => {
  it("names each part a password lacks, in the rule's order, and none for a strong one", () => {
    expect(passwordGaps('abc')).toEqual(['length', 'digit', 'uppercase', 'symbol']);
    expect(passwordGaps('Abcdefgh1')).toEqual(['symbol']);
    expect(passwordGaps('Abcdef1!')).toEqual([]);
  });

  it('says what is still needed in a sentence', () => {
    expect(weakPasswordText('abcdefgh1', i18n, 'en')).toBe('The password still needs an uppercase letter and a symbol');
    expect(weakPasswordText('Abcdefgh!', i18n, 'en')).toBe('The password still needs a digit');
  });
});
