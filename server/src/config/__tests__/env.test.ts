import path from 'node:path';
import { ConfigError, loadConfig } from '../env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.databasePoolSize).toBe(20);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATABASE_POOL_SIZE: '1', ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'short' });
      throw new Error('should have failed');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) expect(msg).toContain(name);
    }
  });

  it('treats an empty URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });
});
