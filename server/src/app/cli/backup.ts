// `npm run backup -- <archive>` and `npm run restore -- <archive> [--force]` (docs/backup.md): the
// deployment of DATABASE_URL / DATA_DIR / S3_* as the server would read them from the environment.
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/env';
import { SecretsKeyError } from '../../common/secrets-crypto';
import { existingSecretsKeyring, secretsKeyPath } from '../../db/secrets-key';
import { BackupError, createBackup, restoreBackup, type Manifest } from '../../db/backup';

const USAGE = 'usage: backup-cli backup <archive.tar.gz> [--force] | restore <archive.tar.gz> [--force]';

function describe(m: Manifest): string {
  const files = m.files.included ? `files: ${m.files.count} (${m.files.bytes} bytes)` : 'no files (they are in S3: back the bucket up on its own)';
  const keys = m.secrets?.keyIds.length ? `; its secrets are sealed with key ${m.secrets.keyIds.join(', ')}: restoring needs that key` : '';
  return `${m.database.kind} database (PostgreSQL ${m.database.serverVersion}, ${m.database.migrations} migrations, the latest ${m.database.latestMigration ?? 'none'}), ${files}${keys}`;
}

async function main(argv: string[]): Promise<void> {
  const force = argv.includes('--force');
  const [command, archive, ...rest] = argv.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || !archive || rest.length > 0) throw new BackupError(USAGE);
  const config = loadConfig();
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl, s3: Boolean(config.files.s3) };
  if (command === 'backup') {
    const manifest = await createBackup(target, archive, { force });
    console.log(`Backed up to ${path.resolve(archive)}: ${describe(manifest)}.`);
    if (manifest.secrets?.keyIds.length) {
      console.log(`The archive holds no key: keep ${config.secrets.key ? 'SECRETS_KEY' : secretsKeyPath(config)} apart from it, with your configuration.`);
    }
  } else {
    const secretKeyIds = existingSecretsKeyring(config)?.keyIds ?? [];
    const manifest = await restoreBackup(archive, { ...target, secretKeyIds }, { force });
    console.log(`Restored ${path.resolve(archive)} (made ${manifest.createdAt}): ${describe(manifest)}. Start Parley on it.`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof BackupError || error instanceof SecretsKeyError ? error.message : error);
  process.exit(1);
});
