import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createPostgresDatabase } from '../support/postgres-database';
import { startBuiltNode, type NodeProcess } from '../support/process-node';
import { expect, test } from './support/test';
import { LoginPage } from './pages/LoginPage';

const ROOT = path.resolve(__dirname, '..', '..');
const PROXY = 'http://127.0.0.1';
const OWNER = { email: 'proxy-owner@example.com', password: 'Proxy-owner-pass-1' };
/** deploy/nginx.conf names its upstreams parley-1:4000 and parley-2:4000: two loopback addresses stand in for the containers. */
const NODES = [
  { name: 'parley-1', host: '127.0.0.2' },
  { name: 'parley-2', host: '127.0.0.3' },
];

/**
 * Issue 51: the compose topology without containers (images cannot be pulled here): two built nodes
 * on PostgreSQL + Redis behind Debian's nginx running deploy/nginx.conf unchanged, on port 80.
 */
test.describe('the deployment topology: two nodes behind deploy/nginx.conf @two-nodes', () => {
  // The @two-nodes project runs only with TEST_DATABASE_URL and TEST_REDIS_URL (playwright.config.ts). Under CI a
  // missing nginx fails the run; on a developer's machine without it, this one spec is skipped.
  test.skip(!fs.existsSync('/usr/sbin/nginx') && !process.env.CI, 'needs Debian nginx (.ci/run installs it)');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-proxy-'));
  let nodes: NodeProcess[] = [];
  let nginx: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  let owner: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The compose service names resolve to this machine's loopback addresses, as Docker's DNS would.
    const hosts = fs.readFileSync('/etc/hosts', 'utf8');
    const missing = NODES.filter((n) => !new RegExp(`\\s${n.name}(\\s|$)`, 'm').test(hosts));
    if (missing.length) fs.appendFileSync('/etc/hosts', missing.map((n) => `${n.host} ${n.name}\n`).join(''));
    const db = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    drop = db.drop;
    const env = (host: string, i: number) => ({
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      HOST: host,
      PORT: '4000',
      PUBLIC_URL: PROXY,
      TRUST_PROXY: '1',
      DATA_DIR: path.join(dir, `node-${i}`),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    });
    nodes = [await startBuiltNode(env(NODES[0]!.host, 1))];
    nodes.push(await startBuiltNode(env(NODES[1]!.host, 2)));
    for (const sub of ['body', 'proxy', 'logs']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
    const main = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      main,
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include ${path.join(ROOT, 'deploy', 'nginx.conf')};
}
`,
    );
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-c', main, '-p', dir], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn('/usr/sbin/nginx', ['-c', main, '-p', dir], { stdio: 'ignore' });
    await expect.poll(async () => (await fetch(`${PROXY}/readyz`).catch(() => null))?.status ?? 0, { timeout: 15_000 }).toBe(200);
    owner = await playwrightRequest.newContext({ baseURL: PROXY });
    const signedIn = await owner.post('/api/init', { data: { type: 'agent', username: OWNER.email, password: OWNER.password, clientType: 26 } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  });

  test.afterAll(async () => {
    await owner?.dispose();
    nginx?.kill('SIGTERM');
    await Promise.all(nodes.map((n) => n.stop()));
    await drop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('an agent signed in through the proxy and a visitor writing to each node talk live; assets arrive compressed; a forged X-Forwarded-For is not believed', async ({
    page,
  }) => {
    // A visitor of the workspace, each request sent straight to one node in turn: the console's one
    // socket (on whichever node nginx gave it) hears both, so at least one event crossed the Redis bus.
    const key = (
      (await (await owner.post('/api/admin/setting/apiKey/create', { data: { name: 'proxy-site', clientType: 26 } })).json()) as { data: { key: string } }
    ).data.key;
    const direct = NODES.map((n) => `http://${n.host}:4000`);
    const guest = await playwrightRequest.newContext({ baseURL: direct[0] });
    const init = await guest.post('/api/init', { data: { type: 'customer', appKey: key, refId: `proxy-${Date.now()}`, getAuthToken: true, clientType: 26 } });
    const { token, user } = ((await init.json()) as { data: { token: string; user: { userId: string } } }).data;
    await guest.dispose();
    const visitorOn = (i: number) => playwrightRequest.newContext({ baseURL: direct[i], extraHTTPHeaders: { authorization: `Bearer ${token}` } });
    const [one, two] = [await visitorOn(0), await visitorOn(1)];
    const created = await one.post('/api/conversation/create', { data: { customer: [user.userId], clientType: 26 } });
    const conversationId = ((await created.json()) as { data: { id: string } }).data.id;
    const send = (v: APIRequestContext, content: string) =>
      v.post('/api/message/send', { data: { conversationId, meta: { type: 1, content }, clientType: 26 } });

    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`${PROXY}/conversation/${conversationId}?view=all`);
    await new LoginPage(page).signIn(OWNER.email, OWNER.password);
    expect((await send(one, 'Hello from node one')).status()).toBe(200);
    await expect(page.getByTestId('message').getByText('Hello from node one')).toBeVisible();
    expect((await send(two, 'And from node two')).status()).toBe(200);
    await expect(page.getByTestId('message').getByText('And from node two')).toBeVisible();
    expect(sockets).toEqual([`ws://127.0.0.1/graphql`]);
    // The agent's reply, sent through the proxy, reaches the visitor on either node.
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hi, how can I help?');
    await page.keyboard.press('Enter');
    for (const v of [one, two]) {
      await expect
        .poll(async () => {
          const history = (await (await v.get(`/api/conversation/${conversationId}/message?size=20`)).json()) as { data: { meta: { content?: string } }[] };
          return history.data.some((m) => m.meta.content === 'Hi, how can I help?');
        })
        .toBe(true);
    }

    // What the browser was sent through nginx: the page's script, brotli; an API document, compressed.
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${PROXY}/login`)).text())![1]!;
    const encodingOf = (url: string, accept: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get(url, { headers: { 'accept-encoding': accept } }, (res) => {
            res.resume();
            resolve(res.headers['content-encoding']);
          })
          .on('error', reject);
      });
    expect(await encodingOf(`${PROXY}${script}`, 'gzip, deflate, br')).toBe('br');
    expect(await encodingOf(`${PROXY}/api/openapi.json`, 'gzip')).toBe('gzip');

    // A client claiming another address in X-Forwarded-For: the audit log keeps the one nginx saw.
    const forged = await playwrightRequest.newContext({ baseURL: PROXY, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });
    const signedIn = await forged.post('/api/init', { data: { type: 'agent', username: OWNER.email, password: OWNER.password, clientType: 26 } });
    expect(signedIn.status()).toBe(200);
    const doomed = (
      (await (await forged.post('/api/admin/setting/apiKey/create', { data: { name: 'doomed', clientType: 26 } })).json()) as { data: { key: string } }
    ).data.key;
    expect((await forged.post('/api/admin/setting/apiKey/delete', { data: { key: doomed, clientType: 26 } })).status()).toBe(200);
    const audit = (await (await owner.get('/api/admin/audit?action=apiKey.deleted')).json()) as { data: { items: { address: string | null }[] } };
    expect(audit.data.items[0]!.address).toBe('127.0.0.1');
    await forged.dispose();
    await Promise.all([one.dispose(), two.dispose()]);
  });
});
