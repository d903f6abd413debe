import { isMonthDay } from '@parley/protocol';
import {
  STANDARD_FILTER_FIELDS,
  criteriaOf,
  criterionOf,
  customFilterFields,
  isComplete,
  newChip,
  operatorsFor,
  withField,
  withOperator,
  type FilterChip,
} from '../criteria';

const fields = [
  ...STANDARD_FILTER_FIELDS,
  ...customFilterFields([
    { id: 'birthday', type: 'anniversary' },
    { id: 'joined', type: 'date' },
    { id: 'city', type: 'text' },
    { id: 'site', type: 'url' },
  ]),
];
const chip = (field: string, operator: FilterChip['operator'], operand = ''): FilterChip => ({ id: 'c', field, operator, operand });

describe('customer filter chips (spec §4, §9)', () => {
  it('offers the text operators for text fields and the date operators for dates and anniversaries', () => {
    expect(operatorsFor('text')).toEqual(['has_value', 'is_unknown', '=', 'starts_with', 'ends_with', 'contains', 'not_contains']);
    expect(operatorsFor('date')).toEqual(['=', '>', '>=', '<', '<=']);
    expect(operatorsFor('anniversary')).toEqual(['=', '>', '>=', '<', '<=']);
  });

  it('lists the standard fields, then custom fields as fields.<id> of their kind', () => {
    expect(STANDARD_FILTER_FIELDS.map((f) => f.key)).toEqual(['displayName', 'refId', 'email', 'subtitle', 'bio', 'lastActivity', 'createDate']);
    expect(fields.slice(-4)).toEqual([
      { key: 'fields.birthday', kind: 'anniversary', customId: 'birthday' },
      { key: 'fields.joined', kind: 'date', customId: 'joined' },
      { key: 'fields.city', kind: 'text', customId: 'city' },
      { key: 'fields.site', kind: 'text', customId: 'site' },
    ]);
  });

  it('adds a chip with operator = and no operand, which is incomplete', () => {
    const added = newChip('a', 'displayName');
    expect(added).toEqual({ id: 'a', field: 'displayName', operator: '=', operand: '' });
    expect(isComplete(added, fields)).toBe(false);
    expect(criteriaOf([added], fields)).toBeNull();
  });

  it('writes field operator operand, and field operator for has_value / is_unknown', () => {
    expect(criterionOf(chip('displayName', 'contains', '  Ann Lee '))).toBe('displayName contains Ann Lee');
    expect(criterionOf(chip('createDate', '>=', '2026-01-01'))).toBe('createDate >= 2026-01-01');
    expect(criterionOf(chip('email', 'has_value'))).toBe('email has_value');
    expect(criterionOf(chip('bio', 'is_unknown'))).toBe('bio is_unknown');
    expect(criterionOf(chip('fields.birthday', '=', '03-14'))).toBe('fields.birthday = 03-14');
    for (const op of ['starts_with', 'ends_with', 'not_contains', '='] as const) {
      expect(criterionOf(chip('refId', op, 'x1'))).toBe(`refId ${op} x1`);
    }
  });

  it('quotes an operand that opens with a quote, so the server reads it as text', () => {
    expect(criterionOf(chip('bio', 'contains', '"quoted" word'))).toBe('bio contains "\\"quoted\\" word"');
    expect(criterionOf(chip('bio', 'contains', "'x\\y"))).toBe('bio contains "\'x\\\\y"');
    expect(criterionOf(chip('bio', 'contains', "it's"))).toBe("bio contains it's");
  });

  it('suppresses loading while any chip lacks a field, an operator or an operand', () => {
    const good = chip('email', 'ends_with', '@example.com');
    expect(criteriaOf([good], fields)).toEqual(['email ends_with @example.com']);
    expect(criteriaOf([good, chip('displayName', null, 'x')], fields)).toBeNull();
    expect(criteriaOf([good, chip('nope', '=', 'x')], fields)).toBeNull();
    expect(criteriaOf([good, chip('displayName', 'contains', '   ')], fields)).toBeNull();
    expect(criteriaOf([], fields)).toEqual([]);
  });

  it('checks operands against the field kind', () => {
    expect(isComplete(chip('createDate', '<', '2026-02-30'), fields)).toBe(false);
    expect(isComplete(chip('createDate', '<', '2026-02-28'), fields)).toBe(true);
    expect(isComplete(chip('fields.joined', '>', '26-01-01'), fields)).toBe(false);
    expect(isComplete(chip('fields.birthday', '=', '02-29'), fields)).toBe(true);
    expect(isComplete(chip('fields.birthday', '=', '2026-02-01'), fields)).toBe(false);
    // A text operator on a date field does not make sense.
    expect(isComplete(chip('createDate', 'contains', '2026'), fields)).toBe(false);
    expect(isMonthDay('13-01')).toBe(false);
    expect(isMonthDay('04-31')).toBe(false);
  });

  it('keeps the operator the new field offers and clears the operand when the kind changes', () => {
    const text = chip('displayName', 'contains', 'Ann');
    const date = fields.find((f) => f.key === 'createDate')!;
    const email = fields.find((f) => f.key === 'email')!;
    expect(withField(text, date, fields)).toEqual(chip('createDate', '=', ''));
    expect(withField(text, email, fields)).toEqual(chip('email', 'contains', 'Ann'));
    expect(
      withField(
        chip('createDate', '>=', '2026-01-01'),
        fields.find((f) => f.key === 'lastActivity')!,
        fields,
      ),
    ).toEqual(chip('lastActivity', '>=', '2026-01-01'));
  });

  it('drops the operand when the operator takes none', () => {
    expect(withOperator(chip('email', 'contains', 'x'), 'has_value')).toEqual(chip('email', 'has_value', ''));
    expect(withOperator(chip('email', 'contains', 'x'), 'starts_with')).toEqual(chip('email', 'starts_with', 'x'));
  });
});
