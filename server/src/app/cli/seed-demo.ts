// `npm run seed:demo [-- --size small|medium|large|<conversations>] [--days <n>]`: fills the first
// workspace of the configured database (DATA_DIR or DATABASE_URL, as `npm start` reads them) with
// demo data, spread over the last 30 days (--days 1: all today) so the report page has a month to show.
// With REDIS_URL set, running nodes show the new conversations live. The embedded database can
// be open in one process only: stop Parley first when it runs on PGlite.
import 'reflect-metadata';
import { RateLimits } from '../../auth/rate-limits';
import { createLogger } from '../../common/logger';
import { ConfigError, loadConfig } from '../../config/env';
import { openDatabase } from '../data-source';
import { startServices } from '../services';
import { Workspace } from '../../modules/workspace/workspace.entity';
import { MemoryEventBus, type EventBus } from '../../core/events/event-bus';
import { RedisEventBus } from '../../core/events/redis-event-bus';
import { seedDemo } from '../seed/demo';

const SIZES: Record<string, number> = { small: 30, medium: 300, large: 3000 };
const DEMO_PASSWORD = 'Demo-pass-1';

function sizeFromArgs(argv: string[]): number {
  const at = argv.findIndex((a) => a === '--size' || a.startsWith('--size='));
  if (at < 0) return SIZES.small!;
  const value = argv[at]!.includes('=') ? argv[at]!.split('=')[1]! : argv[at + 1];
  const n = value && (SIZES[value] ?? Number(value));
  if (!n || !Number.isInteger(n) || n < 1 || n > 100_000) {
    throw new ConfigError([`--size must be small, medium, large or a number of conversations from 1 to 100000 (got ${value ?? 'nothing'})`]);
  }
  return n;
}

function daysFromArgs(argv: string[]): number {
  const at = argv.findIndex((a) => a === '--days' || a.startsWith('--days='));
  if (at < 0) return 30;
  const value = argv[at]!.includes('=') ? argv[at]!.split('=')[1]! : argv[at + 1];
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 365) throw new ConfigError([`--days must be a number of days from 1 to 365 (got ${value ?? 'nothing'})`]);
  return n;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const size = sizeFromArgs(process.argv.slice(2));
  const days = daysFromArgs(process.argv.slice(2));
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const database = await openDatabase(config, logger);
  const bus: EventBus = config.redisUrl ? await RedisEventBus.connect(config.redisUrl, logger) : new MemoryEventBus();
  const rateLimits = new RateLimits(undefined, config.visitorLimits);
  const { services, jobs } = await startServices({ config, dataSource: database.dataSource, bus, logger, rateLimits });
  try {
    const seed = await services.workspace.seedIfEmpty();
    if (seed.seeded) {
      console.log(
        `Created the workspace and its owner: ${seed.adminEmail}${seed.generatedPassword ? ` / ${seed.generatedPassword} (generated; shown only this once)` : ''}`,
      );
    }
    const [workspace] = await database.dataSource.getRepository(Workspace).find({ order: { createdAt: 'ASC' }, take: 1 });
    if (!workspace) throw new Error('no workspace');
    const started = Date.now();
    const result = await seedDemo(services, database.dataSource, {
      workspaceId: workspace.id,
      conversations: size,
      agentPassword: DEMO_PASSWORD,
      days,
      progress: (done) => process.stdout.write(`\r  ${done}/${size} conversations`),
    });
    console.log(
      `\nDemo data in "${workspace.name}": ${result.conversations} conversations, ${result.messages} messages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(`Demo agents (password ${DEMO_PASSWORD}): ${result.agents.map((a) => `${a.displayName} <${a.email}>`).join(', ')}`);
  } finally {
    await jobs.stop();
    await bus.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
