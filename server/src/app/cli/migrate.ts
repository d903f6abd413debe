// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR when it is unset, then exits. The server does the same on every start; this is for
// deployments that migrate as a step of their own before starting nodes.
import { createLogger } from '../../common/logger';
import { ConfigError, loadConfig } from '../../config/env';
import { openDatabase } from '../data-source';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  try {
    const applied: { name: string }[] = await database.dataSource.query('SELECT name FROM migrations ORDER BY id');
    console.log(`Database (${database.kind}) is migrated: ${applied.length} migrations applied, the latest ${applied.at(-1)?.name ?? 'none'}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
