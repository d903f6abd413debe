import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../server/src/common/logger';
import { databaseVariants } from '../support/databases';
import { api, type Api, type Credentials } from '../support/http';
import { outboxFor } from '../support/outbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { createConversation, setUpWorkspace } from '../factories/conversation';
import { createAgent, signIn } from '../factories/workspace';

/** A stand-in for the built console and widget: the static server only needs the files to exist. */
function fakeStaticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-static-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('console/dist/index.html', '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
  write('console/dist/assets/index-abc.js', 'console.log("console");');
  write('console/dist/assets/mp3Encoder.worker-abc.js', 'self.onmessage = () => undefined;');
  write('console/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('console/dist/robots.txt', 'User-agent: *\nDisallow: /\n');
  write('widget/dist/index.html', '<!doctype html><div id="root"></div><script type="module" src="/widget/assets/index-def.js"></script>');
  write('widget/dist/assets/index-def.js', 'console.log("widget");');
  write('widget/dist/sdk.js', '(function(){})();');
  return root;
}

/** The directives of a Content-Security-Policy header, by name. */
function csp(res: Response): Map<string, string> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

async function waitFor<T>(what: string, probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The token of the newest emailed link like `pattern`, once the email has been written. */
const emailedToken = (server: TestServer, to: string, pattern: RegExp) =>
  waitFor(`an email to ${to}`, () => {
    const mails = outboxFor(server.dataDir, to);
    return mails.length ? pattern.exec(mails[mails.length - 1])?.[1] : undefined;
  });

describe.each(databaseVariants())('security headers and log hygiene on $name', (variant) => {
  let server: TestServer;
  let staticRoot: string;
  let http: Api;
  let owner: Credentials;
  const logLines: string[] = [];

  beforeAll(async () => {
    staticRoot = fakeStaticRoot();
    // Its own server (not a group's, tests/support/shared-server.ts): a static directory of its own (STATIC_DIR) and PUBLIC_URL.
    server = await startTestServer(variant, { STATIC_DIR: staticRoot, PUBLIC_URL: 'https://parley.example.com' }, undefined, {
      logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
    });
    http = api(server.url);
    owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    if (staticRoot) fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers });

  it('the console is never framed, loads only its own code and sends only its origin as referrer', async () => {
    for (const p of ['/', '/conversation/42', '/login', '/assets/mp3Encoder.worker-abc.js']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      const policy = csp(res);
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('connect-src')).toBe("'self' blob:");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('robots.txt and the icon answer as themselves, and a missing file is a 404, never the console page (issue 50.11)', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    for (const icon of ['/favicon.ico', '/favicon.svg']) {
      const res = await get(icon);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    for (const missing of ['/apple-touch-icon.png', '/missing.js', '/widget/nothing.css']) {
      const res = await get(missing);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
    }
    // Client routes still get the page, dots in an id included only where the last part has no extension.
    expect(await (await get('/conversation/abc')).text()).toContain('<div id="root">');
    expect(await (await get('/widget/')).text()).toContain('<div id="root">');
  });

  it('a page whose URL holds a token sends no referrer at all', async () => {
    for (const p of ['/account/abc123/reset', '/invitation/abc123']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(csp(res).get('frame-ancestors')).toBe("'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('the widget may be framed by any site, and nothing else about it is loosened', async () => {
    for (const p of ['/widget/', '/widget/conversation/7']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      const policy = csp(res);
      expect(policy.get('frame-ancestors')).toBe('*');
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('connect-src')).toBe("'self' blob:");
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("a built script or stylesheet carries what binds a subresource, not a document's policy (issue 53: bytes per file)", async () => {
    for (const p of ['/assets/index-abc.js', '/widget/assets/index-def.js']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('the loader is a script any site may load, and is never sniffed as anything else', async () => {
    const res = await get('/sdk.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('API answers are data: never framed, sniffed, run or cached', async () => {
    const answers = [
      await get('/api/me', { authorization: `Bearer ${owner.token}` }),
      await get('/api/me'), // 401
      await get('/api/no-such-route'), // 404
      await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      await get('/healthz'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 200, 200]);
    for (const res of answers) {
      const policy = csp(res);
      expect(policy.get('default-src')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.has('sandbox')).toBe(true);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // Apollo's landing page sets its own script policy in a <meta>; ours only keeps it unframed.
    const landing = await get('/graphql', { accept: 'text/html' });
    expect(await landing.text()).toContain('http-equiv="Content-Security-Policy"');
    expect(csp(landing).get('frame-ancestors')).toBe("'none'");
    expect(landing.headers.get('x-frame-options')).toBe('DENY');
    expect(landing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a downloaded file keeps its disposition and opens only in a sandbox', async () => {
    const ws = await setUpWorkspace(server.parley, server.url);
    const c = await createConversation(ws.http, ws.owner.creds);
    const form = new FormData();
    form.set('conversationId', c.id);
    form.set('subtype', '1');
    form.append('file', new Blob([new TextEncoder().encode('<script>alert(1)</script>')], { type: 'text/plain' }), 'note.txt');
    const sent = await fetch(`${server.url}/api/message/file/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ws.owner.creds.token}` },
      body: form,
    });
    expect(sent.status).toBe(200);
    const { data } = (await sent.json()) as { data: { id: string } };
    const res = await get(`/api/message/download?messageId=${data.id}&clientType=26`, { authorization: `Bearer ${ws.owner.creds.token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/note\.txt/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = csp(res);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.has('sandbox')).toBe(true);
  });

  it('reset and invitation tokens never reach the logs (requests, outbox)', async () => {
    const workspaceId = (await http.get<{ workspaceId: string }>('/api/me', owner)).body.data!.workspaceId;
    const { email } = await createAgent(server.parley, workspaceId);
    expect((await http.post('/api/forgetPassword/request', { email })).status).toBe(200);
    const resetToken = await emailedToken(server, email, /\/account\/([\w-]+)\/reset/);
    const invitee = `invitee${Date.now()}@example.com`;
    expect((await http.post('/api/admin/agent/invite', { email: invitee, displayName: 'Ines' }, owner)).status).toBe(200);
    const invitationToken = await emailedToken(server, invitee, /\/invitation\/([\w-]+)/);

    const requests: [string, string][] = [
      ['GET', `/api/forgetPassword/${resetToken}`],
      ['POST', `/api/forgetPassword/${resetToken}/submit`],
      ['GET', `/API/FORGETPASSWORD/${resetToken}`],
      ['GET', `/account/${resetToken}/reset`],
      ['GET', `/api/invitation/${invitationToken}`],
      ['POST', `/api/invitation/${invitationToken}/accept`],
      ['GET', `/invitation/${invitationToken}`],
      ['GET', `/api/message/download?token=${resetToken}`],
    ];
    const before = logLines.length;
    for (const [method, p] of requests) {
      const res = await fetch(`${server.url}${p}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ password: 'short' }) : undefined,
      });
      await res.text();
    }

    // The last request (no token in its path) is logged after all the others: then we look.
    const logged = await waitFor('the request log lines', () => {
      const paths = logLines
        .slice(before)
        .map((l) => JSON.parse(l) as { msg: string; path?: string })
        .filter((l) => l.msg === 'request')
        .map((l) => l.path!);
      return paths.includes('/api/message/download') ? paths : undefined;
    });
    const everything = logLines.join('\n');
    expect(everything).not.toContain(resetToken);
    expect(everything).not.toContain(invitationToken);
    expect(logged).toEqual(
      expect.arrayContaining([
        '/api/forgetPassword/[redacted]',
        '/api/forgetPassword/[redacted]/submit',
        '/API/FORGETPASSWORD/[redacted]',
        '/account/[redacted]/reset',
        '/api/invitation/[redacted]',
        '/api/invitation/[redacted]/accept',
        '/invitation/[redacted]',
      ]),
    );
  });
});
