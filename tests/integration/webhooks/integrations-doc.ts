import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { databaseVariants } from '../../support/databases';
import type { TestServer } from '../../support/server';
import { setUpWorkspace, type TestWorkspace } from '../../factories/conversation';
import { webhookServer } from './webhook-env';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const DOC = fs.readFileSync(path.join(ROOT, 'docs', 'integrations.md'), 'utf8');

/** The fenced block after `<!-- example: name -->` in docs/integrations.md, as printed. */
function example(name: string): string {
  const m = new RegExp(`<!-- example: ${name.replace('.', '\\.')} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\``).exec(DOC);
  if (!m) throw new Error(`docs/integrations.md has no example ${name}`);
  return m[1]!;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Lines a child prints, and a wait for one matching. */
function lines(child: ChildProcess) {
  const seen: string[] = [];
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    seen.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    for (const wake of waiters) wake();
  });
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  return {
    seen,
    waitFor: (pattern: RegExp, what: string, timeoutMs = 20_000) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const hit = seen.find((l) => pattern.test(l));
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}; stdout: ${seen.join(' | ')}; stderr: ${stderr.join('')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

const tsNode = ['--conditions=parley-source', '-r', '@swc-node/register'];

/**
 * Issue 52: the integrator's quick start works as printed. The curl script, the generated client
 * (types from the server's own /api/openapi.json, type-checked strictly) and the receiver run exactly
 * as docs/integrations.md prints them, against a server of this run. On one database: what is
 * tested is the document, and the doors under it are tested on both by the other files.
 */
describe.each(databaseVariants().slice(0, 1))('docs/integrations.md as printed on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let dir: string;
  let receiver: ChildProcess | undefined;

  beforeAll(async () => {
    server = await webhookServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    fs.mkdirSync(path.join(ROOT, 'tests', '.doc-examples'), { recursive: true });
    dir = fs.mkdtempSync(path.join(ROOT, 'tests', '.doc-examples', `${variant.name}-`));
  });
  afterAll(async () => {
    receiver?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
    await server?.close();
  });

  test('curl quick start, generated client and signed receiver', async () => {
    const token = await w.token(['manageUser', 'allConversations', 'manageSettings']);
    const port = await freePort();
    const env = { ...process.env, PARLEY_URL: server.url, PARLEY_TOKEN: token.creds.token!, RECEIVER_URL: `http://127.0.0.1:${port}/` };

    const quick = await run('bash', ['-c', example('quickstart.sh')], { env });
    const printed = quick.stdout.trim().split('\n');
    expect(printed[0]).toMatch(/^sent [0-9a-f-]{36} as integration$/);
    const secret = printed[1]!;
    expect(secret).toMatch(/^whsec_/);

    fs.writeFileSync(path.join(dir, 'client.ts'), example('client.ts'));
    fs.writeFileSync(path.join(dir, 'receiver.ts'), example('receiver.ts'));
    await run(path.join(BIN, 'openapi-typescript'), [`${server.url}/api/openapi.json`, '-o', path.join(dir, 'parley-api.d.ts')]);
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          types: ['node'],
          noEmit: true,
          skipLibCheck: true,
        },
        files: ['client.ts', 'receiver.ts'],
      }),
    );
    // The generated types hold the example to the API: a wrong field or a text message without its meta type fails here.
    await run(path.join(BIN, 'tsc'), ['-p', path.join(dir, 'tsconfig.json')], { cwd: dir }).catch((err: { stdout?: string }) => {
      throw new Error(`the documented TypeScript does not type-check:\n${err.stdout}`);
    });

    receiver = spawn(process.execPath, [...tsNode, path.join(dir, 'receiver.ts')], { env: { ...env, PORT: String(port), PARLEY_WEBHOOK_SECRET: secret } });
    const out = lines(receiver);
    await out.waitFor(/^listening$/, 'the receiver to listen');

    const client = await run(process.execPath, [...tsNode, path.join(dir, 'client.ts')], { env });
    expect(client.stdout.trim()).toMatch(/^customer [0-9a-f-]{36} created; message [0-9a-f-]{36} sent$/);
    const messageId = /message ([0-9a-f-]{36}) sent/.exec(client.stdout)![1]!;
    await out.waitFor(/^message\.created [0-9a-f-]{36}$/, 'the signed message.created delivery');

    // The receiver refuses what the secret did not sign: a wrong secret, or no signature at all.
    const body = JSON.stringify({ id: 'forged', type: 'message.created', data: { id: messageId } });
    const t = Math.floor(Date.now() / 1000);
    const forged = createHmac('sha256', 'whsec_guessed').update(`${t}.${body}`).digest('hex');
    const refused = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'parley-signature': `t=${t},v1=${forged}` }, body });
    expect(refused.status).toBe(400);
    const unsigned = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body });
    expect(unsigned.status).toBe(400);
    const genuine = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    const accepted = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'parley-signature': `t=${t},v1=${genuine}` }, body });
    expect(accepted.status).toBe(200);
  }, 90_000);
});
