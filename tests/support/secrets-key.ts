/**
 * The secrets key of every test server and node (SECRETS_KEY): servers copy one migrated, seeded
 * template database, and nodes of one database must share its key (db/secrets-key.ts).
 */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 0x5e).toString('base64');
