import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/env';
import { createLogger } from './common/logger';
import { startParley } from './app/parley';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const parley = await startParley(config, {
    logger,
    onSeed: (seed) => {
      const lines = [
        '',
        '  Parley: first start. Created the workspace and its owner.',
        `    workspace: ${seed.workspace?.name}`,
        `    sign in:   ${seed.adminEmail}`,
        seed.generatedPassword ? `    password:  ${seed.generatedPassword}   (generated; shown only this once)` : '    password:  the ADMIN_PASSWORD you set',
        '',
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    },
  });
  process.stdout.write(`  Parley is running: ${config.publicUrl ?? `http://localhost:${parley.port}`}/\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await parley.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
