import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  restart?: string;
  environment?: Record<string, string>;
  env_file?: { path: string; required: boolean }[];
  depends_on?: Record<string, { condition: string }>;
}

/**
 * Issue 51: the documented deployment as an operator meets it. Images cannot be pulled here, so the
 * files are read as Compose reads them (YAML with anchors merged); `npm run check` also runs
 * `docker compose config` where Compose is installed.
 */
describe('the deployment files (docker-compose.yml, Dockerfile, .dockerignore, deploy/)', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
  const services = compose.services;

  it('two nodes built from the image, every service restarting and pinned to a version', () => {
    expect(Object.keys(services).sort()).toEqual(['parley-1', 'parley-2', 'postgres', 'proxy', 'redis']);
    for (const [name, s] of Object.entries(services)) {
      expect([name, s.restart]).toEqual([name, 'unless-stopped']);
      if (s.image) expect(s.image).toMatch(/^[a-z]+:\d+\.\d+(\.\d+)?(-[a-z]+)?$/);
    }
    expect(services['parley-1']!.build).toBe('.');
    expect(services['parley-2']).toEqual(services['parley-1']);
  });

  it('writes no secret and no empty password: the database password is required from .env, the owner password generated when unset', () => {
    const text = read('docker-compose.yml');
    expect(text).not.toMatch(/ADMIN_PASSWORD/);
    expect(text).not.toMatch(/POSTGRES_PASSWORD:\s*\w/);
    expect(services.postgres!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\.env.+\}$/);
    expect(services['parley-1']!.environment!.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
    expect(services['parley-1']!.env_file).toEqual([{ path: '.env', required: false }]);
    // Every variable the example names is one the server reads (server/src/config/env.ts).
    const envSource = read('server/src/config/env.ts');
    const example = read('deploy/env.example');
    for (const [, name] of example.matchAll(/^([A-Z_]+)=/gm)) {
      if (name !== 'POSTGRES_PASSWORD') expect([name, envSource.includes(`${name}:`)]).toEqual([name, true]);
    }
  });

  it('the proxy waits for healthy nodes, and the image checks health on its own PORT', () => {
    expect(services.proxy!.depends_on).toEqual({ 'parley-1': { condition: 'service_healthy' }, 'parley-2': { condition: 'service_healthy' } });
    const healthcheck = /HEALTHCHECK[\s\S]*?CMD (.+)/.exec(read('Dockerfile'))![1]!;
    expect(healthcheck).toContain('process.env.PORT');
    expect(healthcheck).not.toMatch(/127\.0\.0\.1:4000/);
  });

  it('the build context leaves out what is installed, built or stored on the host', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['.git', '**/node_modules', '**/dist', 'data', 'server/data', '.env']) expect(ignored).toContain(entry);
  });

  it('nginx compresses what the nodes answer uncompressed and forwards the client address', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/^\s*gzip on;/m);
    expect(nginx).toMatch(/^\s*gzip_proxied any;/m);
    expect(nginx).toMatch(/^\s*gzip_vary on;/m);
    expect(nginx).toMatch(/gzip_types [^;]*application\/json/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });
});
