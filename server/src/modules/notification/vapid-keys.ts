import path from 'node:path';
import webpush from 'web-push';
import type { Logger } from '../../common/logger';
import { readIfExists, writeOnce } from '../../common/write-once';
import type { AppConfig } from '../../config/env';

export const VAPID_KEYS_FILE = 'vapid.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export class VapidKeysError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VapidKeysError';
  }
}

export const vapidKeysPath = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, VAPID_KEYS_FILE);

/** Unpadded base64url of this many bytes: a P-256 public point is 65, its private scalar 32. */
function isKey(value: unknown, bytes: number): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

function readKeysFile(file: string): VapidKeys | null {
  const text = readIfExists(file);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new VapidKeysError(`${file}: not JSON. Delete it to generate a new pair (every browser then subscribes again), or restore it from a backup.`);
  }
  const { publicKey, privateKey } = (parsed ?? {}) as Record<string, unknown>;
  if (!isKey(publicKey, 65) || !isKey(privateKey, 32)) {
    throw new VapidKeysError(`${file}: publicKey must be a 65-byte and privateKey a 32-byte unpadded base64url key, as web-push generates them.`);
  }
  return { publicKey, privateKey };
}

/**
 * The pair that signs Web Push: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else DATA_DIR/vapid.json,
 * generated there on first use (0600, written once). Browsers subscribe to the public key, so a new
 * pair silently orphans every subscription: the file is never replaced, and with DATABASE_URL the
 * warning says every node needs the same pair.
 */
export function loadVapidKeys(config: Pick<AppConfig, 'dataDir' | 'notifications' | 'databaseUrl'>, logger?: Logger): VapidKeys {
  if (config.notifications.vapid) return config.notifications.vapid;
  const file = vapidKeysPath(config);
  const existing = readKeysFile(file);
  if (existing) return existing;
  const keys = webpush.generateVAPIDKeys();
  // Another process of this DATA_DIR wrote it first: that pair it is.
  if (!writeOnce(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`)) return readKeysFile(file)!;
  const detail = { file, publicKey: keys.publicKey };
  if (config.databaseUrl) {
    logger?.warn(
      detail,
      'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset: generated a Web Push key pair into DATA_DIR for this node only. Every node of this database needs the same pair: set both variables on all of them from this file, or pushes signed by another node are refused.',
    );
  } else {
    logger?.info(
      detail,
      'generated the Web Push key pair (DATA_DIR/vapid.json): keep it with your backups, browsers subscribed to it stop receiving pushes without it',
    );
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
