import { parse } from 'graphql';
import { documentCache } from '../document-cache';

describe('the GraphQL document cache (Apollo document store)', () => {
  it('keeps at most its bound, dropping the least recently used first', async () => {
    const cache = documentCache(3);
    for (const k of ['a', 'b', 'c']) await cache.set(k, parse(`{ ${k} }`));
    await cache.get('a');
    await cache.set('d', parse('{ d }'));
    expect(cache.keys()).toHaveLength(3);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('d')).toBeDefined();
    expect(await cache.delete('a')).toBe(true);
    expect(cache.keys()).toHaveLength(2);
  });

  it('stays at its bound under a stream of distinct operations', async () => {
    const cache = documentCache(100);
    for (let i = 0; i < 5000; i++) await cache.set(`op${i}`, parse(`{ f${i} }`));
    expect(cache.keys()).toHaveLength(100);
    expect(await cache.get('op4999')).toBeDefined();
    expect(await cache.get('op0')).toBeUndefined();
  });
});
