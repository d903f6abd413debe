import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseVariants } from '../support/databases';
import { api } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../support/two-nodes';
import { createConversation, sendText, setUpWorkspace } from '../factories/conversation';
import { signIn } from '../factories/workspace';

import { fetchArchive, openZip, RANGE, settled, type ExportJson } from '../support/archives';

describe.each(databaseVariants())('message-history archive jobs across a restart on $name', (variant) => {
  it('builds what was asked while the server was stopped, after the restart', async () => {
    // A node that runs no jobs: the job waits in the database.
    // Its own server (not a group's, tests/support/shared-server.ts): job workers off, then two nodes sharing a data directory: what it tests.
    const slow = await startTestServer(variant, { JOB_WORKERS: 'off' });
    let restarted: TestServer | undefined;
    try {
      const w = await setUpWorkspace(slow.parley, slow.url);
      const visitor = await w.visitor('restart-visitor');
      const c = await createConversation(w.http, visitor.creds, {});
      await sendText(w.http, visitor.creds, c.id, 'Before the restart');
      const requested = await w.http.post<ExportJson>('/api/admin/report/message/export/request', RANGE, w.owner.creds);
      expect(requested.body.data!.status).toBe('pending');
      // Three wait at most per workspace: a fourth is refused until one is done.
      for (let i = 0; i < 2; i += 1) expect((await w.http.post('/api/admin/report/message/export/request', RANGE, w.owner.creds)).status).toBe(200);
      const fourth = await w.http.post('/api/admin/report/message/export/request', RANGE, w.owner.creds);
      expect([fourth.status, fourth.body.error?.message]).toEqual([409, 'At most 3 archives are prepared at once: wait for one to finish']);
      await slow.stop();
      restarted = await startTestServer(
        variant,
        { JOBS_POLL_SECONDS: '0.5' },
        { dataDir: slow.dataDir, databaseUrl: slow.databaseUrl, drop: () => slow.close() },
      );
      const http = api(restarted.url);
      const done = await settled(http, w.owner.creds, requested.body.data!.id);
      expect(done).toMatchObject({ status: 'success', conversations: 1 });
      expect((await http.post('/api/admin/report/message/export/request', RANGE, w.owner.creds)).status).toBe(200);
    } finally {
      await (restarted ?? slow).close();
    }
  });
});

describeTwoNodes('message-history archives with two server processes on one PostgreSQL and one Redis', () => {
  let nodes: TwoNodes;
  let shared: string;
  const owner = { email: 'export-nodes@example.com', password: 'Export-nodes-1' };
  beforeAll(async () => {
    // Both nodes keep files in one place, as a cluster must (or S3): an archive built on one is served by the other.
    shared = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-export-nodes-'));
    nodes = await startTwoNodes(owner, { DATA_DIR: shared, JOBS_POLL_SECONDS: '0.5' });
  });
  afterAll(async () => {
    await nodes?.stop();
    fs.rmSync(shared, { recursive: true, force: true });
  });

  it('builds each archive once, on one node, and either node serves it', async () => {
    const a = api(nodes.a.url);
    const b = api(nodes.b.url);
    const credsA = await signIn(nodes.a.url, owner.email, owner.password);
    const credsB = await signIn(nodes.b.url, owner.email, owner.password);
    const key = (await a.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'nodes' }, credsA)).body.data!.key;
    const visitor = await a.post<{ token: string }>('/api/init', { type: 'customer', appKey: key, refId: 'nodes-visitor' });
    const visitorCreds = { token: visitor.body.data!.token };
    const c = await createConversation(a, visitorCreds, {});
    await sendText(b, visitorCreds, c.id, 'Hello from node B');

    const requested = await Promise.all([
      a.post<ExportJson>('/api/admin/report/message/export/request', RANGE, credsA),
      b.post<ExportJson>('/api/admin/report/message/export/request', RANGE, credsB),
      a.post<ExportJson>('/api/admin/report/message/export/request', RANGE, credsA),
    ]);
    const ids = requested.map((r) => r.body.data!.id);
    for (const id of ids) expect(await settled(a, credsA, id)).toMatchObject({ status: 'success', conversations: 1 });
    // pg-boss handed each job out once: completed on the first try, never retried.
    const { Client } = await import('pg');
    const pg = new Client({ connectionString: nodes.databaseUrl });
    await pg.connect();
    try {
      const jobs = await pg.query(`SELECT state, retry_count FROM pgboss.job WHERE name = 'message-export' ORDER BY created_on`);
      expect(jobs.rows).toEqual(ids.map(() => ({ state: 'completed', retry_count: 0 })));
    } finally {
      await pg.end();
    }
    const exportKey = (await b.get<{ exportKey: string }>('/api/admin/setting', credsB)).body.data!.exportKey;
    for (const [http, creds, url] of [
      [a, credsA, nodes.a.url],
      [b, credsB, nodes.b.url],
    ] as const) {
      const { res, bytes } = await fetchArchive(url, creds, ids[0]!, http);
      expect(res.status).toBe(200);
      const transcript = [...(await openZip(bytes, exportKey)).entries()].find(([n]) => n.endsWith('transcript.txt'))![1].toString('utf8');
      expect(transcript).toContain('Hello from node B');
    }
  });
});
