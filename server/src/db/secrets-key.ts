import path from 'node:path';
import type { AppConfig } from '../config/env';
import type { Logger } from '../common/logger';
import { readIfExists, writeOnce } from '../common/write-once';
import { generateSecretsKey, keyIdOf, parseSecretsKey, SecretsKeyError, SecretsKeyring } from '../common/secrets-crypto';

export const SECRETS_KEY_FILE = 'secrets.key';

export const secretsKeyPath = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, SECRETS_KEY_FILE);

function readKeyFile(file: string): Buffer | null {
  const text = readIfExists(file);
  if (text === null) return null;
  try {
    return parseSecretsKey(text);
  } catch (err) {
    throw new SecretsKeyError(`${file}: ${(err as Error).message}`);
  }
}

/**
 * The keys this configuration has, without making one: SECRETS_KEY (or else DATA_DIR/secrets.key)
 * seals; SECRETS_KEY_PREVIOUS, and a secrets.key that SECRETS_KEY replaced, still open. Null: none.
 */
export function existingSecretsKeyring(config: Pick<AppConfig, 'dataDir' | 'secrets'>): SecretsKeyring | null {
  const file = readKeyFile(secretsKeyPath(config));
  const current = config.secrets.key ?? file;
  if (!current) return null;
  const previous = [...config.secrets.previous, ...(file && config.secrets.key ? [file] : [])];
  return new SecretsKeyring(current, previous);
}

/**
 * The keyring a starting node seals with. Without SECRETS_KEY a key is generated into
 * DATA_DIR/secrets.key (0600, written once: `wx` never replaces one). With DATABASE_URL that is
 * one node's key: the warning says so, and a node whose key cannot open the database's secrets
 * refuses to start (assertSecretsOpen) rather than fail each webhook.
 */
export function loadSecretsKeyring(config: Pick<AppConfig, 'dataDir' | 'secrets' | 'databaseUrl'>, logger: Logger): SecretsKeyring {
  const existing = existingSecretsKeyring(config);
  if (existing) return existing;
  const file = secretsKeyPath(config);
  const key = generateSecretsKey();
  // Another process of this DATA_DIR wrote it first: that key it is.
  if (!writeOnce(file, `${key.toString('base64')}\n`)) return existingSecretsKeyring(config)!;
  const detail = { file, keyId: keyIdOf(key) };
  if (config.databaseUrl) {
    logger.warn(
      detail,
      'SECRETS_KEY is unset: generated a secrets key into DATA_DIR for this node only. Every node of this database needs the same key: set SECRETS_KEY on all of them to the contents of this file (a node with another key refuses to start). Keep it with your backups: without it the stored platform tokens and API-key secrets cannot be read.',
    );
  } else {
    logger.info(detail, 'generated the secrets key (DATA_DIR/secrets.key): keep it with your backups, the database is unreadable in part without it');
  }
  return new SecretsKeyring(key);
}

/** Refuses a keyring that cannot open what the database holds (another node's generated key, a lost SECRETS_KEY_PREVIOUS). */
export function assertSecretsOpen(keyring: SecretsKeyring, inUse: string[]): void {
  const missing = inUse.filter((id) => !keyring.keyIds.includes(id));
  if (missing.length > 0) {
    throw new SecretsKeyError(
      `The database holds secrets sealed with key ${missing.join(', ')}, which this node does not have (its keys: ${keyring.keyIds.join(', ')}). ` +
        'Set SECRETS_KEY to the key the other nodes use (or the old DATA_DIR/secrets.key), and any earlier key in SECRETS_KEY_PREVIOUS.',
    );
  }
}
