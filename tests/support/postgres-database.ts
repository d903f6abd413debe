import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The same server, another database: the URL's path names it (a PostgreSQL database, or a Redis database number). */
export function withDatabase(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Each run creates and drops its own database, so runs never see each other's data. */
export async function createPostgresDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `parley_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template && /^[a-z0-9_]+$/.test(template) ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
