import path from 'node:path';
import { z } from 'zod';
import { fileEnvShape, requireWholeS3, toFileConfig, type FileConfig } from './file-config';
import {
  notificationEnvShape,
  requireNotificationPairs,
  toInboundEmailConfig,
  toNotificationConfig,
  type InboundEmailConfig,
  type NotificationConfig,
} from './notification-config';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import type { VisitorLimitsConfig } from './visitor-limits-config';
import type { GatewayTiming } from './realtime-config';
import type { SocketLimitsConfig } from './realtime-config';
import { parseSecretsKey, SecretsKeyError } from '../common/secrets-crypto';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** A visitor limit: a whole number, 0 turning it off. */
const visitorLimit = (fallback: number) => z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(fallback);
const MB = 1024 * 1024;

/** SECRETS_KEY / SECRETS_KEY_PREVIOUS: keys of secrets at rest, several separated by commas or spaces. */
const secretsKeys = z
  .string()
  .optional()
  .transform((v, ctx) => {
    try {
      return (v ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(parseSecretsKey);
    } catch (err) {
      if (!(err instanceof SecretsKeyError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message });
      return z.NEVER;
    }
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    /**
     * Connections each node opens to DATABASE_URL at most (requests and the job queue share them):
     * the nodes' sum must stay under the server's max_connections (100 by default), or the last to
     * connect is refused.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    /** The Facebook Graph API (page messaging): replies, profiles, attachments. Tests point it at a local fake. */
    FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
    /** The messaging provider's API (sanuker platforms): where a new platform's replies are posted. */
    PROVIDER_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.sanuker.com/v1'),
    /**
     * Fetches of URLs from outside (platform attachments, pictures: common/safe-fetch.ts) may reach
     * loopback and private addresses: only for test rigs whose fakes listen on 127.0.0.1. Off by default.
     */
    ALLOW_PRIVATE_FETCH: z
      .enum(['0', '1', 'true', 'false', ''])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    SMTP_FROM: z.string().default('Parley <no-reply@parley.local>'),
    ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@parley.local'),
    // Empty is unset (docker compose passes `${ADMIN_PASSWORD:-}` as ''): the first start generates one.
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine((v) => v === undefined || (v.length >= 8 && v.length <= 64), {
        message: 'must be 8 to 64 characters',
      }),
    WORKSPACE_NAME: z.string().trim().min(1).max(100).default('My workspace'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().default('production'),
    /** Where the built console and widget live; tests point it elsewhere or leave it unset. */
    STATIC_DIR: z.string().optional(),
    // Unset: no /metrics. Set: Prometheus scrapes it with `Authorization: Bearer <token>`.
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
    /**
     * How often each node asks the durable job queue for work it was not told of (seconds; pg-boss's
     * minimum is 0.5): a snooze wakes within this, a retry comes up to this late. A job sent on a node
     * starts there at once; each poll is a statement per queue, which an idle node ran 8 times a second at 1.
     */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(5),
    /**
     * Outgoing webhooks (modules/webhook): the first retry's delay after a failed delivery, doubled
     * each failure up to 720 times it (10 s to 2 h by default, about 23 h over 20 failures), and how
     * many consecutive failures disable a subscription. Tests shorten the first.
     */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
    WEBHOOK_FAILURE_LIMIT: z.coerce.number().int().min(1).max(1000).default(20),
    /** off: this node queues jobs but runs none (a node that only serves, beside nodes that work). */
    JOB_WORKERS: z.enum(['on', 'off']).default('on'),
    /** Proxies whose X-Forwarded-For is believed (doors/http/client-address.ts); unset: none, the socket's peer is the client. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        try {
          return parseTrustProxy(v);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
          return z.NEVER;
        }
      }),
    /** Visitor limits (README, Limits): per client address, and per API key (sessions) or workspace (the rest). */
    VISITOR_SESSIONS_PER_HOUR: visitorLimit(100),
    VISITOR_SESSIONS_PER_HOUR_PER_KEY: visitorLimit(10_000),
    VISITOR_CONVERSATIONS_PER_HOUR: visitorLimit(60),
    VISITOR_CONVERSATIONS_PER_HOUR_PER_WORKSPACE: visitorLimit(5_000),
    VISITOR_MESSAGES_PER_MINUTE: visitorLimit(120),
    VISITOR_MESSAGES_PER_MINUTE_PER_WORKSPACE: visitorLimit(6_000),
    VISITOR_UPLOAD_BYTES_PER_DAY: visitorLimit(100 * MB),
    VISITOR_UPLOAD_BYTES_PER_DAY_PER_WORKSPACE: visitorLimit(10 * 1024 * MB),
    /** Multiplies the sign-in, reset and invitation limits (auth/rate-limits.ts): for a suite that signs in from one address all day. */
    AUTH_LIMITS_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    /** GraphQL work per client address per minute, in cost points (README, GraphQL limits); 0 turns it off. */
    GRAPHQL_COST_PER_MINUTE: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(60_000),
    /** /websocket/connect liveness (doors/realtime/liveness.ts GatewayTiming): spec §9 ping interval 20 s, idle timer 10 s. */
    REALTIME_PING_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(20_000),
    REALTIME_IDLE_TIMER_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
    /** Sockets and subscriptions open at once (README, Limits; doors/realtime/socket-limits.ts): visitors, then agents and API tokens. */
    VISITOR_SUBSCRIPTIONS_PER_SOCKET: visitorLimit(10),
    VISITOR_SOCKETS_PER_SESSION: visitorLimit(5),
    VISITOR_SOCKETS_PER_ADDRESS: visitorLimit(20),
    AGENT_SUBSCRIPTIONS_PER_SOCKET: visitorLimit(100),
    AGENT_SOCKETS_PER_SESSION: visitorLimit(20),
    AGENT_SOCKETS_PER_ADDRESS: visitorLimit(0),
    /** Seals secrets at rest (db/secrets-key.ts); unset: a key generated into DATA_DIR/secrets.key. */
    SECRETS_KEY: secretsKeys.refine((keys) => keys.length <= 1, { message: 'one key (earlier ones go in SECRETS_KEY_PREVIOUS)' }),
    /** Earlier keys, still opening what they sealed until `npm run secrets:rotate` reseals it. */
    SECRETS_KEY_PREVIOUS: secretsKeys,
    ...fileEnvShape,
    ...notificationEnvShape,
  })
  .superRefine(requireWholeS3)
  .superRefine(requireNotificationPairs);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections this node opens to DATABASE_URL at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  redisUrl?: string;
  publicUrl?: string;
  /** Base of the Facebook Graph API, no trailing slash (FACEBOOK_GRAPH_URL). */
  facebookGraphUrl: string;
  /** Base of the messaging provider's API, no trailing slash (PROVIDER_API_URL). */
  providerApiUrl: string;
  /** ALLOW_PRIVATE_FETCH: outside URLs may name loopback and private addresses (test rigs only). */
  allowPrivateFetch: boolean;
  smtpUrl?: string;
  smtpFrom: string;
  adminEmail: string;
  adminPassword?: string;
  workspaceName: string;
  logLevel: string;
  /** Bearer token of GET /metrics (METRICS_TOKEN); null: no /metrics. */
  metricsToken: string | null;
  staticRoot: string;
  /** Test-only: build the schema with synchronize instead of migrations is never allowed; this only shortens PGlite. */
  nodeEnv: string;
  /** How often snoozed conversations whose time has come are woken (jobs/snooze-wake.job.ts). */
  jobsPollSeconds: number;
  /** Outgoing webhook retries: the first delay (doubling to 720 times it) and the failures that disable a subscription. */
  webhooks: { retryBaseMs: number; failureLimit: number };
  /** Whether this node runs durable jobs (JOB_WORKERS). */
  jobWorkers: boolean;
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** What widget visitors may create, per address and per key/workspace (auth/visitor-limits.ts). */
  visitorLimits: VisitorLimitsConfig;
  /** Cost points of GraphQL operations each client address may spend a minute (doors/http/graphql-throttle.ts); 0: no throttle. */
  graphqlCostPerMinute: number;
  /** Multiplier of the sign-in, reset and invitation limits (AUTH_LIMITS_SCALE). */
  authLimitsScale: number;
  /** Message files: size limit, accepted types, and where they are stored (disk or S3). */
  files: FileConfig;
  /** When /websocket/connect sockets count as dead (doors/realtime/liveness.ts GatewayTiming). */
  realtime: GatewayTiming;
  /** Sockets per session and address, subscriptions per socket, for visitors and for the rest (doors/realtime/socket-limits.ts). */
  socketLimits: SocketLimitsConfig;
  /** Keys of secrets at rest: `key` seals (unset: DATA_DIR/secrets.key), `previous` still open. */
  secrets: { key?: Buffer; previous: Buffer[] };
  /** Web Push keys, the agents' email batching window, the visitors' reply-email delay. */
  notifications: NotificationConfig;
  /** The inbound SMTP listener for visitors' email replies; undefined: off. */
  inboundEmail?: InboundEmailConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Where the person ran the command: npm runs a workspace's script (db:migrate, seed) in that
 * workspace's folder, but a relative DATA_DIR means the folder they typed it in (npm's INIT_CWD).
 */
function launchDirectory(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD || process.cwd();
}

/** The one place that reads process.env: fails fast, naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(launchDirectory(env), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
    providerApiUrl: e.PROVIDER_API_URL.replace(/\/+$/, ''),
    allowPrivateFetch: e.ALLOW_PRIVATE_FETCH,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    workspaceName: e.WORKSPACE_NAME,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    staticRoot: path.resolve(e.STATIC_DIR ?? path.join(__dirname, '..', '..', '..')),
    nodeEnv: e.NODE_ENV,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    jobWorkers: e.JOB_WORKERS === 'on',
    webhooks: { retryBaseMs: e.WEBHOOK_RETRY_BASE_MS, failureLimit: e.WEBHOOK_FAILURE_LIMIT },
    trustProxy: e.TRUST_PROXY,
    visitorLimits: {
      sessions: { perAddress: e.VISITOR_SESSIONS_PER_HOUR, perKey: e.VISITOR_SESSIONS_PER_HOUR_PER_KEY, seconds: 3600 },
      conversations: { perAddress: e.VISITOR_CONVERSATIONS_PER_HOUR, perKey: e.VISITOR_CONVERSATIONS_PER_HOUR_PER_WORKSPACE, seconds: 3600 },
      messages: { perAddress: e.VISITOR_MESSAGES_PER_MINUTE, perKey: e.VISITOR_MESSAGES_PER_MINUTE_PER_WORKSPACE, seconds: 60 },
      uploadBytes: { perAddress: e.VISITOR_UPLOAD_BYTES_PER_DAY, perKey: e.VISITOR_UPLOAD_BYTES_PER_DAY_PER_WORKSPACE, seconds: 24 * 3600 },
    },
    graphqlCostPerMinute: e.GRAPHQL_COST_PER_MINUTE,
    authLimitsScale: e.AUTH_LIMITS_SCALE,
    files: toFileConfig(e),
    realtime: { pingIntervalMs: e.REALTIME_PING_INTERVAL_MS, idleTimerMs: e.REALTIME_IDLE_TIMER_MS },
    socketLimits: {
      visitor: {
        subscriptionsPerSocket: e.VISITOR_SUBSCRIPTIONS_PER_SOCKET,
        socketsPerSession: e.VISITOR_SOCKETS_PER_SESSION,
        socketsPerAddress: e.VISITOR_SOCKETS_PER_ADDRESS,
      },
      member: {
        subscriptionsPerSocket: e.AGENT_SUBSCRIPTIONS_PER_SOCKET,
        socketsPerSession: e.AGENT_SOCKETS_PER_SESSION,
        socketsPerAddress: e.AGENT_SOCKETS_PER_ADDRESS,
      },
    },
    secrets: { key: e.SECRETS_KEY[0], previous: e.SECRETS_KEY_PREVIOUS },
    notifications: toNotificationConfig(e, e.ADMIN_EMAIL),
    inboundEmail: toInboundEmailConfig(e),
  };
}
