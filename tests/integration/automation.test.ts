import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAutomation } from '../../server/src/modules/inline-input/automation.job';
import { createPostgresDatabase, databaseVariants, TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/databases';
import { api, type Api, type Credentials } from '../support/http';
import { startNodeProcess, type NodeProcess } from '../support/process-node';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, history, setUpWorkspace, type MessageJson, type TestWorkspace } from '../factories/conversation';
import { createAgent, signIn } from '../factories/workspace';
import { nextLink } from '../support/outbox';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const question = { inputId: 'score', title: 'How did we do?', type: 'rating', action: { type: 'updateRating' } };

async function template(http: Api, owner: Credentials, name: string, automation: string, internal = false): Promise<string> {
  const res = await http.post<{ id: string }>(
    '/api/admin/inlineInput/create',
    { name, title: name, internal, automation: { type: automation }, input: [question] },
    owner,
  );
  if (res.status !== 200) throw new Error(`template failed: ${JSON.stringify(res.body)}`);
  return res.body.data!.id;
}

/** The chat bot's forms in a conversation, oldest first. */
async function botForms(http: Api, creds: Credentials, conversationId: string): Promise<MessageJson[]> {
  const res = await history(http, creds, conversationId, 'size=50');
  return res.body.data!.filter((m) => m.senderType === 'autoMessage').reverse();
}

/** Waits until the conversation holds `n` forms from the bot, and answers them. */
const formsReach = (http: Api, creds: Credentials, conversationId: string, n: number) =>
  waitUntil(`${n} automatic forms in ${conversationId}`, async () => {
    const forms = await botForms(http, creds, conversationId);
    return forms.length >= n ? forms : undefined;
  });

describe.each(databaseVariants())('automation sends templates by itself on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let welcome: string, goodbye: string;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): its job timings (JOBS_POLL_SECONDS, JOB_WORKERS off), restarts and second nodes are what it tests.
    server = await startTestServer(variant, { JOBS_POLL_SECONDS: '0.5' });
    w = await setUpWorkspace(server.parley, server.url);
    welcome = await template(w.http, w.owner.creds, 'Welcome form', 'newConversation');
    goodbye = await template(w.http, w.owner.creds, 'Closing notes', 'closeConversation', true);
    await template(w.http, w.owner.creds, 'Manual one', '');
  });
  afterAll(() => server?.close());

  it('sends the newConversation templates once when a visitor opens a conversation, from the chat bot', async () => {
    const alice = await w.visitor();
    const c = await createConversation(w.http, alice.creds, {});
    const [form] = await formsReach(w.http, alice.creds, c.id, 1);
    expect(form).toMatchObject({ senderType: 'autoMessage', senderId: welcome, internal: false, meta: { type: 20, inlineInput: { title: 'Welcome form' } } });
    // The job running again (a retry, another node) sends nothing more.
    const job = { workspaceId: w.workspaceId, conversationId: c.id, trigger: 'newConversation' as const, eventKey: c.id };
    const { database, bus, logger, jobs } = server.parley;
    expect(await runAutomation({ dataSource: database.dataSource, bus, logger, jobs }, job)).toBe(0);
    expect(await botForms(w.http, alice.creds, c.id)).toHaveLength(1);
  });

  it('sends the closeConversation templates each time the conversation closes (internal ones to agents only)', async () => {
    const alice = await w.visitor();
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    await formsReach(w.http, w.owner.creds, c.id, 1);
    const close = (status: string) => w.http.post('/api/conversation/update', { id: c.id, status }, w.owner.creds);
    expect((await close('closed')).status).toBe(200);
    const afterFirst = await formsReach(w.http, w.owner.creds, c.id, 2);
    expect(afterFirst[1]).toMatchObject({ senderId: goodbye, internal: true });
    await close('open');
    await close('closed');
    const afterSecond = await formsReach(w.http, w.owner.creds, c.id, 3);
    expect(afterSecond.map((f) => f.senderId)).toEqual([welcome, goodbye, goodbye]);
    // The customer sees the welcome form, never the internal closing ones.
    expect((await botForms(w.http, alice.creds, c.id)).map((f) => f.senderId)).toEqual([welcome]);
  });

  it('sends what was due while the server was stopped, once, after the restart, without a poll between jobs', async () => {
    // A node that runs no jobs: the jobs wait in the database.
    const slow = await startTestServer(variant, { JOB_WORKERS: 'off' });
    let restarted: TestServer | undefined;
    try {
      const sw = await setUpWorkspace(slow.parley, slow.url);
      const id = await template(sw.http, sw.owner.creds, 'Welcome after restart', 'newConversation');
      const waiting = [];
      for (let i = 0; i < 3; i += 1) waiting.push(await createConversation(sw.http, sw.owner.creds, {}));
      await slow.stop();
      const restartedAt = Date.now();
      // Its first poll, at start, finds the backlog; the next would be a minute later (beyond the
      // wait below): all three are sent only if the node fetches again as soon as a job is done.
      restarted = await startTestServer(
        variant,
        { JOBS_POLL_SECONDS: '60' },
        { dataDir: slow.dataDir, databaseUrl: slow.databaseUrl, drop: () => slow.close() },
      );
      const http = api(restarted.url);
      for (const c of waiting) {
        const forms = await formsReach(http, sw.owner.creds, c.id, 1);
        expect(forms.map((f) => f.senderId)).toEqual([id]);
        // Sent by the restarted node: the job outlived the stop.
        expect(forms[0].timestamp).toBeGreaterThanOrEqual(restartedAt);
      }
    } finally {
      await (restarted ?? slow).close();
    }
  });
});

describe.each(databaseVariants())('a job sent on a node starts there without waiting for a poll, on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  beforeAll(async () => {
    // Polls a minute apart, after the one at start: what the tests below wait for comes from a wake-up.
    server = await startTestServer(variant, { JOBS_POLL_SECONDS: '60' });
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('starts a job sent inside a change when the change commits', async () => {
    const id = await template(w.http, w.owner.creds, 'Welcome at commit', 'newConversation');
    const c = await createConversation(w.http, w.owner.creds, {});
    expect((await formsReach(w.http, w.owner.creds, c.id, 1)).map((f) => f.senderId)).toEqual([id]);
  });

  it('starts a job sent on its own at once', async () => {
    const { email } = await createAgent(server.parley, w.workspaceId);
    expect((await w.http.post('/api/forgetPassword/request', { email })).status).toBe(200);
    expect(await nextLink(server.dataDir, email, /\/account\/([^/\s]+)\/reset/, 0, 15_000)).toMatch(/\S/);
  });
});

const ready = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!ready) console.warn('TEST_DATABASE_URL / TEST_REDIS_URL not set: skipping the two-node automation test.');

(ready ? describe : describe.skip)('automation with two server processes on one PostgreSQL and one Redis', () => {
  let drop: () => Promise<void>;
  let nodeA: NodeProcess;
  let nodeB: NodeProcess;
  const dirs: string[] = [];
  const email = 'automation-nodes@example.com';
  const password = 'Automation-nodes-1';

  beforeAll(async () => {
    const db = await createPostgresDatabase(TEST_DATABASE_URL!);
    drop = db.drop;
    const env = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `parley-automation-${name}-`));
      dirs.push(dir);
      return { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL!, DATA_DIR: dir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password, JOBS_POLL_SECONDS: '0.5' };
    };
    [nodeA, nodeB] = await Promise.all([startNodeProcess(env('a')), startNodeProcess(env('b'))]);
  });

  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await drop?.();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('sends each new conversation its form exactly once, whichever node runs the job', async () => {
    const onA = await signIn(nodeA.url, email, password);
    const onB = await signIn(nodeB.url, email, password);
    const httpA = api(nodeA.url);
    const httpB = api(nodeB.url);
    const id = await template(httpA, onA, 'Welcome, two nodes', 'newConversation');
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await createConversation(i % 2 ? httpB : httpA, i % 2 ? onB : onA, {})).id);
    for (const c of ids) await formsReach(httpB, onB, c, 1);
    // Sentinel: a later conversation's form came through the same queue; a second copy of any earlier one would have come before it.
    const sentinel = (await createConversation(httpA, onA, {})).id;
    await formsReach(httpA, onA, sentinel, 1);
    for (const c of ids) expect([c, (await botForms(httpA, onA, c)).map((f) => f.senderId)]).toEqual([c, [id]]);
  });
});
