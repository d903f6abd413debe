import { fieldValueProblem, isIsoDate, isMonthDay } from '../custom-fields';

describe('custom field values (spec §5)', () => {
  it('email fields need an email', () => {
    expect(fieldValueProblem('email', 'ann@example.com')).toBeNull();
    expect(fieldValueProblem('email', 'ann@example')).toBe('PleaseEnterAValidEmail');
    expect(fieldValueProblem('email', 'ann example.com')).toBe('PleaseEnterAValidEmail');
  });

  it('url fields need an http(s) URL', () => {
    expect(fieldValueProblem('url', 'https://parley.example/a?b=1')).toBeNull();
    expect(fieldValueProblem('url', 'parley.example')).toBe('PleaseEnterAValidUrl');
    expect(fieldValueProblem('url', 'javascript:alert(1)')).toBe('PleaseEnterAValidUrl');
  });

  it('dates are YYYY-MM-DD and anniversaries MM-DD', () => {
    expect(fieldValueProblem('date', '2026-03-14')).toBeNull();
    expect(fieldValueProblem('date', '14/03/2026')).toBe('PleaseEnterAValidDate');
    expect(fieldValueProblem('anniversary', '03-14')).toBeNull();
    expect(fieldValueProblem('anniversary', '2026-03-14')).toBe('PleaseEnterAValidAnniversary');
  });

  it('an empty value clears the field and is always fine', () => {
    for (const type of ['email', 'url', 'date', 'anniversary', 'phone', 'text']) expect(fieldValueProblem(type, '  ')).toBeNull();
  });

  it('phones and text lengths', () => {
    expect(fieldValueProblem('phone', '+852 2345 6789')).toBeNull();
    expect(fieldValueProblem('phone', 'call me')).toBe('PleaseEnterAValidPhone');
    expect(fieldValueProblem('text', 'x'.repeat(501))).toBe('TextTooLong');
    expect(fieldValueProblem('longText', 'x'.repeat(501))).toBeNull();
  });

  it('days are real calendar days; anniversaries exist in some year', () => {
    expect([isIsoDate('2024-02-29'), isIsoDate('2023-02-29'), isIsoDate('2024-13-01'), isIsoDate('24-01-01')]).toEqual([true, false, false, false]);
    expect([isMonthDay('02-29'), isMonthDay('04-31'), isMonthDay('13-01'), isMonthDay('1-1')]).toEqual([true, false, false, false]);
  });
});
