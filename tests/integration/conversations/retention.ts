import { databaseVariants, type DatabaseVariant } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import { sleep, storedBytes, upload } from '../../support/files';

interface Counts {
  messages: number;
  files: number;
  bytes: number;
}
interface Policy {
  enabled: boolean;
  days: number;
  covers: string[];
  updatedAt: number | null;
  lastRun: (Counts & { days: number; cutoff: number; startedAt: number; finishedAt: number }) | null;
}
type DryRun = Counts & { days: number; cutoff: number; previewToken: string; expiresAt: number };
interface Entry {
  actorType: string;
  actorName: string;
  action: string;
  targetType: string;
  detail: Record<string, unknown>;
}
type Summary = { id: string } | null;

/** Issue 22: a retention policy per workspace, previewed by a dry run, carried out by a durable job. */
describe.each(databaseVariants())('data retention on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let manager: Person;
  let agent: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    other = await setUpWorkspace(server.parley, server.url);
    manager = await w.agent(['manageSettings', 'allConversations']);
    agent = await w.agent(['allConversations', 'manageUser', 'report']);
  });
  afterAll(() => server?.close());

  const sql = <T>(text: string, params: unknown[] = []) => server.parley.database.dataSource.query(text, params) as Promise<T[]>;
  const age = (ids: string[], days: number) =>
    sql(`UPDATE message SET created_at = now() - make_interval(days => $2::int) WHERE id = ANY($1::uuid[])`, [ids, days]);
  const file = async (t: TestWorkspace, conversationId: string, bytes: number) => {
    const res = await upload(server.url, t.owner.creds, { conversationId }, [{ name: 'notes.txt', type: 'text/plain', data: Buffer.alloc(bytes, 'a') }]);
    expect(res.status).toBe(200);
    return res.body.data!;
  };
  const summaries = async (id: string) => {
    const [row] = await sql<{ last_message: Summary; last_public_message: Summary }>(
      'SELECT last_message, last_public_message FROM conversation WHERE id = $1',
      [id],
    );
    return { last: row!.last_message?.id ?? null, lastPublic: row!.last_public_message?.id ?? null };
  };
  const audit = async (action: string) =>
    (await w.http.get<{ items: Entry[] }>(`/api/admin/audit?action=${action}&size=200`, w.owner.creds)).body.data!.items.reverse();
  const policy = async () => (await w.http.get<Policy>('/api/admin/retention', manager.creds)).body.data!;

  it('previews exactly the old messages and files, deletes exactly those by the job once switched on, and keeps summaries and counters right', async () => {
    const initial = await policy();
    expect(initial).toMatchObject({ enabled: false, days: 365, covers: ['messages', 'files'], lastRun: null });

    // A: old messages and an old file, then newer ones. B: only old ones. C: an old public message, then a new internal note.
    const a = await createConversation(w.http, w.owner.creds);
    const b = await createConversation(w.http, w.owner.creds);
    const c = await createConversation(w.http, w.owner.creds);
    const oldA = [(await sendText(w.http, w.owner.creds, a.id, 'old 1')).id, (await sendText(w.http, w.owner.creds, a.id, 'old 2')).id];
    const fileA = await file(w, a.id, 1000);
    // A newer reply quoting an old message: it stays, the quote's text goes with the message.
    const replyA = (await sendText(w.http, w.owner.creds, a.id, 'a newer reply', { reply: { id: oldA[0]! } })).id;
    const newA = [(await sendText(w.http, w.owner.creds, a.id, 'new 1')).id, (await sendText(w.http, w.owner.creds, a.id, 'new 2')).id];
    const oldB = [(await sendText(w.http, w.owner.creds, b.id, 'old b')).id];
    const fileB = await file(w, b.id, 234);
    const oldC = (await sendText(w.http, w.owner.creds, c.id, 'old public')).id;
    const noteC = (await sendText(w.http, w.owner.creds, c.id, 'new note', { internal: true })).id;
    // Just inside the policy: kept.
    const edge = (await sendText(w.http, w.owner.creds, b.id, 'eighty-nine days')).id;
    const doomed = [...oldA, fileA.id, ...oldB, fileB.id, oldC];
    await age(doomed, 100);
    await age([edge], 89);
    // Another workspace's old messages are not this policy's.
    const elsewhere = await createConversation(other.http, other.owner.creds);
    const theirs = [(await sendText(other.http, other.owner.creds, elsewhere.id, 'theirs')).id, (await file(other, elsewhere.id, 50)).id];
    await age(theirs, 400);

    const keys = (await sql<{ storage_key: string }>('SELECT storage_key FROM message_file WHERE message_id = ANY($1::uuid[])', [[fileA.id, fileB.id]])).map(
      (r) => r.storage_key,
    );
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await storedBytes(server, key)).not.toBeNull();

    const counts = (await w.http.get('/api/conversation/counts', w.owner.creds)).body.data;
    const preview = await w.http.post<DryRun>('/api/admin/retention/dryRun', { days: 90 }, manager.creds);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ days: 90, messages: doomed.length, files: 2, bytes: 1234 });
    // The GraphQL twin counts the same; nothing was deleted by either.
    const gql = await w.http.graphql<{ retentionDryRun: DryRun }>(
      `mutation { retentionDryRun(days: 90) { messages files bytes previewToken } }`,
      {},
      manager.creds,
    );
    expect(gql.data?.retentionDryRun).toMatchObject({ messages: doomed.length, files: 2, bytes: 1234 });
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM message WHERE id = ANY($1::uuid[])', [doomed]);
    expect(n).toBe(doomed.length);

    // The older token was replaced by the GraphQL dry run: only the newest one switches it on.
    const stale = await w.http.post('/api/admin/retention/update', { enabled: true, days: 90, previewToken: preview.body.data!.previewToken }, manager.creds);
    expect(stale.status).toBe(400);
    const on = await w.http.post<Policy>(
      '/api/admin/retention/update',
      { enabled: true, days: 90, previewToken: gql.data!.retentionDryRun.previewToken },
      manager.creds,
    );
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ enabled: true, days: 90 });

    // The run queued by switching on (pg-boss) does the work.
    let after = await policy();
    for (let i = 0; i < 150 && !after.lastRun; i++) {
      await sleep(100);
      after = await policy();
    }
    expect(after.lastRun).toMatchObject({ days: 90, messages: doomed.length, files: 2, bytes: 1234 });

    const left = (await sql<{ id: string }>('SELECT id FROM message WHERE id = ANY($1::uuid[])', [[...doomed, replyA, ...newA, noteC, edge, ...theirs]])).map(
      (r) => r.id,
    );
    expect(left.sort()).toEqual([replyA, ...newA, noteC, edge, ...theirs].sort());
    const [quote] = await sql<{ reply: Record<string, unknown> }>(`SELECT meta->'reply' AS reply FROM message WHERE id = $1`, [replyA]);
    expect(quote!.reply).toEqual({ id: oldA[0], senderType: 'agent', senderId: null, type: 1, internal: false, removed: true });
    expect(await sql('SELECT 1 FROM message_file WHERE message_id = ANY($1::uuid[])', [[fileA.id, fileB.id]])).toEqual([]);
    for (const key of keys) expect(await storedBytes(server, key)).toBeNull();
    expect(await summaries(a.id)).toEqual({ last: newA[1], lastPublic: newA[1] });
    expect(await summaries(b.id)).toEqual({ last: edge, lastPublic: edge });
    expect(await summaries(c.id)).toEqual({ last: noteC, lastPublic: null });
    expect((await w.http.get('/api/conversation/counts', w.owner.creds)).body.data).toEqual(counts);
    const history = await w.http.get<{ id: string }[]>(`/api/conversation/${a.id}/message`, w.owner.creds);
    expect(history.body.data!.map((m) => m.id).filter((id) => doomed.includes(id))).toEqual([]);

    // Run again directly (as the daily job would): nothing more to delete.
    const again = await server.parley.services.retention.run(w.workspaceId);
    expect(again).toMatchObject({ messages: 0, files: 0, bytes: 0 });
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM message WHERE id = ANY($1::uuid[])', [[...newA, noteC, edge]]))[0]!.n).toBe(4);

    // Audited: the switch by the manager, with what they saw; each run by the system, with what it deleted.
    expect(await audit('retention.enabled')).toEqual([
      expect.objectContaining({
        actorType: 'agent',
        targetType: 'retention',
        detail: { days: 90, preview: { messages: doomed.length, files: 2, bytes: 1234 } },
      }),
    ]);
    const runs = await audit('retention.run');
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({
      actorType: 'system',
      actorName: 'Data retention',
      detail: expect.objectContaining({ messages: doomed.length, files: 2, bytes: 1234 }),
    });
    expect(runs[1]!.detail).toMatchObject({ messages: 0, files: 0, bytes: 0 });

    // Changing the days while on needs a dry run of the new days; switching off does not, and stops the runs.
    const narrower = await w.http.post('/api/admin/retention/update', { enabled: true, days: 30 }, manager.creds);
    expect([narrower.status, narrower.body.error?.extraInfo]).toEqual([400, { fields: { previewToken: 'required' } }]);
    const off = await w.http.post<Policy>('/api/admin/retention/update', { enabled: false }, manager.creds);
    expect(off.body.data).toMatchObject({ enabled: false, days: 90 });
    expect(await audit('retention.disabled')).toEqual([expect.objectContaining({ detail: { days: 90 } })]);
    expect(await server.parley.services.retention.run(w.workspaceId)).toBeNull();
    // The other workspace has no policy: its old messages stay.
    expect(await server.parley.services.retention.run(other.workspaceId)).toBeNull();
  });

  it('is queued every hour by one pg-boss cron schedule for the cluster, whose job queues the policies that are due', async () => {
    // pg-boss keeps schedules in its own table, one per queue: one row however many nodes started.
    expect(await sql(`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'retention-schedule'`)).toEqual([
      { name: 'retention-schedule', cron: '0 * * * *', timezone: 'UTC' },
    ]);
    const t = await setUpWorkspace(server.parley, server.url);
    const admin = await t.agent(['manageSettings']);
    const dry = (await t.http.post<DryRun>('/api/admin/retention/dryRun', { days: 30 }, admin.creds)).body.data!;
    expect((await t.http.post('/api/admin/retention/update', { enabled: true, days: 30, previewToken: dry.previewToken }, admin.creds)).status).toBe(200);
    const lastRunAge = async () =>
      (
        await sql<{ age: number | null }>(`SELECT extract(epoch FROM now() - last_run_at)::float AS age FROM retention_policy WHERE workspace_id = $1`, [
          t.workspaceId,
        ])
      )[0]!.age;
    const until = async (done: (age: number | null) => boolean) => {
      for (let i = 0; i < 200 && !done(await lastRunAge()); i++) await sleep(100);
      return lastRunAge();
    };
    // Switching on ran it; a day later it is due, and what the cron sends queues it.
    expect(await until((age) => age !== null)).not.toBeNull();
    await sql(`UPDATE retention_policy SET last_run_at = now() - interval '2 days' WHERE workspace_id = $1`, [t.workspaceId]);
    await server.parley.jobs.send('retention-schedule', {});
    expect(await until((age) => age !== null && age < 3600)).toBeLessThan(3600);
  });

  it('is in the served OpenAPI file, and refused (403) to anyone without manageSettings, on both doors', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/admin/retention'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/admin/retention/dryRun'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/api/admin/retention/update'] ?? {})).toContain('post');
    expect((await w.http.get('/api/admin/retention', agent.creds)).status).toBe(403);
    expect((await w.http.post('/api/admin/retention/dryRun', { days: 30 }, agent.creds)).status).toBe(403);
    expect((await w.http.post('/api/admin/retention/update', { enabled: false }, agent.creds)).status).toBe(403);
    expect((await w.http.get('/api/admin/retention')).status).toBe(401);
    const gql = await w.http.graphql(`{ retentionPolicy { enabled } }`, {}, agent.creds);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const dry = await w.http.graphql(`mutation { retentionDryRun(days: 30) { messages } }`, {}, agent.creds);
    expect(dry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers malformed input with 400 and the field at fault, never 500', async () => {
    const fieldOf = async (path: string, body: unknown) => {
      const res = await w.http.post(path, body, manager.creds);
      expect(res.status).toBe(400);
      return Object.keys((res.body.error?.extraInfo as { fields: Record<string, string> }).fields);
    };
    for (const days of [undefined, 0, 3651, 1.5, 'ninety', null, -1, 1e20]) {
      expect(await fieldOf('/api/admin/retention/dryRun', days === undefined ? {} : { days })).toEqual(['body.days']);
    }
    expect(await fieldOf('/api/admin/retention/update', { enabled: 'yes' })).toEqual(['body.enabled']);
    expect(await fieldOf('/api/admin/retention/update', { enabled: true, days: 0 })).toEqual(['body.days']);
    expect(await fieldOf('/api/admin/retention/update', { enabled: true, days: 10, previewToken: 'x'.repeat(101) })).toEqual(['body.previewToken']);
    // A token of other days, or none, does not switch it on.
    const dry = (await w.http.post<DryRun>('/api/admin/retention/dryRun', { days: 10 }, manager.creds)).body.data!;
    expect(await fieldOf('/api/admin/retention/update', { enabled: true, days: 11, previewToken: dry.previewToken })).toEqual(['previewToken']);
    expect(await fieldOf('/api/admin/retention/update', { enabled: true, days: 10 })).toEqual(['previewToken']);
    const gql = await w.http.graphql(`mutation { retentionDryRun(days: 0) { messages } }`, {}, manager.creds);
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const gqlOn = await w.http.graphql(`mutation { updateRetentionPolicy(input: { enabled: true, days: 10 }) { enabled } }`, {}, manager.creds);
    expect(gqlOn.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await policy()).enabled).toBe(false);
  });
});
