import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { Client } from 'pg';
import * as tar from 'tar';
import { migrations } from './migrations';
import { secretKeyIdsInUse } from './encrypted-secrets';

/**
 * One archive (tar.gz) holds a whole install: the database (a copy of the embedded PGlite directory,
 * or `pg_dump -Fc` of PostgreSQL, pgboss schema included), the files of DATA_DIR/files and a
 * manifest. docs/backup.md says when to run it and what it leaves out (an S3 bucket, the env, the
 * secrets key). The archive is written 0600 from its first byte, its staging in a 0700 directory.
 */
const run = promisify(execFile);
const MAX_OUTPUT = 64 * 1024 * 1024;

/** pg_dump and pg_restore get the URL without its password (which `ps` would show) and the password in PGPASSWORD. */
function pgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return run(tool, [...args, `--dbname=${u.toString()}`], {
    maxBuffer: MAX_OUTPUT,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
}

export const MANIFEST = 'manifest.json';
const PGLITE_DIR = 'db';
const PG_DUMP = 'database.dump';
const FILES_DIR = 'files';

export interface BackupTarget {
  /** DATA_DIR: the embedded database (`db/`) and the local files (`files/`). */
  dataDir: string;
  /** Set: that PostgreSQL database instead of the embedded one. */
  databaseUrl?: string;
  /**
   * Restore: the ids of the secrets keys the restoring configuration has (backup-cli passes them).
   * An archive whose secrets were sealed with another key is refused before anything is touched.
   */
  secretKeyIds?: string[];
  /** Files live in an S3 bucket: the archive holds none (back the bucket up on its own). */
  s3?: boolean;
}

export interface Manifest {
  format: 'parley-backup';
  version: 1;
  createdAt: string;
  parley: string;
  node: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** `SHOW server_version` of the database backed up. */
    serverVersion: string;
    /** Rows of the migrations table, and the last one's name. */
    migrations: number;
    latestMigration: string | null;
    /** pg_dump's own version line (PostgreSQL only). */
    dumpTool?: string;
  };
  files: { storage: 'local' | 's3'; included: boolean; count: number; bytes: number };
  /** Which keys sealed the stored secrets (ids, never keys): restoring needs them (absent before issue 47). */
  secrets?: { keyIds: string[] };
}

export class BackupError extends Error {}

interface DatabaseFacts {
  serverVersion: string;
  migrations: number;
  latestMigration: string | null;
  secretKeyIds: string[];
}

async function factsOf(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<DatabaseFacts> {
  const version = await query('SHOW server_version');
  const table = await query(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`);
  const applied = table.rows[0]?.present ? (await query('SELECT name FROM migrations ORDER BY id')).rows : [];
  const secretTables = await query(
    `SELECT to_regclass('public.api_key') IS NOT NULL AND to_regclass('public.external_platform') IS NOT NULL AND to_regclass('public.facebook_page') IS NOT NULL AND to_regclass('public.workspace_setting') IS NOT NULL AS present`,
  );
  const secretKeyIds = secretTables.rows[0]?.present ? await secretKeyIdsInUse({ query: async (sql) => (await query(sql)).rows }) : [];
  return {
    serverVersion: String(version.rows[0]?.server_version),
    migrations: applied.length,
    latestMigration: applied.length ? String(applied.at(-1)!.name) : null,
    secretKeyIds,
  };
}

/** Opens the embedded database itself: only ever while no server has it open (two processes on one directory corrupt it). */
async function withPglite<T>(dbDir: string, use: (query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>): Promise<T> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
  try {
    return await use((sql) => db.query<Record<string, unknown>>(sql));
  } finally {
    await db.close();
  }
}

async function withPostgres<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** PGlite writes postmaster.pid while a process has the directory open and removes it on a clean close. */
const pidFile = (dbDir: string) => path.join(dbDir, 'postmaster.pid');

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Copies a files directory, leaving out uploads still being written (`*.part`); answers what it copied. */
function copyFiles(from: string, to: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  if (!fs.existsSync(from)) return { count, bytes };
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const stat = fs.statSync(source);
      if (stat.isDirectory()) return true;
      if (source.endsWith('.part')) return false;
      count += 1;
      bytes += stat.size;
      return true;
    },
  });
  return { count, bytes };
}

/** The archive goes into a file opened 0600: it is never readable by others, not even for a moment. */
async function writePrivateArchive(staging: string, file: string): Promise<void> {
  fs.rmSync(file, { force: true });
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    // Entries named as `tar -czf - -C staging .` named them (./manifest.json, ./db/…), which
    // earlier Parleys restore and docs/backup.md's `tar -xzOf … ./manifest.json` reads.
    await pipeline(tar.create({ gzip: true, cwd: staging }, ['.']), fs.createWriteStream('', { fd, autoClose: false }));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function parleyVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Writes `archive` (tar.gz). The embedded database must not be open in a running server (its
 * postmaster.pid says it is; `force` goes on anyway, for a directory left by a crash). PostgreSQL
 * is dumped while it runs: pg_dump reads one consistent snapshot.
 */
export async function createBackup(target: BackupTarget, archive: string, opts: { force?: boolean } = {}): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-backup-'));
  try {
    let database: Manifest['database'];
    let secretKeyIds: string[];
    if (target.databaseUrl) {
      const { secretKeyIds: ids, ...facts } = await withPostgres(target.databaseUrl, (c) => factsOf((sql) => c.query(sql)));
      secretKeyIds = ids;
      const { stdout } = await run('pg_dump', ['--version']);
      // Owners and grants are left out: the archive restores under whichever role restores it.
      await pgTool('pg_dump', target.databaseUrl, ['--format=custom', '--no-owner', '--no-acl', `--file=${path.join(staging, PG_DUMP)}`]);
      database = { kind: 'postgres', ...facts, dumpTool: stdout.trim() };
    } else {
      const dbDir = path.join(target.dataDir, PGLITE_DIR);
      if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dbDir}`);
      if (fs.existsSync(pidFile(dbDir)) && !opts.force) {
        throw new BackupError(
          `${pidFile(dbDir)} exists: a server has the embedded database open. Stop it first (or pass --force if it crashed and nothing runs).`,
        );
      }
      // Opening it replays any WAL a crash left; the checkpoint and clean close leave a directory that needs none.
      const { secretKeyIds: ids, ...facts } = await withPglite(dbDir, async (query) => {
        const f = await factsOf(query);
        await query('CHECKPOINT');
        return f;
      });
      secretKeyIds = ids;
      fs.cpSync(dbDir, path.join(staging, PGLITE_DIR), { recursive: true, filter: (source) => path.basename(source) !== 'postmaster.pid' });
      database = { kind: 'pglite', ...facts };
    }
    const files = target.s3
      ? { storage: 's3' as const, included: false, count: 0, bytes: 0 }
      : { storage: 'local' as const, included: true, ...copyFiles(path.join(target.dataDir, FILES_DIR), path.join(staging, FILES_DIR)) };
    const manifest: Manifest = {
      format: 'parley-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      parley: parleyVersion(),
      node: process.version,
      database,
      files,
      secrets: { keyIds: secretKeyIds },
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${archive}.part`;
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    await writePrivateArchive(staging, partial);
    fs.renameSync(partial, archive);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Answers the manifest of an archive without unpacking the rest. */
export async function readManifest(archive: string): Promise<Manifest> {
  const chunks: Buffer[] = [];
  let found = false;
  await tar.list({
    file: archive,
    // A damaged archive fails here rather than reading as one without a manifest.
    strict: true,
    // Stored as ./manifest.json; normalised, so an archive packed without the ./ reads too.
    filter: (entry) => path.posix.normalize(entry) === MANIFEST,
    onReadEntry: (entry) => {
      found = true;
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    },
  });
  if (!found) throw new BackupError(`${archive} is not a Parley backup (it has no ${MANIFEST})`);
  const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
  if (manifest.format !== 'parley-backup' || manifest.version !== 1) throw new BackupError(`${archive} is not a Parley backup (version 1)`);
  return manifest;
}

/** Tables (and the pgboss schema's) already in a PostgreSQL database. */
async function tablesIn(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`);
  return rows[0]!.n;
}

/**
 * Restores `archive` into `target`, which must be empty (no embedded database, no tables, no files)
 * unless `force`, which first deletes what is there. Then opens the result and checks its
 * migrations against the manifest. Start the server on it afterwards: it applies newer migrations.
 */
export async function restoreBackup(archive: string, target: BackupTarget, opts: { force?: boolean } = {}): Promise<Manifest> {
  const manifest = await readManifest(archive);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `This backup holds a ${manifest.database.kind} database; restore it with DATABASE_URL ${manifest.database.kind === 'pglite' ? 'unset' : 'set'}.`,
    );
  }
  const missingKeys = target.secretKeyIds ? (manifest.secrets?.keyIds ?? []).filter((id) => !target.secretKeyIds!.includes(id)) : [];
  if (missingKeys.length > 0) {
    throw new BackupError(
      `The archive's secrets are sealed with key ${missingKeys.join(', ')}, which this configuration does not have: ` +
        `put the backed-up install's secrets.key in ${target.dataDir}, or set SECRETS_KEY (earlier keys in SECRETS_KEY_PREVIOUS), then restore.`,
    );
  }
  if (manifest.database.migrations > migrations.length) {
    throw new BackupError(
      `The backup has ${manifest.database.migrations} migrations and this Parley knows ${migrations.length}: restore it with a newer Parley.`,
    );
  }
  const filesDir = path.join(target.dataDir, FILES_DIR);
  const dbDir = path.join(target.dataDir, PGLITE_DIR);
  const problems: string[] = [];
  if (manifest.files.included && !isEmptyDir(filesDir)) problems.push(`${filesDir} is not empty`);
  if (kind === 'pglite' && !isEmptyDir(dbDir)) problems.push(`${dbDir} is not empty`);
  if (target.databaseUrl) {
    const tables = await withPostgres(target.databaseUrl, tablesIn);
    if (tables > 0) problems.push(`the database has ${tables} tables`);
  }
  if (problems.length > 0 && !opts.force) throw new BackupError(`Refusing to restore over existing data (${problems.join('; ')}); pass --force to replace it.`);
  if (kind === 'pglite' && fs.existsSync(pidFile(dbDir))) throw new BackupError(`${pidFile(dbDir)} exists: stop the server first.`);

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-restore-'));
  try {
    // node-tar refuses entries that would land outside staging (absolute paths, `..`), as GNU tar does.
    await tar.extract({ file: archive, cwd: staging, strict: true });
    if (target.databaseUrl) {
      const url = target.databaseUrl;
      if (opts.force) {
        await withPostgres(url, (c) => c.query('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public'));
      }
      await pgTool('pg_restore', url, ['--no-owner', '--no-acl', '--exit-on-error', path.join(staging, PG_DUMP)]);
    } else {
      fs.rmSync(dbDir, { recursive: true, force: true });
      fs.mkdirSync(target.dataDir, { recursive: true });
      fs.cpSync(path.join(staging, PGLITE_DIR), dbDir, { recursive: true });
    }
    if (manifest.files.included) {
      fs.rmSync(filesDir, { recursive: true, force: true });
      const restored = copyFiles(path.join(staging, FILES_DIR), filesDir);
      if (restored.count !== manifest.files.count) throw new BackupError(`The archive has ${restored.count} files; its manifest says ${manifest.files.count}.`);
    }
    const facts = target.databaseUrl ? await withPostgres(target.databaseUrl, (c) => factsOf((sql) => c.query(sql))) : await withPglite(dbDir, factsOf);
    if (facts.migrations !== manifest.database.migrations || facts.latestMigration !== manifest.database.latestMigration) {
      throw new BackupError(`The restored database has ${facts.migrations} migrations; the manifest says ${manifest.database.migrations}.`);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
