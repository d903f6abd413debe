import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { databaseVariants } from '../support/databases';
import { type Credentials } from '../support/http';
import { png, storedBytes, upload, WEBM_HEADER } from '../support/files';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../factories/conversation';
import { linkSigningKey, signedExportPath } from '../../server/src/modules/report/export-link';

import { entryNames, fetchArchive, openZip, RANGE, settled, UUID, type ExportJson } from '../support/archives';

describe.each(databaseVariants())('message-history archives on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let reporter: Person;
  let conversationId: string;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): fast job polling (JOBS_POLL_SECONDS) for archives made in the background.
    server = await startTestServer(variant, { JOBS_POLL_SECONDS: '0.5' });
    w = await setUpWorkspace(server.parley, server.url);
    await w.http.post('/api/admin/setting/update', { appConfig: { timezone: 'UTC' } }, w.owner.creds);
    reporter = await w.agent(['report', 'allConversations']);
    const visitor = await w.visitor('archive-visitor');
    await w.http.post('/api/admin/customer/update', { userId: visitor.id, displayName: '王小明', email: 'xiaoming.wang@example.com' }, w.owner.creds);
    const c = await createConversation(w.http, visitor.creds, {});
    conversationId = c.id;
    await sendText(w.http, visitor.creds, c.id, '你好，請問訂單 A123 的狀態？');
    await sendText(w.http, w.owner.creds, c.id, 'Internal: check the warehouse', { internal: true });
    await sendText(w.http, w.owner.creds, c.id, 'It ships today\nwith tracking');
    expect(
      (await upload(server.url, visitor.creds, { conversationId: c.id, subtype: '2' }, [{ name: 'receipt.png', type: 'image/png', data: png(3, 2) }])).status,
    ).toBe(200);
    const voice = Buffer.concat([WEBM_HEADER, Buffer.alloc(2000 - WEBM_HEADER.length, 0x5a)]);
    expect(
      (await upload(server.url, w.owner.creds, { conversationId: c.id, type: '2' }, [{ name: 'voice.webm', type: 'audio/webm', data: voice }])).status,
    ).toBe(200);
    // A conversation with nothing in the range is left out.
    const old = await createConversation(w.http, visitor.creds, {});
    await sendText(w.http, visitor.creds, old.id, 'Last year');
    await server.parley.database.dataSource.query(`UPDATE message SET created_at = now() - interval '400 days' WHERE conversation_id = $1`, [old.id]);
    await server.parley.database.dataSource.query(`UPDATE conversation SET created_at = now() - interval '400 days' WHERE id = $1`, [old.id]);
  });
  afterAll(() => server?.close());

  it('builds the archive in the background: Scheduled, then a zip that opens with the report password only', async () => {
    const requested = await w.http.post<ExportJson>(
      '/api/admin/report/message/export/request',
      { ...RANGE, includeFile: true, includeVoice: true },
      reporter.creds,
    );
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({ ...RANGE, includeFile: true, includeVoice: true, status: 'pending', currentKey: true });
    const done = await settled(w.http, reporter.creds, requested.body.data!.id);
    expect(done).toMatchObject({ status: 'success', conversations: 1, currentKey: true });

    const { res, bytes } = await fetchArchive(server.url, reporter.creds, done.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(`${done.id}.zip`);
    expect(bytes.length).toBe(done.size);

    const setting = await w.http.get<{ exportKey: string }>('/api/admin/setting', w.owner.creds);
    const entries = await openZip(bytes, setting.body.data!.exportKey);
    const names = [...entries.keys()].sort();
    const fileIds = (
      await server.parley.database.dataSource.query(`SELECT id FROM message WHERE conversation_id = $1 AND (meta->>'type')::int IN (2, 3) ORDER BY seq`, [
        conversationId,
      ])
    ).map((r: { id: string }) => r.id);
    const [receipt, voice] = [`${conversationId}/files/${fileIds[0]}.png`, `${conversationId}/files/${fileIds[1]}.webm`];
    expect(names).toEqual(['README.txt', receipt, voice, `${conversationId}/transcript.txt`].sort());
    const transcript = entries.get(`${conversationId}/transcript.txt`)!.toString('utf8');
    expect(transcript).toContain(`Conversation id: ${conversationId}`);
    expect(transcript).toContain('Customer: 王小明 <xiaoming.wang@example.com>');
    expect(transcript).toMatch(/\] 王小明: 你好，請問訂單 A123 的狀態？/);
    expect(transcript).toMatch(/\] Agent \d+ \(internal\): Internal: check the warehouse/);
    expect(transcript).toContain('It ships today\n    with tracking');
    expect(transcript).toContain(`[image: receipt.png] → files/${fileIds[0]}.png`);
    expect(transcript).toContain(`[audio] → files/${fileIds[1]}.webm (voice.webm)`);
    expect(transcript).not.toContain('Last year');
    expect(entries.get(receipt)).toEqual(png(3, 2));
    expect(entries.get(voice)!.length).toBe(2000);
    const readme = entries.get('README.txt')!.toString('utf8');
    expect(readme).toContain(`Days: ${RANGE.from} to ${RANGE.to} (UTC)`);
    expect(readme).toMatch(new RegExp(`^${conversationId}  \\d{4}-\\d{2}-\\d{2}  王小明$`, 'm'));

    await expect(openZip(bytes, 'not-the-password')).rejects.toThrow(/password/i);
    await expect(openZip(bytes)).rejects.toThrow(/encrypted/i);
  });

  it('names entries by ids only: without the password, the zip shows no customer, email or file name', async () => {
    const requested = await w.http.post<ExportJson>(
      '/api/admin/report/message/export/request',
      { ...RANGE, includeFile: true, includeVoice: true },
      reporter.creds,
    );
    const done = await settled(w.http, reporter.creds, requested.body.data!.id);
    const { bytes } = await fetchArchive(server.url, reporter.creds, done.id);
    // The central directory is readable without the password: every name is an id.
    const names = await entryNames(bytes);
    expect(names.length).toBe(4);
    for (const name of names) expect(name).toMatch(new RegExp(`^(README\\.txt|${UUID}/transcript\\.txt|${UUID}/files/${UUID}\\.[a-z0-9]+)$`));
    // Nor anywhere unencrypted in the file (local headers included): the bytes hold none of them.
    for (const secret of ['王小明', 'xiaoming', 'example.com', 'receipt', 'voice']) {
      expect(names.filter((n) => n.includes(secret))).toEqual([]);
      expect(bytes.includes(Buffer.from(secret, 'utf8'))).toBe(false);
    }
  });

  it('leaves files and voice out unless asked', async () => {
    const requested = await w.http.post<ExportJson>('/api/admin/report/message/export/request', RANGE, reporter.creds);
    const done = await settled(w.http, reporter.creds, requested.body.data!.id);
    const { bytes } = await fetchArchive(server.url, reporter.creds, done.id);
    const key = (await w.http.get<{ exportKey: string }>('/api/admin/setting', w.owner.creds)).body.data!.exportKey;
    const names = [...(await openZip(bytes, key)).keys()];
    expect(names.filter((n) => n.includes('/files/'))).toEqual([]);
    expect(names).toHaveLength(2);
  });

  it('keeps an older archive on the old password after the password is revoked, and says so', async () => {
    const oldKey = (await w.http.get<{ exportKey: string }>('/api/admin/setting', w.owner.creds)).body.data!.exportKey;
    const first = await settled(
      w.http,
      reporter.creds,
      (await w.http.post<ExportJson>('/api/admin/report/message/export/request', RANGE, reporter.creds)).body.data!.id,
    );
    const revoked = await w.http.post<{ exportKey: string }>('/api/admin/setting/revokeMessageExportKey', {}, reporter.creds);
    const newKey = revoked.body.data!.exportKey;
    expect(newKey).not.toBe(oldKey);
    const second = await settled(
      w.http,
      reporter.creds,
      (await w.http.post<ExportJson>('/api/admin/report/message/export/request', RANGE, reporter.creds)).body.data!.id,
    );

    const list = (await w.http.get<ExportJson[]>('/api/admin/report/message/export', reporter.creds)).body.data!;
    expect(list.find((j) => j.id === first.id)!.currentKey).toBe(false);
    expect(list.find((j) => j.id === second.id)!.currentKey).toBe(true);
    const oldBytes = (await fetchArchive(server.url, reporter.creds, first.id)).bytes;
    expect((await openZip(oldBytes, oldKey)).size).toBe(2);
    await expect(openZip(oldBytes, newKey)).rejects.toThrow(/password/i);
    const newBytes = (await fetchArchive(server.url, reporter.creds, second.id)).bytes;
    expect((await openZip(newBytes, newKey)).size).toBe(2);
    await expect(openZip(newBytes, oldKey)).rejects.toThrow(/password/i);
  });

  it('serves a link only signed, unexpired, to the report permission of its own workspace', async () => {
    const job = await settled(
      w.http,
      reporter.creds,
      (await w.http.post<ExportJson>('/api/admin/report/message/export/request', RANGE, reporter.creds)).body.data!.id,
    );
    const { link } = await fetchArchive(server.url, reporter.creds, job.id);
    const get = (p: string, creds?: Credentials) => fetch(`${server.url}${p}`, { headers: creds?.token ? { authorization: `Bearer ${creds.token}` } : {} });
    // Another reader with report in the workspace may use it; without report, or signed out, nothing.
    const colleague = await w.agent(['report']);
    expect((await get(link, colleague.creds)).status).toBe(200);
    expect((await get(link, (await w.agent(['allConversations', 'manageUser'])).creds)).status).toBe(403);
    expect((await get(link)).status).toBe(401);
    // A tampered signature, expiry or id.
    const tampered = link.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await get(tampered, reporter.creds)).status).toBe(403);
    expect(
      (
        await get(
          link.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 1}`),
          reporter.creds,
        )
      ).status,
    ).toBe(403);
    expect((await get(link.replace('signature=', 'sig='), reporter.creds)).status).toBe(403);
    expect((await get('/api/admin/report/message/export/file/not-a-uuid?expires=1&signature=00', reporter.creds)).status).toBe(403);
    // Expired: properly signed, in the past.
    const key = await linkSigningKey(server.parley.database.dataSource.manager, w.workspaceId);
    const expired = await get(signedExportPath(key, job.id, Date.now() - 1000), reporter.creds);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
    // Another workspace's reader, even with the link: its signature is not theirs.
    const other = await setUpWorkspace(server.parley, server.url);
    expect((await get(link, other.owner.creds)).status).toBe(403);
    expect((await other.http.post('/api/admin/report/message/export/download', { id: job.id }, other.owner.creds)).status).toBe(404);
  });

  it('deletes an archive with its file and refuses bad requests', async () => {
    const job = await settled(
      w.http,
      reporter.creds,
      (await w.http.post<ExportJson>('/api/admin/report/message/export/request', RANGE, reporter.creds)).body.data!.id,
    );
    const [{ storage_key: storageKey }] = await server.parley.database.dataSource.query(`SELECT storage_key FROM message_export WHERE id = $1`, [job.id]);
    expect(await storedBytes(server, storageKey)).not.toBeNull();
    const { link } = await fetchArchive(server.url, reporter.creds, job.id);
    expect((await w.http.post('/api/admin/report/message/export/delete', { id: job.id }, reporter.creds)).status).toBe(200);
    expect(await storedBytes(server, storageKey)).toBeNull();
    const list = (await w.http.get<ExportJson[]>('/api/admin/report/message/export', reporter.creds)).body.data!;
    expect(list.map((j) => j.id)).not.toContain(job.id);
    expect((await fetch(`${server.url}${link}`, { headers: { authorization: `Bearer ${reporter.creds.token}` } })).status).toBe(404);
    expect((await w.http.post('/api/admin/report/message/export/delete', { id: job.id }, reporter.creds)).status).toBe(404);
    expect((await w.http.post('/api/admin/report/message/export/download', {}, reporter.creds)).status).toBe(400);
    expect((await w.http.post('/api/admin/report/message/export/download', { id: 'x' }, reporter.creds)).status).toBe(404);
    expect((await w.http.post('/api/admin/report/message/export/request', { ...RANGE, includeFile: 'yes' }, reporter.creds)).status).toBe(400);
  });

  it('fails an archive its storage refuses and lets go of everything it had open', async () => {
    // A file too large for the zip's buffers: with nobody taking the zip, its entry never completes.
    const visitor = await w.visitor('refused-visitor');
    const c = await createConversation(w.http, visitor.creds, {});
    const big = Buffer.from(randomBytes(6 * 1024 * 1024).toString('base64'));
    expect((await upload(server.url, visitor.creds, { conversationId: c.id }, [{ name: 'big.txt', type: 'text/plain', data: big }])).status).toBe(200);
    // The storage cannot make the archive's folder: a file stands where it goes.
    const filesRoot = path.join(server.dataDir, 'files');
    const blocker = path.join(filesRoot, w.workspaceId, 'exports');
    fs.rmSync(blocker, { recursive: true, force: true });
    fs.writeFileSync(blocker, 'not a folder');
    try {
      const requested = await w.http.post<ExportJson>('/api/admin/report/message/export/request', { ...RANGE, includeFile: true }, reporter.creds);
      const done = await settled(w.http, reporter.creds, requested.body.data!.id);
      expect(done).toMatchObject({ status: 'failed', size: null });
      // The build stops too: every stored file it opened is closed (the old build waited on the zip forever, holding them).
      const openStored = () =>
        fs.readdirSync('/proc/self/fd').filter((fd) => {
          try {
            return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(filesRoot);
          } catch {
            return false; // closed meanwhile
          }
        });
      const until = Date.now() + 10_000;
      while (openStored().length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(openStored()).toEqual([]);
    } finally {
      fs.rmSync(blocker, { force: true });
    }
    // The storage is back: the next archive is built.
    const again = await settled(
      w.http,
      reporter.creds,
      (await w.http.post<ExportJson>('/api/admin/report/message/export/request', { ...RANGE, includeFile: true }, reporter.creds)).body.data!.id,
    );
    expect(again.status).toBe('success');
  });
});
