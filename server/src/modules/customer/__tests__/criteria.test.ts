import { AppError } from '../../../common/errors';
import { SqlParams } from '../../../common/sql';
import type { CustomFieldDefinition } from '../../setting/custom-fields';
import { criteriaSql, escapeLike, parseCombine, parseCriteria, scanCriterion } from '../criteria';

const name = { en: 'x', zh: 'x', 'zh-cn': 'x' };
const defs: CustomFieldDefinition[] = [
  { id: 'phone', type: 'phone', name },
  { id: 'birthday', type: 'anniversary', name },
  { id: 'joined', type: 'date', name },
  { id: 'company', type: 'text', name },
];
const ctx = { alias: 'c', timeZone: 'Asia/Hong_Kong' };

function compile(criteria: unknown, combine: 'and' | 'or' = 'and') {
  const p = new SqlParams();
  const sql = criteriaSql(parseCriteria(criteria, defs), combine, p, ctx);
  return { sql, values: p.values };
}

function problem(criteria: unknown): { message: string; fields: unknown } {
  try {
    compile(criteria);
  } catch (e) {
    if (e instanceof AppError) return { message: e.message, fields: e.extraInfo?.fields };
    throw e;
  }
  throw new Error('expected a 400');
}

describe('scanCriterion', () => {
  it('splits field, operator and the rest as the operand', () => {
    expect(scanCriterion('displayName contains Ann Lee ')).toEqual({ field: 'displayName', operator: 'contains', operand: { text: 'Ann Lee', quoted: false } });
    expect(scanCriterion('createDate>=2026-01-01')).toEqual({ field: 'createDate', operator: '>=', operand: { text: '2026-01-01', quoted: false } });
    expect(scanCriterion('  email has_value')).toEqual({ field: 'email', operator: 'has_value', operand: null });
    expect(scanCriterion('fields.birthday = 03-14')).toEqual({ field: 'fields.birthday', operator: '=', operand: { text: '03-14', quoted: false } });
  });

  it('reads quoted operands with escapes and doubled quotes', () => {
    expect(scanCriterion(`displayName = "Ann \\"A\\" Lee"`).operand).toEqual({ text: 'Ann "A" Lee', quoted: true });
    expect(scanCriterion(`displayName = 'O''Brien'`).operand).toEqual({ text: "O'Brien", quoted: true });
    expect(scanCriterion(`displayName = "  spaced  "`).operand).toEqual({ text: '  spaced  ', quoted: true });
    expect(scanCriterion(`bio contains "a\\\\b"`).operand).toEqual({ text: 'a\\b', quoted: true });
  });

  it('refuses what is not a criterion', () => {
    for (const bad of ['', '   ', '= x', 'displayName', 'displayName ! x', 'displayName = "open', `displayName = 'x' OR 1=1 --'`, 'displayName contains-x']) {
      expect(() => scanCriterion(bad)).toThrow();
    }
  });
});

describe('parseCriteria and criteriaSql', () => {
  it('compiles every text operator to a parameterized predicate', () => {
    expect(compile(['displayName has_value'])).toEqual({ sql: "((c.display_name IS NOT NULL AND c.display_name <> ''))", values: [] });
    expect(compile(['email is_unknown'])).toEqual({ sql: "((c.email IS NULL OR c.email = ''))", values: [] });
    expect(compile(['email = ann@example.com']).values).toEqual(['ann@example.com']);
    expect(compile(['refId starts_with ab']).values).toEqual(['ab%']);
    expect(compile(['subtitle ends_with ab']).values).toEqual(['%ab']);
    expect(compile(['bio contains ab'])).toEqual({ sql: "((c.bio ILIKE $1 ESCAPE '\\'))", values: ['%ab%'] });
    expect(compile(['bio not_contains ab'])).toEqual({ sql: "(((c.bio IS NULL OR NOT (c.bio ILIKE $1 ESCAPE '\\'))))", values: ['%ab%'] });
  });

  it('joins with and / or', () => {
    expect(compile(['displayName contains a', 'email contains b'], 'or').sql).toBe("((c.display_name ILIKE $1 ESCAPE '\\') OR (c.email ILIKE $2 ESCAPE '\\'))");
    expect(compile([])).toEqual({ sql: null, values: [] });
    expect(parseCombine(undefined)).toBe('and');
    expect(parseCombine('OR')).toBe('or');
    expect(() => parseCombine('xor')).toThrow(AppError);
  });

  it('keeps injection attempts and LIKE metacharacters as data', () => {
    for (const operand of [`x' OR 1=1 --`, `"; DROP TABLE customer; --`, '%', '_', '\\', '$1', "') OR ('1'='1"]) {
      const quoted = `"${operand.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
      const { sql, values } = compile([`displayName contains ${quoted}`]);
      expect(sql).toBe("((c.display_name ILIKE $1 ESCAPE '\\'))");
      expect(values).toEqual([`%${escapeLike(operand)}%`]);
    }
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    // Unquoted, the rest of the text is the operand, whatever it holds.
    expect(compile([`email = x' OR 1=1 --`]).values).toEqual([`x' OR 1=1 --`]);
  });

  it('reads dates of built-in fields as periods in the workspace time zone', () => {
    const day = compile(['createDate = 2026-01-31']);
    expect(day.sql).toBe('(((c.created_at >= ($1::date)::timestamp AT TIME ZONE $2 AND c.created_at < ($1::date + 1)::timestamp AT TIME ZONE $2)))');
    expect(day.values).toEqual(['2026-01-31', 'Asia/Hong_Kong']);
    expect(compile(['lastActivity > 2026-01-31']).sql).toBe('((c.last_activity >= ($1::date + 1)::timestamp AT TIME ZONE $2))');
    expect(compile(['lastActivity >= 2026-01-31']).sql).toBe('((c.last_activity >= ($1::date)::timestamp AT TIME ZONE $2))');
    expect(compile(['lastActivity < 2026-01-31']).sql).toBe('((c.last_activity < ($1::date)::timestamp AT TIME ZONE $2))');
    expect(compile(['lastActivity <= 2026-01-31']).sql).toBe('((c.last_activity < ($1::date + 1)::timestamp AT TIME ZONE $2))');
    expect(compile(['createDate >= 2026-01-31 09:30']).values).toEqual(['2026-01-31 09:30', 'Asia/Hong_Kong']);
    expect(compile(['createDate < 1767225600000'])).toEqual({ sql: '((c.created_at < $1::timestamptz))', values: ['2026-01-01T00:00:00.000Z'] });
    expect(compile(['createDate <= 1767225600000']).sql).toBe("((c.created_at < ($1::timestamptz + interval '1 millisecond')))");
    expect(compile(['lastActivity is_unknown']).sql).toBe('((c.last_activity IS NULL))');
  });

  it('types custom fields by their definition: text, date, anniversary', () => {
    expect(compile(['fields.phone contains 852'])).toEqual({
      sql: "(((c.fields -> $1 ->> 'value') ILIKE $2 ESCAPE '\\'))",
      values: ['phone', '%852%'],
    });
    expect(compile(['fields.birthday = 03-14'])).toEqual({
      sql:
        "((c.fields @> jsonb_build_object($3::text, jsonb_build_object('value', $2::text)) AND " +
        "(c.fields -> $1 ->> 'value') ~ '^[0-9]{2}-[0-9]{2}$' AND (c.fields -> $1 ->> 'value') = $2))",
      values: ['birthday', '03-14', 'birthday'],
    });
    expect(compile(['fields.birthday > 03-14']).sql).toBe("(((c.fields -> $1 ->> 'value') ~ '^[0-9]{2}-[0-9]{2}$' AND (c.fields -> $1 ->> 'value') > $2))");
    expect(compile(['fields.joined >= 2025-02-28']).values).toEqual(['joined', '2025-02-28']);
    // A date field compared by day of the year.
    expect(compile(['fields.joined = 02-28']).sql).toContain("right((c.fields -> $1 ->> 'value'), 5) = $2");
    expect(compile(['FIELDS.company has_value'.replace('FIELDS', 'fields')]).values).toEqual(['company']);
    expect(compile(['fields.COMPANY = acme']).values).toEqual(['company', 'acme']);
  });

  it('uses every parameter it adds (PostgreSQL refuses one it cannot type)', () => {
    const fields = ['displayName', 'lastActivity', 'fields.company', 'fields.joined', 'fields.birthday'];
    const operands = ['', 'ab', '2026-01-31', '2026-01-31 10:00', '1767225600000', '03-14'];
    let compiled = 0;
    for (const field of fields) {
      for (const op of ['has_value', 'is_unknown', '=', '>', '>=', '<', '<=', 'contains', 'not_contains', 'starts_with', 'ends_with']) {
        for (const operand of operands) {
          let out: ReturnType<typeof compile>;
          try {
            out = compile([`${field} ${op} ${operand}`]);
          } catch {
            continue;
          }
          compiled++;
          out.values.forEach((_, i) =>
            expect({ field, op, operand, used: new RegExp(`\\$${i + 1}(?!\\d)`).test(out.sql!) }).toEqual({ field, op, operand, used: true }),
          );
        }
      }
    }
    expect(compiled).toBeGreaterThan(60);
  });

  it('accepts the list as JSON text, one plain criterion, or nothing', () => {
    expect(compile(JSON.stringify(['displayName contains a'])).values).toEqual(['%a%']);
    expect(compile('displayName contains a').values).toEqual(['%a%']);
    expect(compile('').sql).toBeNull();
    expect(compile(undefined).sql).toBeNull();
  });

  it('names the bad criterion and what is wrong with it', () => {
    expect(problem(['displayName contains a', 'nickname = b'])).toEqual({
      message: expect.stringMatching(/^Criterion 2 "nickname = b": unknown field nickname/),
      fields: { 'criteria.1': 'field' },
    });
    expect(problem(['displayName > a']).message).toMatch(/displayName does not take the operator >/);
    expect(problem(['createDate contains 2026']).message).toMatch(/createDate does not take the operator contains/);
    expect(problem(['createDate = yesterday']).message).toMatch(/needs a date YYYY-MM-DD/);
    expect(problem(['createDate = 2026-02-30']).message).toMatch(/not a calendar day/);
    expect(problem(['createDate = 2026-02-03 25:00']).message).toMatch(/not a valid time/);
    expect(problem(['fields.birthday = 2026-03-14']).message).toMatch(/MM-DD/);
    expect(problem(['fields.birthday = 02-30']).message).toMatch(/MM-DD/);
    expect(problem(['fields.unknown = a']).message).toMatch(/unknown custom field unknown/);
    expect(problem(['other.x = a']).message).toMatch(/unknown field other.x/);
    expect(problem(['displayName =']).message).toMatch(/needs an operand/);
    expect(problem(['displayName = ""']).message).toMatch(/needs an operand/);
    expect(problem(['email has_value yes']).message).toMatch(/takes no operand/);
    expect(problem([`displayName = "x`]).message).toMatch(/no closing quote/);
    expect(problem([42]).fields).toEqual({ 'criteria.0': 'invalid' });
    expect(problem({ displayName: 'a' }).fields).toEqual({ criteria: 'invalid' });
    expect(problem(Array.from({ length: 21 }, () => 'email has_value')).fields).toEqual({ criteria: 'tooMany' });
    expect(problem([`displayName = ${'a'.repeat(201)}`]).message).toMatch(/at most 200/);
  });
});
