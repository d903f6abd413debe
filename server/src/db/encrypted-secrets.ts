import type { ValueTransformer } from 'typeorm';
import { isEncrypted, type SecretsKeyring } from '../common/secrets-crypto';

/**
 * The keyring of this process, loaded before migrations run (app/data-source.ts openDatabase): the
 * column transformer and the migration that seals old rows have no other way to reach it. A
 * process opens one install, so one keyring.
 */
let installed: SecretsKeyring | null = null;

export function installSecretsKeyring(keyring: SecretsKeyring): void {
  installed = keyring;
}

export function secretsKeyring(): SecretsKeyring {
  if (!installed) throw new Error('The secrets key is not loaded: open the database through openDatabase (app/data-source.ts) first');
  return installed;
}

/** Every column holding a secret (issue 47 finding 11), with the key of its rows. */
export const ENCRYPTED_COLUMNS = [
  { table: 'external_platform', keys: ['id'], column: 'app_secret' },
  { table: 'external_platform', keys: ['id'], column: 'verify_token' },
  { table: 'external_platform', keys: ['id'], column: 'access_token' },
  { table: 'external_platform', keys: ['id'], column: 'webhook_secret' },
  { table: 'facebook_page', keys: ['platform_id', 'page_id'], column: 'access_token' },
  { table: 'api_key', keys: ['id'], column: 'secret' },
  { table: 'webhook_subscription', keys: ['id'], column: 'secret' },
  { table: 'webhook_subscription', keys: ['id'], column: 'previous_secret' },
  { table: 'push_subscription', keys: ['id'], column: 'auth_secret' },
] as const;

type EncryptedColumn = (typeof ENCRYPTED_COLUMNS)[number];
const nameOf = (c: Pick<EncryptedColumn, 'table' | 'column'>) => `${c.table}.${c.column}`;

/**
 * workspace_setting keys whose value (a JSON string) is a secret: the report password and the
 * download-link signing key. Their services seal and open them (sealSetting, openSetting).
 */
export const ENCRYPTED_SETTINGS = ['exportKey', 'exportLinkKey'] as const;
export type EncryptedSetting = (typeof ENCRYPTED_SETTINGS)[number];
const settingName = (key: string) => `workspace_setting.${key}`;

/** The text to store (as a JSON string) for a secret setting. */
export const sealSetting = (key: EncryptedSetting, plaintext: string): string => secretsKeyring().encrypt(plaintext, settingName(key));

/** The secret of a stored setting text: sealed, or plaintext not yet sealed (the next start seals it). */
export const openSetting = (key: EncryptedSetting, stored: string): string =>
  isEncrypted(stored) ? secretsKeyring().decrypt(stored, settingName(key)) : stored;

/**
 * An entity column stored sealed: written encrypted, read decrypted. The empty string (no secret set)
 * stays empty; a plaintext value (a row written before sealing, or by SQL) reads as it is, and the
 * next start seals it (sealPlaintextSecrets).
 */
export function encryptedColumn(table: EncryptedColumn['table'], column: EncryptedColumn['column']): ValueTransformer {
  const name = nameOf({ table, column });
  return {
    to: (value: unknown) => (typeof value === 'string' && value !== '' && !isEncrypted(value) ? secretsKeyring().encrypt(value, name) : value),
    from: (value: unknown) => (typeof value === 'string' && isEncrypted(value) ? secretsKeyring().decrypt(value, name) : value),
  };
}

/** What runs SQL: an EntityManager or a migration's QueryRunner. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

type Row = Record<string, string>;

/** Where secrets are stored: the text of one (`read`), how it is written back from $1, which rows, the name it is sealed for. */
interface SecretPlace {
  table: string;
  keys: readonly string[];
  column: string;
  read: string;
  write: string;
  rows: string;
  name: (row: Row) => string;
}

const PLACES: SecretPlace[] = [
  ...ENCRYPTED_COLUMNS.map((c) => ({ table: c.table, keys: c.keys, column: c.column, read: c.column, write: '$1', rows: 'true', name: () => nameOf(c) })),
  {
    table: 'workspace_setting',
    keys: ['workspace_id', 'key'],
    column: 'value',
    read: `(value #>> '{}')`,
    write: 'to_jsonb($1::text)',
    rows: `key IN (${ENCRYPTED_SETTINGS.map((k) => `'${k}'`).join(', ')}) AND jsonb_typeof(value) = 'string'`,
    name: (row) => settingName(row.key!),
  },
];

/** An earlier migration runs these before a later one made the table of a newer secret: those are skipped. */
async function tableExists(m: SqlRunner, table: string): Promise<boolean> {
  // Written in (our own table names, never input): some runners take no parameters (db/backup.ts).
  const [row] = (await m.query(`SELECT to_regclass('${table}') AS t`)) as { t: string | null }[];
  return Boolean(row?.t);
}

/**
 * Rewrites each stored secret whose text matches `where` ($text) with what `change` makes of it,
 * row by row; the update only lands on the value read (a concurrent write of the same secret wins).
 * Answers the count.
 */
async function rewrite(m: SqlRunner, where: string, change: (value: string, name: string) => string): Promise<number> {
  let count = 0;
  for (const p of PLACES) {
    if (!(await tableExists(m, p.table))) continue;
    const rows = (await m.query(
      `SELECT ${p.keys.join(', ')}, ${p.read} AS value FROM ${p.table} WHERE ${p.rows} AND ${p.read} <> '' AND ${where.replaceAll('$text', p.read)}`,
    )) as Row[];
    for (const row of rows) {
      const match = p.keys.map((k, i) => `${k} = $${i + 3}`).join(' AND ');
      await m.query(`UPDATE ${p.table} SET ${p.column} = ${p.write} WHERE ${p.read} = $2 AND ${match}`, [
        change(row.value!, p.name(row)),
        row.value,
        ...p.keys.map((k) => row[k]),
      ]);
      count += 1;
    }
  }
  return count;
}

/** Seals every plaintext secret with the current key (the migration, then each start: idempotent). */
export function sealPlaintextSecrets(m: SqlRunner, keyring: SecretsKeyring = secretsKeyring()): Promise<number> {
  return rewrite(m, `$text NOT LIKE 'enc:%'`, (value, name) => keyring.encrypt(value, name));
}

/** Reseals every secret not sealed with the current key (`npm run secrets:rotate`). */
export function resealSecrets(m: SqlRunner, keyring: SecretsKeyring = secretsKeyring()): Promise<number> {
  return rewrite(m, `$text NOT LIKE 'enc:v1:${keyring.currentKeyId}:%'`, (value, name) =>
    keyring.encrypt(isEncrypted(value) ? keyring.decrypt(value, name) : value, name),
  );
}

/** Opens every sealed secret back to plaintext (the migration's down). */
export function openSealedSecrets(m: SqlRunner, keyring: SecretsKeyring = secretsKeyring()): Promise<number> {
  return rewrite(m, `$text LIKE 'enc:%'`, (value, name) => keyring.decrypt(value, name));
}

/** The ids of the keys that sealed what the database holds. */
export async function secretKeyIdsInUse(m: SqlRunner): Promise<string[]> {
  const present: SecretPlace[] = [];
  for (const p of PLACES) if (await tableExists(m, p.table)) present.push(p);
  const union = present
    .map((p) => `SELECT DISTINCT split_part(${p.read}, ':', 3) AS key_id FROM ${p.table} WHERE ${p.rows} AND ${p.read} LIKE 'enc:%'`)
    .join(' UNION ');
  const rows = (await m.query(union)) as { key_id: string }[];
  return rows.map((r) => r.key_id).sort();
}
