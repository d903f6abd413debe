// `npm run secrets:rotate` (README, Security; docs/backup.md): reseals every stored secret with
// SECRETS_KEY, opening the old ones with SECRETS_KEY_PREVIOUS (or the DATA_DIR/secrets.key that
// SECRETS_KEY replaced). Afterwards the previous keys open nothing and may be dropped. Embedded
// database: stop the server first (one process per DATA_DIR).
import { createLogger } from '../../common/logger';
import { SecretsKeyError } from '../../common/secrets-crypto';
import { ConfigError, loadConfig } from '../../config/env';
import { openDatabase } from '../data-source';
import { resealSecrets, secretKeyIdsInUse, secretsKeyring } from '../../db/encrypted-secrets';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, createLogger(config.logLevel));
  try {
    const keyring = secretsKeyring();
    const resealed = await database.dataSource.transaction((m) => resealSecrets(m, keyring));
    const inUse = await secretKeyIdsInUse(database.dataSource.manager);
    console.log(`Resealed ${resealed} secrets with key ${keyring.currentKeyId}; the database now uses key ${inUse.join(', ') || '(no secrets stored)'}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof SecretsKeyError ? error.message : error);
  process.exit(1);
});
