import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadConfig } from '../../../config/env';
import { loadVapidKeys, VapidKeysError } from '../vapid-keys';

describe('loadVapidKeys', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-vapid-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('generates DATA_DIR/vapid.json (0600, its directory made) once, and reads the same pair back', () => {
    const dataDir = path.join(root, 'data', 'nested');
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = loadVapidKeys(config);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dataDir, 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first);
    expect(loadVapidKeys(loadConfig({ DATA_DIR: dataDir }))).toEqual(first);
    // No draft left beside it.
    expect(fs.readdirSync(dataDir)).toEqual(['vapid.json']);
  });

  it('uses VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, and writes nothing', () => {
    const env = webpush.generateVAPIDKeys();
    const config = loadConfig({ DATA_DIR: root, VAPID_PUBLIC_KEY: env.publicKey, VAPID_PRIVATE_KEY: env.privateKey });
    expect(loadVapidKeys(config)).toEqual({ publicKey: env.publicKey, privateKey: env.privateKey });
    expect(fs.existsSync(path.join(root, 'vapid.json'))).toBe(false);
  });

  it('refuses a vapid.json that is not a pair, naming the file, and leaves it as it is', () => {
    const file = path.join(root, 'vapid.json');
    const config = loadConfig({ DATA_DIR: root });
    fs.writeFileSync(file, '{"publicKey": "short", "privateKey": "short"}');
    expect(() => loadVapidKeys(config)).toThrow(VapidKeysError);
    expect(() => loadVapidKeys(config)).toThrow(file);
    fs.writeFileSync(file, 'not json');
    expect(() => loadVapidKeys(config)).toThrow(/not JSON/);
    expect(fs.readFileSync(file, 'utf8')).toBe('not json');
  });
});
