/** Numbered parameters for hand-written SQL: `p.add(value)` returns `$n`; never splice values into text. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL refuses a malformed uuid with an error; ids from clients are checked first. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
