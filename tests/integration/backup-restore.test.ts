import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createBackup, restoreBackup } from '../../server/src/db/backup';
import { keyIdOf, parseSecretsKey } from '../../server/src/common/secrets-crypto';
import { databaseVariants, type DatabaseVariant } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { download, png, upload } from '../support/files';
import { nextLink, outboxFor } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/server';
import { TEST_SECRETS_KEY } from '../support/secrets-key';
import { createConversation, history, sendText, setUpWorkspace, type ConversationJson } from '../factories/conversation';
import { createAgent, signIn } from '../factories/workspace';

const run = promisify(execFile);

interface UpdatesJson {
  cursor: number;
  reset: boolean;
  updates: { event: string; data: { id: string } }[];
}

/** What the schema holds, per schema and kind of object: tables, indexes, constraints, triggers (the inbox counters), functions, sequences. */
async function schemaFingerprint(server: TestServer): Promise<Record<string, number>> {
  const rows: { what: string; n: number }[] = await server.parley.database.dataSource.query(`
    SELECT 'table ' || schemaname AS what, count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'pgboss') GROUP BY schemaname
    UNION ALL SELECT 'index ' || schemaname, count(*)::int FROM pg_indexes WHERE schemaname IN ('public', 'pgboss') GROUP BY schemaname
    UNION ALL SELECT 'constraint ' || n.nspname, count(*)::int FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname IN ('public', 'pgboss') GROUP BY n.nspname
    UNION ALL SELECT 'trigger', count(*)::int FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'function ' || n.nspname, count(*)::int FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname IN ('public', 'pgboss') GROUP BY n.nspname
    UNION ALL SELECT 'sequence ' || schemaname, count(*)::int FROM pg_sequences WHERE schemaname IN ('public', 'pgboss') GROUP BY schemaname
    UNION ALL SELECT 'extension ' || extname, 1 FROM pg_extension`);
  return Object.fromEntries(rows.map((r) => [r.what, r.n]));
}

/**
 * docs/backup.md, end to end: a server's conversation, messages and files go into one archive the
 * documented way (the functions of `npm run backup` / `npm run restore`), come back into a fresh
 * DATA_DIR or an empty database, and a new server serves them over HTTP.
 */
describe.each(databaseVariants())('backup and restore on $name', (variant: DatabaseVariant) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('restores the conversation, its messages, its files and the change cursor into a fresh server, and refuses to overwrite', async () => {
    // Before: a conversation with a visitor, messages both ways, a text file and an image.
    // Its own server (not a group's, tests/support/shared-server.ts): it restores a backup into a new server, with its job workers off.
    const original: TestServer = await startTestServer(variant, { JOB_WORKERS: 'off' });
    cleanup.push(() => original.close());
    const w = await setUpWorkspace(original.parley, original.url);
    const { agent, email, password } = await createAgent(original.parley, w.workspaceId, { permissions: ['all'] });
    const creds: Credentials = await signIn(original.url, email, password, w.workspaceId);
    const alice = await w.visitor('backup-alice');
    const c = await createConversation(w.http, creds, { customer: [alice.id], agent: [agent.id] });
    const first = await sendText(w.http, creds, c.id, 'Your order 42 ships tomorrow.');
    const reply = await sendText(w.http, { ...alice.creds, apiKey: w.appKey }, c.id, '謝謝！');
    const text = Buffer.from(`invoice ${randomBytes(16).toString('hex')}\n`);
    const image = png(64, 48);
    const sentText = await upload(original.url, creds, { conversationId: c.id, subtype: '1' }, [{ name: 'invoice.txt', type: 'text/plain', data: text }]);
    const sentImage = await upload(original.url, creds, { conversationId: c.id, subtype: '2' }, [{ name: 'photo.png', type: 'image/png', data: image }]);
    expect([sentText.status, sentImage.status]).toEqual([200, 200]);
    const keysBefore = (await w.http.get<{ key: string; secret: string }[]>('/api/admin/setting/apiKey', creds)).body.data!;
    const before = await w.http.get<UpdatesJson>('/api/updates', creds);
    const cursor = before.body.data!.cursor;
    const messagesBefore = (await history(w.http, creds, c.id)).body.data!;
    // A durable job (pgboss schema) still waiting when the server stops (it runs no jobs): the restored server sends it.
    expect((await w.http.post('/api/forgetPassword/request', { email })).status).toBe(200);
    expect(outboxFor(original.dataDir, email)).toEqual([]);
    const schemaBefore = await schemaFingerprint(original);
    expect(schemaBefore).toMatchObject({ 'extension pg_trgm': 1, trigger: expect.any(Number), 'table pgboss': expect.any(Number) });
    await original.stop();

    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parley-archive-')), 'parley.tar.gz');
    cleanup.push(async () => fs.rmSync(path.dirname(archive), { recursive: true, force: true }));
    const manifest = await createBackup({ dataDir: original.dataDir, databaseUrl: original.databaseUrl }, archive);
    expect(manifest).toMatchObject({ database: { kind: variant.name }, files: { storage: 'local', included: true, count: 2 } });
    expect(manifest.database.migrations).toBeGreaterThan(10);
    // Issue 47 finding 11: the archive is the owner's alone from its first byte, and names (never holds) the key of its sealed secrets.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['parley.tar.gz']);
    const keyId = keyIdOf(parseSecretsKey(TEST_SECRETS_KEY));
    expect(manifest.secrets).toEqual({ keyIds: [keyId] });

    // Into a fresh DATA_DIR and (PostgreSQL) an empty database.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-restored-'));
    const db = await variant.create();
    const target = { dataDir, databaseUrl: db.url };
    // Without the key the archive's secrets cannot be read: restore refuses before touching anything.
    await expect(restoreBackup(archive, { ...target, secretKeyIds: ['otherKey'] })).rejects.toThrow(/sealed with key .*secrets\.key/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    await restoreBackup(archive, { ...target, secretKeyIds: [keyId] });
    await expect(restoreBackup(archive, target)).rejects.toThrow(/Refusing to restore over existing data/);

    const restored = await startTestServer(variant, {}, { dataDir, databaseUrl: db.url, drop: db.drop });
    cleanup.push(() => restored.close());
    expect(restored.parley.seed.seeded).toBe(false);
    expect(await schemaFingerprint(restored)).toEqual(schemaBefore);
    const http = api(restored.url);
    const again = await signIn(restored.url, email, password, w.workspaceId);
    // Sessions are rows too: the token signed in before the backup still works.
    expect((await http.get('/api/me', creds)).status).toBe(200);

    const got = await http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, again);
    expect(got.status).toBe(200);
    expect(got.body.data![0]).toMatchObject({ id: c.id, customer: [{ id: alice.id }] });
    const messages = (await history(http, again, c.id)).body.data!;
    expect(messages.map((m) => m.id).sort()).toEqual(messagesBefore.map((m) => m.id).sort());
    expect(messages.find((m) => m.id === first.id)?.meta.content).toBe('Your order 42 ships tomorrow.');
    expect(messages.find((m) => m.id === reply.id)?.meta.content).toBe('謝謝！');
    // The sealed API-key secret opens with the same SECRETS_KEY on the restored server.
    expect((await http.get<{ key: string; secret: string }[]>('/api/admin/setting/apiKey', again)).body.data).toEqual(keysBefore);
    const file = await download(restored.url, again, sentText.body.data!.id);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(text)).toBe(true);
    const picture = await download(restored.url, again, sentImage.body.data!.id);
    expect(picture.status).toBe(200);
    expect(picture.bytes.equals(image)).toBe(true);

    // The change numbers continue where they were: a cursor from before the backup reads what came after it.
    const after = await sendText(http, again, c.id, 'Restored and still here.');
    const updates = await http.get<UpdatesJson>(`/api/updates?since=${cursor}`, again);
    expect(updates.status).toBe(200);
    expect(updates.body.data!.reset).toBe(false);
    expect(updates.body.data!.updates.map((u) => `${u.event} ${u.data.id}`)).toContain(`message.created ${after.id}`);
    expect(updates.body.data!.cursor).toBeGreaterThan(cursor);

    // The reset email's job came through the backup (the outbox did not: it is not backed up).
    expect(await nextLink(dataDir, email, /\/account\/([^/\s]+)\/reset/, 0, 15_000)).toMatch(/\S/);

    // --force replaces what is there (the server stopped first).
    await restored.stop();
    await expect(restoreBackup(archive, target, { force: true })).resolves.toMatchObject({ database: { kind: variant.name } });

    // The same tar.gz that GNU tar wrote before (the tar CLI made and read archives until issue 49):
    // tar reads the manifest the way docs/backup.md does, and an archive tar packs restores.
    expect(JSON.parse((await run('tar', ['-xzOf', archive, './manifest.json'])).stdout)).toEqual(manifest);
    const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-unpacked-'));
    cleanup.push(async () => fs.rmSync(unpacked, { recursive: true, force: true }));
    await run('tar', ['-xzf', archive, '-C', unpacked]);
    expect(fs.readdirSync(unpacked).sort()).toEqual([variant.name === 'pglite' ? 'db' : 'database.dump', 'files', 'manifest.json'].sort());
    const byTar = path.join(path.dirname(archive), 'by-tar.tar.gz');
    await run('tar', ['-czf', byTar, '-C', unpacked, '.']);
    await expect(restoreBackup(byTar, target, { force: true })).resolves.toEqual(manifest);
  }, 150_000);
});
