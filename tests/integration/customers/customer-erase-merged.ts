import { databaseVariants, type DatabaseVariant } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { sleep, storedBytes, upload } from '../../support/files';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import { CustomerMergedInto1795745000000 } from '../../../server/src/db/migrations/1795745000000-CustomerMergedInto';

interface Erasure {
  customerId: string;
  conversations: number;
  messages: number;
  files: number;
  exports: number;
}
interface ExportJson {
  id: string;
  status: string;
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Issue 47 finding 10: erasing a customer erases those merged into them, and only what is theirs. */
describe.each(databaseVariants())('erasing a customer with merged duplicates on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let eraser: Person;
  let reader: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [eraser, reader] = await Promise.all([w.agent(['manageUser', 'allConversations']), w.agent(['allConversations'])]);
  });
  afterAll(() => server?.close());

  const sql = <T>(text: string, params: unknown[] = []) => server.parley.database.dataSource.query(text, params) as Promise<T[]>;
  const erase = (body: Record<string, unknown>, who = eraser) => w.http.post<Erasure>('/api/admin/customer/erase', body, who.creds);
  const count = async (text: string, params: unknown[]) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`, params))[0]!.n;

  async function archive(from: string, to: string): Promise<string> {
    const res = await w.http.post<ExportJson>('/api/admin/report/message/export/request', { from, to }, w.owner.creds);
    expect(res.status).toBe(200);
    for (let i = 0; i < 300; i++) {
      const list = await w.http.get<ExportJson[]>('/api/admin/report/message/export', w.owner.creds);
      const job = list.body.data!.find((j) => j.id === res.body.data!.id);
      if (job?.status === 'success') return job.id;
      expect(job?.status).toBe('pending');
      await sleep(100);
    }
    throw new Error('the archive was not built');
  }

  it("erases a customer merged into another: what they sent in the other's conversations goes, the other's own messages stay", async () => {
    const [dave, erin] = await Promise.all([w.visitor('er-dave'), w.visitor('er-erin')]);
    const hers = await createConversation(w.http, erin.creds);
    const his = await createConversation(w.http, dave.creds);
    const fromErin = await sendText(w.http, erin.creds, hers.id, 'erin writes');
    const fromDave = await sendText(w.http, dave.creds, his.id, 'dave writes');
    const answer = await sendText(w.http, eraser.creds, his.id, 'answer to dave');
    expect((await w.http.post('/api/admin/customer/merge', { sourceId: dave.id, targetId: erin.id }, eraser.creds)).status).toBe(200);
    const res = await erase({ userId: dave.id });
    expect(res.status).toBe(200);
    // His conversation is Erin's now: only his own message in it goes.
    expect(res.body.data).toEqual({ customerId: dave.id, conversations: 0, messages: 1, files: 0, exports: 0 });
    const left = (await sql<{ id: string }>('SELECT id FROM message WHERE id = ANY($1::uuid[])', [[fromErin.id, fromDave.id, answer.id]])).map((r) => r.id);
    expect(left.sort()).toEqual([fromErin.id, answer.id].sort());
    expect(await count('customer WHERE id = $1', [dave.id])).toBe(0);
  });

  it('erases every customer merged into them, transitively: no name, email or bio of a duplicate is left at any door or in any row', async () => {
    const [bea, dup, old] = await Promise.all([w.visitor('er-bea'), w.visitor('er-bea-dup'), w.visitor('er-bea-old')]);
    const profiles: [Person, string, string, string][] = [
      [dup, 'Beatrix Duplicate', 'beatrix.dup@example.com', 'Lives at 2 Example Lane'],
      [old, 'Trixie Oldrecord', 'trixie.old@example.com', 'Prefers calls after six'],
    ];
    for (const [who, displayName, email, bio] of profiles) {
      expect((await w.http.post('/api/admin/customer/update', { userId: who.id, displayName, email, bio }, eraser.creds)).status).toBe(200);
      expect((await w.http.post('/api/admin/customer/note/add', { userId: who.id, content: `${displayName} called` }, eraser.creds)).status).toBe(200);
    }
    const beas = await createConversation(w.http, bea.creds);
    await sendText(w.http, bea.creds, beas.id, 'bea writes');
    const dups = await createConversation(w.http, dup.creds);
    await sendText(w.http, dup.creds, dups.id, 'the duplicate writes');
    const up = await upload(server.url, dup.creds, { conversationId: dups.id }, [{ name: 'dup-id.txt', type: 'text/plain', data: Buffer.from('dup') }]);
    expect(up.status).toBe(200);
    const [file] = await sql<{ storage_key: string }>('SELECT storage_key FROM message_file WHERE message_id = $1', [up.body.data!.id]);
    const olds = await createConversation(w.http, old.creds);
    await sendText(w.http, old.creds, olds.id, 'the oldest record writes');
    // A WhatsApp identity (through a provider) of the oldest record, and a raw delivery from it.
    const [platform] = await sql<{ id: string }>(`INSERT INTO external_platform (workspace_id, type) VALUES ($1, 'sanuker') RETURNING id`, [w.workspaceId]);
    await sql(`INSERT INTO platform_identity (platform_id, external_id, workspace_id, customer_id) VALUES ($1, '85291234567', $2, $3)`, [
      platform!.id,
      w.workspaceId,
      old.id,
    ]);
    await sql(`INSERT INTO platform_event (workspace_id, platform_id, external_id, payload) VALUES ($1, $2, 'wamid-1', $3::jsonb)`, [
      w.workspaceId,
      platform!.id,
      JSON.stringify({ from: '85291234567', text: { body: 'from whatsapp' } }),
    ]);
    // The oldest into the duplicate, then the duplicate into Bea: both archived, still readable by id.
    expect((await w.http.post('/api/admin/customer/merge', { sourceId: old.id, targetId: dup.id }, eraser.creds)).status).toBe(200);
    expect((await w.http.post('/api/admin/customer/merge', { sourceId: dup.id, targetId: bea.id }, eraser.creds)).status).toBe(200);
    const merged = [dup.id, old.id];
    const before = await w.http.get<{ displayName: string; archived: boolean }[]>(`/api/admin/customer/get?userId=${merged.join(',')}`, eraser.creds);
    expect(before.body.data!.map((c) => [c.displayName, c.archived])).toEqual([
      ['Beatrix Duplicate', true],
      ['Trixie Oldrecord', true],
    ]);
    const todays = await archive(day(-1), day(0));

    const console = await GatewayClient.connect(server.url, reader.creds.token!);
    try {
      const res = await erase({ userId: bea.id, reason: 'request #43' });
      expect(res.status).toBe(200);
      // Her own, and the two that became hers: 3 messages, the file, today's archive.
      expect(res.body.data).toEqual({ customerId: bea.id, conversations: 3, messages: 4, files: 1, exports: 1 });
      for (const id of merged)
        expect((await console.next((m) => m.event === 'customer.erased' && m.data?.customerId === id)).data).toEqual({ customerId: id, conversationIds: [] });
    } finally {
      console.close();
    }

    // REST: by id (archived ones included), the list and its search, the visitor door, the CSV export.
    for (const id of merged) {
      expect((await w.http.get(`/api/admin/customer/get?userId=${id}`, eraser.creds)).status).toBe(404);
      expect((await w.http.get(`/api/customer/get?userId=${id}`, eraser.creds)).status).toBe(404);
    }
    for (const criteria of [[], ['displayName contains Beatrix'], ['email contains trixie']]) {
      const page = await w.http.post<{ items: { id: string }[] }>('/api/admin/customer', { criteria, size: 100 }, eraser.creds);
      expect(page.status).toBe(200);
      expect(page.body.data!.items.map((c) => c.id)).not.toEqual(expect.arrayContaining([dup.id]));
      expect(page.body.data!.items.map((c) => c.id)).not.toEqual(expect.arrayContaining([old.id]));
    }
    const csv = await (await fetch(`${server.url}/api/admin/report/customer/download`, { headers: { authorization: `Bearer ${eraser.creds.token}` } })).text();
    // GraphQL: the customer by id.
    for (const id of merged) {
      const gql = await w.http.graphql<{ customer: { displayName: string } | null }>(
        'query($id: ID!) { customer(id: $id) { displayName email bio } }',
        { id },
        eraser.creds,
      );
      expect(gql.data?.customer ?? null).toBeNull();
      expect(JSON.stringify(gql)).not.toMatch(/Beatrix|Trixie|example\.com/);
    }
    for (const [, displayName, email, bio] of profiles) {
      expect(csv).not.toContain(displayName);
      expect(csv).not.toContain(email);
      // The database: no row holds any of it.
      expect(await count('customer WHERE display_name = $1 OR email = $2 OR bio = $3', [displayName, email, bio])).toBe(0);
      expect(await count('customer_note WHERE content LIKE $1', [`${displayName}%`])).toBe(0);
    }
    for (const [table, where] of [
      ['customer', 'id = ANY($1::uuid[])'],
      ['customer_note', 'customer_id = ANY($1::uuid[])'],
      ['platform_identity', 'customer_id = ANY($1::uuid[])'],
      ['auth_session', "subject_type = 'customer' AND subject_id = ANY($1::uuid[])"],
      ['conversation', 'customer_id = ANY($1::uuid[])'],
      ['conversation_member', "member_type = 'customer' AND member_id = ANY($1::uuid[])"],
      ['message', "sender_type = 'customer' AND sender_id = ANY($1::uuid[])"],
      ['presence', 'user_id = ANY($1::uuid[])'],
    ]) {
      expect([table, await count(`${table} WHERE ${where}`, [merged])]).toEqual([table, 0]);
    }
    expect(await count('conversation WHERE id = ANY($1::uuid[])', [[beas.id, dups.id, olds.id]])).toBe(0);
    expect(await count('platform_event WHERE platform_id = $1', [platform!.id])).toBe(0);
    expect(await count('message_export WHERE id = $1', [todays])).toBe(0);
    expect(await storedBytes(server, file!.storage_key)).toBeNull();
    // Their tokens open nothing; the audit record names them by id only.
    for (const who of [dup, old]) expect((await w.http.get('/api/me', who.creds)).status).toBe(401);
    const audit = await w.http.get<{ items: { targetId: string; detail: Record<string, unknown> }[] }>(
      '/api/admin/audit?action=customer.erased',
      w.owner.creds,
    );
    const entry = audit.body.data!.items.find((i) => i.targetId === bea.id)!;
    expect((entry.detail.merged as string[]).sort()).toEqual([...merged].sort());
    expect(JSON.stringify(entry)).not.toMatch(/Beatrix|Trixie|er-bea/);
  });

  it('links the merges made before the link was kept (migration CustomerMergedInto), and only those: their erasure follows', async () => {
    const [gus, twin, kept, quiet] = await Promise.all([w.visitor('er-gus'), w.visitor('er-gus-twin'), w.visitor('er-kept'), w.visitor('er-quiet')]);
    for (const who of [gus, twin, kept]) await sendText(w.http, who.creds, (await createConversation(w.http, who.creds)).id, `${who.id} writes`);
    expect((await w.http.post('/api/admin/customer/merge', { sourceId: twin.id, targetId: gus.id }, eraser.creds)).status).toBe(200);
    expect((await w.http.post('/api/admin/customer/merge', { sourceId: quiet.id, targetId: gus.id }, eraser.creds)).status).toBe(200);
    // Archived, not merged: their conversation is still theirs.
    expect((await w.http.post('/api/admin/customer/archive', { userId: kept.id }, eraser.creds)).status).toBe(200);
    const links = async () =>
      Object.fromEntries(
        (
          await sql<{ id: string; merged_into_id: string | null }>('SELECT id, merged_into_id FROM customer WHERE id = ANY($1::uuid[])', [
            [twin.id, kept.id, quiet.id],
          ])
        ).map((r) => [r.id, r.merged_into_id]),
      );
    expect(await links()).toEqual({ [twin.id]: gus.id, [kept.id]: null, [quiet.id]: gus.id });
    // As before the migration (no column), then the migration: the twin's messages in Gus's conversation say whose they became.
    const migration = new CustomerMergedInto1795745000000();
    const runner = server.parley.database.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      // Through the runner: the embedded database has one connection, and the runner holds it.
      expect(await runner.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'customer' AND column_name = 'merged_into_id'`)).toEqual(
        [],
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    // One who sent nothing before the merge leaves no trace to link by.
    expect(await links()).toEqual({ [twin.id]: gus.id, [kept.id]: null, [quiet.id]: null });
    expect((await erase({ userId: gus.id })).status).toBe(200);
    expect(await count('customer WHERE id = ANY($1::uuid[])', [[gus.id, twin.id]])).toBe(0);
    expect(await count('customer WHERE id = ANY($1::uuid[])', [[kept.id, quiet.id]])).toBe(2);
  });

  // PostgreSQL only: the embedded database runs one transaction at a time, so nothing can hold the erasure half-way.
});
