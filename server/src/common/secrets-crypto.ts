import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (issue 47 finding 11): platform app secrets and tokens, page tokens, webhook
 * secrets and API-key secrets are stored as `enc:v1:<keyId>:<iv>:<tag>:<data>` (base64url), sealed
 * with AES-256-GCM. The key id names which key sealed a value, so a new SECRETS_KEY can decrypt
 * nothing old until the old key is given as SECRETS_KEY_PREVIOUS, and `npm run secrets:rotate`
 * reseals every value with the current one. A value is bound to its column (the additional data):
 * a ciphertext copied into another column does not open.
 */
export const ENCRYPTED_PREFIX = 'enc:';
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretsKeyError extends Error {}

/** SECRETS_KEY's text: 32 bytes as 64 hex digits or base64 (standard or URL-safe, padded or not). */
export function parseSecretsKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(t) ? Buffer.from(t, 'base64url') : null;
  if (!key || key.length !== KEY_BYTES) throw new SecretsKeyError('must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)');
  return key;
}

/** A short public name of a key (never the key): which key sealed a value. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('parley-secrets-key-id\0').update(key).digest('base64url').slice(0, 8);
}

export const isEncrypted = (value: string): boolean => value.startsWith(ENCRYPTED_PREFIX);

/** The key id of a sealed value; null for plaintext or a value of an unknown format. */
export function keyIdOfValue(value: string): string | null {
  const parts = value.split(':');
  return parts.length === 6 && parts[0] === 'enc' && parts[1] === VERSION ? parts[2]! : null;
}

export class SecretsKeyring {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  /** `current` seals; it and every `previous` key open. */
  constructor(
    private readonly current: Buffer,
    previous: Buffer[] = [],
  ) {
    for (const key of [current, ...previous]) {
      if (key.length !== KEY_BYTES) throw new SecretsKeyError('a secrets key must be 32 bytes');
      this.keys.set(keyIdOf(key), key);
    }
    this.currentKeyId = keyIdOf(current);
  }

  /** The ids of every key this ring opens, the current one first. */
  get keyIds(): string[] {
    return [...this.keys.keys()];
  }

  encrypt(plaintext: string, column: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(column, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const b = (x: Buffer) => x.toString('base64url');
    return [ENCRYPTED_PREFIX + VERSION, this.currentKeyId, b(iv), b(cipher.getAuthTag()), b(data)].join(':');
  }

  decrypt(value: string, column: string): string {
    const keyId = keyIdOfValue(value);
    if (keyId === null) throw new SecretsKeyError(`${column}: not an encrypted value of a known format`);
    const key = this.keys.get(keyId);
    if (!key) throw new SecretsKeyError(`${column}: encrypted with key ${keyId}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS`);
    const [, , , iv, tag, data] = value.split(':') as [string, string, string, string, string, string];
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(column, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretsKeyError(`${column}: the value does not open with key ${keyId} (altered, or sealed for another column)`);
    }
  }

  /** Whether a stored value should be (re)sealed: plaintext, or sealed with a key other than the current one. */
  needsSealing(value: string): boolean {
    return value !== '' && keyIdOfValue(value) !== this.currentKeyId;
  }
}

export const generateSecretsKey = (): Buffer => randomBytes(KEY_BYTES);
