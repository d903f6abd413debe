import { databaseVariants } from '../../support/databases';
import type { Credentials } from '../../support/http';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import { SEEDS, seedCustomers, type Page } from '../../support/customers';

describe.each(databaseVariants())('customer list and search on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let manager: Person;
  let id: Record<string, string> = {};
  let nameOf = new Map<string, string>();

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    manager = await w.agent(['manageUser', 'allConversations']);
    ({ id, nameOf } = await seedCustomers(server, w));
  });
  afterAll(() => server?.close());

  const list = (body: Record<string, unknown>, creds: Credentials = manager.creds) => w.http.post<Page>('/api/admin/customer', body, creds);
  /** The seeds (by letter) a filter returns, in list order; fails on anything but 200. */
  async function match(criteria: unknown, operand?: string): Promise<string[]> {
    const res = await list({ criteria, operand, size: 100 });
    if (res.status !== 200) throw new Error(`${JSON.stringify(criteria)}: ${res.status} ${JSON.stringify(res.body.error)}`);
    return res.body.data!.items.map((c) => nameOf.get(c.id) ?? c.displayName);
  }

  it('lists customers that are not archived, newest first, 20 at a time by default, with paging', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.body.data!.items.map((c) => nameOf.get(c.id))).toEqual(['D', 'A', 'B', 'C']);
    expect(all.body.data!.hasMore).toBe(false);
    const a = all.body.data!.items[1]!;
    expect(a).toMatchObject({
      id: id.A,
      userId: id.A,
      displayName: 'Ann Lee',
      email: 'ann@example.com',
      refId: 'R-100',
      archived: false,
      tags: [],
      notes: [],
      conversationCount: 0,
    });
    expect(a.createDate).toBe(Date.parse(SEEDS.A.createdAt));
    expect(a.fields).toEqual({ phone: { value: '+852 1234 5678' }, birthday: { value: '03-14' }, joined: { value: '2024-03-14' } });

    const first = await list({ size: 2 });
    expect(first.body.data!.items.map((c) => nameOf.get(c.id))).toEqual(['D', 'A']);
    expect(first.body.data!.hasMore).toBe(true);
    const second = await list({ size: 2, offset: 2 });
    expect(second.body.data!.items.map((c) => nameOf.get(c.id))).toEqual(['B', 'C']);
    expect(second.body.data!.hasMore).toBe(false);
    expect((await list({ size: 0 })).status).toBe(400);
    expect((await list({ size: 101 })).status).toBe(400);
    expect((await list({ offset: -1 })).status).toBe(400);
    // The spec's fields parameter: notes and the newest conversations on request.
    const parts = await list({ fields: 'createDate,conversations,tags' });
    expect(parts.body.data!.items[0]).toMatchObject({ conversations: [] });
    expect(parts.body.data!.items[0]!.notes).toBeUndefined();
  });

  it('filters text fields with every operator, case-insensitively', async () => {
    expect(await match(['displayName contains ann'])).toEqual(['A']);
    expect(await match(['displayName starts_with bo'])).toEqual(['B']);
    expect(await match(['displayName ends_with LEE'])).toEqual(['A']);
    expect(await match(['displayName = ann lee'])).toEqual(['A']);
    expect(await match(['displayName = "Ann Lee"'])).toEqual(['A']);
    expect(await match(['displayName = Ann'])).toEqual([]);
    expect(await match(['displayName contains 陳'])).toEqual(['C']);
    expect(await match(['email has_value'])).toEqual(['D', 'A', 'B']);
    expect(await match(['email is_unknown'])).toEqual(['C']);
    expect(await match(['subtitle is_unknown'])).toEqual(['B', 'C']);
    expect(await match(['subtitle has_value'])).toEqual(['D', 'A']);
    expect(await match(['bio not_contains tea'])).toEqual(['D', 'B', 'C']);
    expect(await match(['bio contains "tea"'])).toEqual(['A']);
    expect(await match(['refId = r-100'])).toEqual(['A']);
    expect(await match(['refId starts_with R-'])).toEqual(['A', 'B']);
    expect(await match(['email ends_with .org'])).toEqual(['B']);
  });

  it("filters dates as days (and times) in the workspace's time zone", async () => {
    expect(await match(['createDate = 2026-02-01'])).toEqual(['A']);
    expect(await match(['createDate = 2026-01-31'])).toEqual([]);
    expect(await match(['createDate = 2026-01-01'])).toEqual(['C']);
    expect(await match(['createDate < 2026-01-01'])).toEqual([]);
    expect(await match(['createDate >= 2026-01-15'])).toEqual(['D', 'A', 'B']);
    expect(await match(['createDate > 2026-01-15'])).toEqual(['D', 'A']);
    expect(await match(['createDate <= 2026-01-15'])).toEqual(['B', 'C']);
    expect(await match(['createDate >= "2026-02-01 01:00"'])).toEqual(['D', 'A']);
    expect(await match(['createDate > 2026-02-01 01:00'])).toEqual(['D']);
    expect(await match([`createDate < ${Date.parse('2026-01-15T00:00:00Z')}`])).toEqual(['C']);
    expect(await match([`createDate = ${Date.parse('2026-01-15T00:00:00Z')}`])).toEqual(['B']);
    expect(await match(['lastActivity > 2026-02-09'])).toEqual(['A']);
    expect(await match(['lastActivity is_unknown'])).toEqual(['D', 'B', 'C']);
    expect(await match(['lastActivity has_value'])).toEqual(['A']);
  });

  it('filters custom fields by their type: text, date and anniversary (MM-DD)', async () => {
    expect(await match(['fields.phone contains 852'])).toEqual(['A']);
    expect(await match(['fields.phone has_value'])).toEqual(['A', 'C']);
    expect(await match(['fields.phone is_unknown'])).toEqual(['D', 'B']);
    expect(await match(['fields.birthday = 03-14'])).toEqual(['A']);
    expect(await match(['fields.birthday > 06-01'])).toEqual(['B']);
    expect(await match(['fields.birthday <= 03-14'])).toEqual(['A']);
    expect(await match(['fields.joined >= 2025-01-01'])).toEqual(['B']);
    expect(await match(['fields.joined < 2025-01-01'])).toEqual(['A']);
    expect(await match(['fields.joined = 03-14'])).toEqual(['A']);
    expect(await match(['fields.site is_unknown'])).toEqual(['D', 'A', 'B', 'C']);
  });

  it('joins criteria with and / or, and the picker search works with or', async () => {
    expect(await match(['displayName contains a', 'email has_value'])).toEqual(['D', 'A', 'B']);
    expect(await match(['displayName contains n', 'email has_value'], 'and')).toEqual(['A', 'B']);
    expect(await match(['displayName contains 陳', 'email ends_with .org'], 'or')).toEqual(['B', 'C']);
    // The picker: contains / starts_with on displayName, email and phone fields, or.
    expect(await match(['displayName contains 234', 'email starts_with 234', 'fields.phone contains 234'], 'or')).toEqual(['A', 'C']);
    // The list as JSON text, as the spec sends it.
    expect(await match(JSON.stringify(['displayName contains ann']))).toEqual(['A']);
  });

  it('treats SQL-injection strings and LIKE metacharacters as plain text', async () => {
    const attacks = [`x' OR 1=1 --`, `x' OR '1'='1`, `'; DROP TABLE customer; --`, `") OR 1=1 --`, `$1`, `1; SELECT pg_sleep(5)`, `%' OR ''='`];
    for (const attack of attacks) {
      const quoted = JSON.stringify(attack);
      for (const field of ['displayName', 'email', 'refId', 'fields.phone']) {
        for (const op of ['=', 'contains', 'starts_with', 'ends_with']) {
          expect({ attack, field, op, got: await match([`${field} ${op} ${quoted}`]) }).toEqual({ attack, field, op, got: [] });
          // Unquoted, the rest of the text is the operand; one that opens a quote it never closes is a 400.
          const res = await list({ criteria: [`${field} ${op} ${attack}`] });
          const expected = /^['"]/.test(attack) ? { status: 400 } : { status: 200, items: [] };
          const got = res.status === 200 ? { status: 200, items: res.body.data!.items } : { status: res.status };
          expect({ attack, field, op, got }).toEqual({ attack, field, op, got: expected });
        }
        expect(await match([`${field} not_contains ${quoted}`])).toHaveLength(4);
      }
    }
    // Metacharacters match themselves only: C's reference number is x%_\ .
    expect(await match(['refId contains %'])).toEqual(['C']);
    expect(await match(['refId contains _'])).toEqual(['C']);
    expect(await match(['refId contains \\'])).toEqual(['C']);
    expect(await match(['refId = "x%_\\\\"'])).toEqual(['C']);
    expect(await match(['refId ends_with "\\\\"'])).toEqual(['C']);
    expect(await match(['displayName contains %'])).toEqual([]);
    expect(await match(['displayName contains _'])).toEqual([]);
    // A quoted operand with text after it is not a criterion: 400, and nothing ran.
    const bad = await list({ criteria: [`displayName = 'x' OR 1=1 --'`] });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.message).toMatch(/^Criterion 1 .*unexpected text after the quoted operand/);
    for (const criteria of [
      [`displayName; DROP TABLE customer`],
      [`displayName = 1 OR 1=1`].map((c) => c.replace('=', '= "') + '" --'),
      ['createDate = 2026-01-01; DROP TABLE customer'],
    ]) {
      const res = await list({ criteria });
      expect({ criteria, status: res.status }).toEqual({ criteria, status: 400 });
    }
    expect(await match([])).toEqual(['D', 'A', 'B', 'C']);
  });

  it('refuses bad criteria with a 400 naming the criterion', async () => {
    const cases: [unknown, RegExp, string][] = [
      [['displayName contains a', 'nickname = Ann'], /^Criterion 2 "nickname = Ann": unknown field nickname/, 'criteria.1'],
      [['displayName > a'], /displayName does not take the operator >/, 'criteria.0'],
      [['createDate contains 2026'], /createDate does not take the operator contains/, 'criteria.0'],
      [['createDate = last week'], /needs a date YYYY-MM-DD/, 'criteria.0'],
      [['createDate = 2026-02-30'], /not a calendar day/, 'criteria.0'],
      [['fields.birthday = 2026-03-14'], /MM-DD/, 'criteria.0'],
      [['fields.nothing = 1'], /unknown custom field nothing/, 'criteria.0'],
      [['email contains'], /needs an operand/, 'criteria.0'],
      [['email has_value yes'], /takes no operand/, 'criteria.0'],
      [[42], /a criterion is a string/, 'criteria.0'],
      ['{"not":"a list"}', /criteria must be a list/, 'criteria'],
    ];
    for (const [criteria, message, field] of cases) {
      const res = await list({ criteria });
      expect({ criteria, status: res.status }).toEqual({ criteria, status: 400 });
      expect(res.body.error!.message).toMatch(message);
      expect(Object.keys(res.body.error!.extraInfo!.fields as object)).toContain(field);
    }
    const operand = await list({ criteria: ['email has_value'], operand: 'xor' });
    expect(operand.status).toBe(400);
  });
});
