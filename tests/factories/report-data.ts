import { parse } from 'csv-parse/sync';
import type { Credentials } from '../support/http';
import type { TestServer } from '../support/server';
import { createConversation, sendText, setUpWorkspace, type Person } from './conversation';
import { createAgent, signIn } from './workspace';

/** The report tests' workspace time zone and range: one week, with conversations one second outside each end. */
export const TZ = 'Asia/Hong_Kong';
export const RANGE = 'from=2026-11-01&to=2026-11-07';
/** A Hong Kong wall-clock time (UTC+8, no daylight saving) as an instant. */
const hk = (text: string) => new Date(`${text}+08:00`);

/** A CSV report fetched as a reader in `lang`, parsed without its BOM. */
export async function csv(url: string, path: string, creds: Credentials, lang = 'en') {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${creds.token}`, 'accept-language': lang } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  return { res, bytes, text, rows: res.status === 200 ? (parse(text.replace(/^\uFEFF/, '')) as string[][]) : [] };
}

/**
 * A workspace in Hong Kong time with three conversations in the week (a closed one rated 5 by 王小明
 * answered by 陳大文 with a note; an API one rated 2 whose customer and agent names are formulas; an
 * unanswered one at the last second) and one just before and after it, written through the services
 * and then pinned to known times.
 */
export async function seedReportData(server: TestServer) {
  const ids: Record<'c1' | 'c2' | 'c3' | 'before' | 'after', string> = { c1: '', c2: '', c3: '', before: '', after: '' };
  const customers: Record<'wong' | 'sum', string> = { wong: '', sum: '' };
  async function agentNamed(workspaceId: string, displayName: string): Promise<Person> {
    const { agent, email, password } = await createAgent(server.parley, workspaceId, { permissions: ['allConversations'], displayName });
    return { id: agent.id, creds: await signIn(server.url, email, password, workspaceId) };
  }

  /** Moves a conversation and its messages to seeded times, keeping what the services counted. */
  async function pin(id: string, t: { created: string; customer?: string; response?: string; closed?: string }) {
    const ds = server.parley.database.dataSource;
    await ds.query(
      `UPDATE conversation SET created_at = $2, first_customer_message_at = $3, first_response_at = $4,
              closed_at = CASE WHEN closed_at IS NULL THEN NULL ELSE $5::timestamptz END WHERE id = $1`,
      [id, hk(t.created), t.customer ? hk(t.customer) : null, t.response ? hk(t.response) : null, t.closed ? hk(t.closed) : null],
    );
    await ds.query(`UPDATE message SET created_at = $2::timestamptz + seq * interval '1 second' WHERE conversation_id = $1`, [id, hk(t.created)]);
  }

  const w = await setUpWorkspace(server.parley, server.url);
  expect((await w.http.post('/api/admin/setting/update', { appConfig: { timezone: TZ } }, w.owner.creds)).status).toBe(200);
  const chan = await agentNamed(w.workspaceId, '陳大文');
  const formula = await agentNamed(w.workspaceId, '=HYPERLINK("http://evil.example")');
  const wong = await w.visitor('report-wong');
  const sum = await w.visitor('report-sum');
  const quiet = await w.visitor('report-quiet');
  customers.wong = wong.id;
  customers.sum = sum.id;
  await w.http.post('/api/admin/customer/update', { userId: wong.id, displayName: '王小明', email: 'wong@example.com' }, w.owner.creds);
  await w.http.post('/api/admin/customer/update', { userId: sum.id, displayName: '=SUM(A1:A9)' }, w.owner.creds);

  // C1: the customer writes, 陳大文 (assigned) answers and leaves a note, the conversation closes, rated 5.
  const c1 = await createConversation(w.http, wong.creds, {});
  ids.c1 = c1.id;
  await w.http.post('/api/conversation/update', { id: c1.id, addAgent: [chan.id] }, w.owner.creds);
  await sendText(w.http, wong.creds, c1.id, '你好，我想查詢訂單');
  await sendText(w.http, chan.creds, c1.id, '請提供訂單號碼');
  await sendText(w.http, chan.creds, c1.id, 'VIP customer', { internal: true });
  await sendText(w.http, wong.creds, c1.id, 'A123');
  expect((await w.http.post('/api/conversation/rate', { conversationId: c1.id, score: 5, comment: '很好' }, wong.creds)).status).toBe(200);
  expect((await w.http.post('/api/conversation/update', { id: c1.id, status: 'closed' }, chan.creds)).status).toBe(200);

  // C2 (API source): the formula agent answers a customer whose name is a formula, rated 2.
  const token = await w.token(['allConversations']);
  const c2 = await createConversation(w.http, token.creds, { customer: [sum.id], source: 'api' });
  ids.c2 = c2.id;
  await w.http.post('/api/conversation/update', { id: c2.id, addAgent: [formula.id] }, w.owner.creds);
  await sendText(w.http, sum.creds, c2.id, '@SUM please');
  await sendText(w.http, formula.creds, c2.id, '+1 on it');
  expect((await w.http.post('/api/conversation/rate', { conversationId: c2.id, score: 2, comment: '-slow' }, sum.creds)).status).toBe(200);

  // C3: the last second of the range's last day, nobody answered yet.
  const c3 = await createConversation(w.http, quiet.creds, {});
  ids.c3 = c3.id;
  await sendText(w.http, quiet.creds, c3.id, 'Anyone?');
  // Outside the range by one second on either side.
  ids.before = (await createConversation(w.http, quiet.creds, {})).id;
  ids.after = (await createConversation(w.http, quiet.creds, {})).id;

  await pin(c1.id, { created: '2026-11-01T00:30:00', customer: '2026-11-01T00:31:00', response: '2026-11-01T00:33:00', closed: '2026-11-01T01:30:00' });
  await pin(c2.id, { created: '2026-11-03T14:10:00', customer: '2026-11-03T14:10:30', response: '2026-11-03T14:15:30' });
  await pin(c3.id, { created: '2026-11-07T23:59:59', customer: '2026-11-08T00:00:00' });
  await pin(ids.before, { created: '2026-10-31T23:59:59' });
  await pin(ids.after, { created: '2026-11-08T00:00:00' });
  return { w, chan, formula, ids, customers };
}
