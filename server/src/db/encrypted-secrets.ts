import type { ValueTransformer } from 'typeorm';
import { isEncrypted, type SecretsKeyring } from '../common/secrets-crypto';

/**
 * The keyring of this process, loaded before migrations run (db/data-source.ts openDatabase): the
 * column transformer and the migration that seals old rows have no other way to reach it. A
 * process opens one install, so one keyring.
 */
let installed: SecretsKeyring | null = null;

export function installSecretsKeyring(keyring: SecretsKeyring): void {
  installed = keyring;
}

export function secretsKeyring(): SecretsKeyring {
  if (!installed) throw new Error('The secrets key is not loaded: open the database through openDatabase (db/data-source.ts) first');
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
] as const;

type EncryptedColumn = (typeof ENCRYPTED_COLUMNS)[number];
const nameOf = (c: Pick<EncryptedColumn, 'table' | 'column'>) => `${c.table}.${c.column}`;

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

/**
 * Rewrites each stored secret that `pick` selects with what `change` makes of it, row by row; the
 * update only lands on the value read (a concurrent write of the same secret wins). Answers the count.
 */
async function rewrite(m: SqlRunner, where: string, change: (value: string, column: string) => string): Promise<number> {
  let count = 0;
  for (const c of ENCRYPTED_COLUMNS) {
    const keys = c.keys.join(', ');
    const rows = (await m.query(
      `SELECT ${keys}, ${c.column} AS value FROM ${c.table} WHERE ${c.column} <> '' AND ${where.replaceAll('$col', c.column)}`,
    )) as Row[];
    for (const row of rows) {
      const match = c.keys.map((k, i) => `${k} = $${i + 3}`).join(' AND ');
      await m.query(`UPDATE ${c.table} SET ${c.column} = $1 WHERE ${c.column} = $2 AND ${match}`, [
        change(row.value!, nameOf(c)),
        row.value,
        ...c.keys.map((k) => row[k]),
      ]);
      count += 1;
    }
  }
  return count;
}

/** Seals every plaintext secret with the current key (the migration, then each start: idempotent). */
export function sealPlaintextSecrets(m: SqlRunner, keyring: SecretsKeyring = secretsKeyring()): Promise<number> {
  return rewrite(m, `$col NOT LIKE 'enc:%'`, (value, column) => keyring.encrypt(value, column));
}

/** Reseals every secret not sealed with the current key (`npm run secrets:rotate`). */
export function resealSecrets(m: SqlRunner, keyring: SecretsKeyring = secretsKeyring()): Promise<number> {
  return rewrite(m, `$col NOT LIKE 'enc:v1:${keyring.currentKeyId}:%'`, (value, column) =>
    keyring.encrypt(isEncrypted(value) ? keyring.decrypt(value, column) : value, column),
  );
}

/** Opens every sealed secret back to plaintext (the migration's down). */
export function openSealedSecrets(m: SqlRunner, keyring: SecretsKeyring = secretsKeyring()): Promise<number> {
  return rewrite(m, `$col LIKE 'enc:%'`, (value, column) => keyring.decrypt(value, column));
}

/** The ids of the keys that sealed what the database holds. */
export async function secretKeyIdsInUse(m: SqlRunner): Promise<string[]> {
  const union = ENCRYPTED_COLUMNS.map((c) => `SELECT DISTINCT split_part(${c.column}, ':', 3) AS key_id FROM ${c.table} WHERE ${c.column} LIKE 'enc:%'`).join(
    ' UNION ',
  );
  const rows = (await m.query(union)) as { key_id: string }[];
  return rows.map((r) => r.key_id).sort();
}
