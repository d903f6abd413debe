import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, sendText, setUpWorkspace, type TestWorkspace } from '../../factories/conversation';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const allWeek = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { enable: true, start: '09:00', end: '18:00' }]));

describe.each(databaseVariants())('dynamic response time on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  const responseTime = async () => (await w.http.get<{ responseTime: number | null }>(`/api/application?appKey=${w.appKey}`)).body.data!.responseTime;
  const setConfig = (appConfig: Record<string, unknown>) => w.http.post('/api/admin/setting/update', { appConfig }, w.owner.creds);

  /** A conversation whose first customer message came `daysAgo` days ago at hh:mm UTC, answered (publicly) `after` minutes later. */
  async function seeded(daysAgo: number, hhmm: string, after: number | null, internalOnly = false): Promise<void> {
    const visitor = await w.visitor();
    const c = await createConversation(w.http, w.owner.creds, { customer: [visitor.id] });
    const asked = await sendText(w.http, visitor.creds, c.id, 'When does my order arrive?');
    const [h, m] = hhmm.split(':').map(Number);
    const day = new Date(Date.now() - daysAgo * DAY);
    const at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m);
    const sql = (id: string, t: number) => server.parley.database.dataSource.query('UPDATE message SET created_at = $1 WHERE id = $2', [new Date(t), id]);
    await sql(asked.id, at);
    if (after === null) return;
    const answer = await sendText(w.http, w.owner.creds, c.id, 'Tomorrow morning.', { internal: internalOnly });
    await sql(answer.id, at + after * MINUTE);
  }

  it('is the median first public answer of the last 7 days in office hours, and stays cached', async () => {
    expect((await setConfig({ responseTimeType: 'dynamic', timezone: 'UTC', officeHour: allWeek })).status).toBe(200);
    // Nothing measured yet.
    expect(await responseTime()).toBeNull();

    await seeded(1, '10:00', 4);
    await seeded(2, '11:00', 10);
    await seeded(3, '12:00', 6);
    await seeded(2, '22:00', 100); // outside office hours
    await seeded(10, '10:00', 300); // older than 7 days
    await seeded(1, '14:00', null); // not answered
    await seeded(1, '15:00', 1, true); // only an internal note: the customer saw no answer
    // The empty answer above was cached: a different office-hour setting asks again.
    expect((await setConfig({ officeHour: { ...allWeek, sun: { enable: true, start: '09:00', end: '17:30' } } })).status).toBe(200);
    expect(await responseTime()).toBe(6);

    // Cached: a faster answer now does not move it until the cache expires.
    await seeded(1, '16:00', 1);
    expect(await responseTime()).toBe(6);

    // The other modes do not measure.
    expect((await setConfig({ responseTimeType: 'manual', officeHourResponseTime: 15, nonOfficeHourResponseTime: 120 })).status).toBe(200);
    expect([15, 120]).toContain(await responseTime());
    expect((await setConfig({ responseTimeType: 'disable' })).status).toBe(200);
    expect(await responseTime()).toBeNull();

    // The customization page shows what dynamic would show, whatever is chosen (managers only).
    const measured = await w.http.graphql<{ measuredResponseTime: number | null }>('{ measuredResponseTime }', {}, w.owner.creds);
    expect(measured.errors).toBeUndefined();
    expect(measured.data?.measuredResponseTime).toBe(6);
    const agent = await w.agent(['allConversations']);
    const refused = await w.http.graphql<{ measuredResponseTime: number | null }>('{ measuredResponseTime }', {}, agent.creds);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
