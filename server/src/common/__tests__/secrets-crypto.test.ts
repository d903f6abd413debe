import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../config/env';
import { existingSecretsKeyring, loadSecretsKeyring, assertSecretsOpen } from '../../db/secrets-key';
import { createLogger } from '../logger';
import { keyIdOf, keyIdOfValue, parseSecretsKey, SecretsKeyError, SecretsKeyring } from '../secrets-crypto';

const COLUMN = 'api_key.secret';

describe('secrets at rest (AES-256-GCM, issue 47 finding 11)', () => {
  const keyA = randomBytes(32);
  const keyB = randomBytes(32);

  it('seals to a versioned, key-named value and opens it again', () => {
    const ring = new SecretsKeyring(keyA);
    const sealed = ring.encrypt('page-token-ü-42', COLUMN);
    expect(sealed).toMatch(/^enc:v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('page-token');
    expect(keyIdOfValue(sealed)).toBe(keyIdOf(keyA));
    expect(ring.encrypt('page-token-ü-42', COLUMN)).not.toBe(sealed);
    expect(ring.decrypt(sealed, COLUMN)).toBe('page-token-ü-42');
  });

  it('refuses another key, an altered value and a value moved to another column', () => {
    const sealed = new SecretsKeyring(keyA).encrypt('app-secret', COLUMN);
    expect(() => new SecretsKeyring(keyB).decrypt(sealed, COLUMN)).toThrow(SecretsKeyError);
    expect(() => new SecretsKeyring(keyB).decrypt(sealed, COLUMN)).toThrow(/neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS/);
    const parts = sealed.split(':');
    parts[5] = Buffer.from('forged').toString('base64url');
    expect(() => new SecretsKeyring(keyA).decrypt(parts.join(':'), COLUMN)).toThrow(/does not open/);
    expect(() => new SecretsKeyring(keyA).decrypt(sealed, 'external_platform.app_secret')).toThrow(/does not open/);
    expect(() => new SecretsKeyring(keyA).decrypt('enc:v2:x', COLUMN)).toThrow(/known format/);
  });

  it('rotates: the previous key still opens, and resealing uses the new one', () => {
    const old = new SecretsKeyring(keyA).encrypt('verify-me', COLUMN);
    const rotated = new SecretsKeyring(keyB, [keyA]);
    expect(rotated.decrypt(old, COLUMN)).toBe('verify-me');
    expect(rotated.needsSealing(old)).toBe(true);
    expect(rotated.needsSealing('plaintext')).toBe(true);
    expect(rotated.needsSealing('')).toBe(false);
    const resealed = rotated.encrypt(rotated.decrypt(old, COLUMN), COLUMN);
    expect(keyIdOfValue(resealed)).toBe(keyIdOf(keyB));
    expect(rotated.needsSealing(resealed)).toBe(false);
    expect(new SecretsKeyring(keyB).decrypt(resealed, COLUMN)).toBe('verify-me');
    expect(() => new SecretsKeyring(keyA).decrypt(resealed, COLUMN)).toThrow(SecretsKeyError);
    expect(() => assertSecretsOpen(new SecretsKeyring(keyB), [keyIdOf(keyA)])).toThrow(/does not have/);
    expect(() => assertSecretsOpen(rotated, [keyIdOf(keyA), keyIdOf(keyB)])).not.toThrow();
  });

  it('reads SECRETS_KEY as hex or base64 of 32 bytes, and refuses anything else', () => {
    expect(parseSecretsKey(keyA.toString('hex')).equals(keyA)).toBe(true);
    expect(parseSecretsKey(keyA.toString('base64')).equals(keyA)).toBe(true);
    expect(parseSecretsKey(keyA.toString('base64url')).equals(keyA)).toBe(true);
    const config = loadConfig({ SECRETS_KEY: keyA.toString('base64'), SECRETS_KEY_PREVIOUS: `${keyB.toString('hex')}, ${keyA.toString('hex')}` });
    expect(config.secrets.key?.equals(keyA)).toBe(true);
    expect(config.secrets.previous.map((k) => k.toString('hex'))).toEqual([keyB.toString('hex'), keyA.toString('hex')]);
    expect(loadConfig({ SECRETS_KEY: '' }).secrets).toEqual({ key: undefined, previous: [] });
    for (const bad of ['secret', randomBytes(16).toString('hex'), `${keyA.toString('hex')},${keyB.toString('hex')}`]) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ SECRETS_KEY_PREVIOUS: 'nope' })).toThrow(/SECRETS_KEY_PREVIOUS/);
  });

  it('generates DATA_DIR/secrets.key (0600) once without SECRETS_KEY, and keeps it as a previous key once SECRETS_KEY is set', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-secrets-'));
    try {
      const logger = createLogger('silent');
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(existingSecretsKeyring(config)).toBeNull();
      const first = loadSecretsKeyring(config, logger);
      const file = path.join(dataDir, 'secrets.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadSecretsKeyring(config, logger).currentKeyId).toBe(first.currentKeyId);
      const withKey = loadSecretsKeyring(loadConfig({ DATA_DIR: dataDir, SECRETS_KEY: keyB.toString('hex') }), logger);
      expect(withKey.keyIds).toEqual([keyIdOf(keyB), first.currentKeyId]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
