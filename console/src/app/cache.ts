import { InMemoryCache } from '@apollo/client';

/**
 * The console's normalized cache. Result caching is off: with it, every field the console ever read
 * left a dependency set behind (optimism keeps one per entity field until that field is written
 * again), so scrolling through 10,000 inbox cards kept about 400,000 sets — 165–230 MB of the
 * page's heap, and a frame of 160–170 ms (a major garbage collection) in the middle of a scroll.
 * Without it a read walks the normalized data again (a card is ~40 fields); Apollo's watches and
 * queries already compare results by value before they call back (useCard does the same), so
 * nothing renders more.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ resultCaching: false });
}
