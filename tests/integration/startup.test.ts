import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api } from '../support/http';
import { startNodeProcess } from '../support/process-node';

const ROOT = path.resolve(__dirname, '..', '..');

describe('starting Parley as a process (embedded database)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops at once with a message naming a bad variable', () => {
    const r = spawnSync(process.execPath, ['-r', '@swc-node/register', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: 'forty', REDIS_URL: 'http://nope', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/PORT: /);
    expect(r.stderr).toMatch(/REDIS_URL: must be a URL starting with redis:\/\//);
  });

  it('npm run db:migrate opens the DATA_DIR of the folder it was run from (issue 51), never one under server/', () => {
    const relative = path.join('.data-test', `migrate-${process.pid}-${Date.now()}`);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: relative, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    try {
      for (const args of [
        ['run', 'db:migrate'],
        ['run', 'db:migrate', '-w', 'server'],
      ]) {
        const r = spawnSync('npm', args, { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
        expect(r.stdout).toMatch(/Database \(pglite\) is migrated: \d+ migrations applied/);
        expect(r.status).toBe(0);
        expect(fs.existsSync(path.join(ROOT, relative, 'db'))).toBe(true);
        expect(fs.existsSync(path.join(ROOT, 'server', relative))).toBe(false);
      }
    } finally {
      fs.rmSync(path.join(ROOT, relative), { recursive: true, force: true });
      fs.rmSync(path.join(ROOT, 'server', relative), { recursive: true, force: true });
    }
  });

  it('seeds on first start, prints a generated password once, and that password signs in; a restart does not seed', async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): the first start of a server, and the next, are what it tests.
    const first = await startNodeProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: 'boss@example.com', WORKSPACE_NAME: 'First Co' });
    const out = first.output();
    const password = /password:\s+(\S+)\s+\(generated; shown only this once\)/.exec(out)?.[1];
    expect(password).toBeTruthy();
    expect(out).toContain('workspace: First Co');
    const login = await api(first.url).post('/api/init', { username: 'boss@example.com', password });
    expect(login.status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await startNodeProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: 'boss@example.com' });
    expect(second.output()).not.toContain('first start');
    expect(second.output()).not.toContain(password!);
    expect((await api(second.url).post('/api/init', { username: 'boss@example.com', password })).status).toBe(200);
    expect(await second.stop()).toBe(0);
  });
});
