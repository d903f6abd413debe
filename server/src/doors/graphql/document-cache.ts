import type { DocumentStore } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode } from 'graphql';

/**
 * Apollo's store of parsed and validated operations, bounded by a count. Apollo's default is bounded
 * by each document's JSON size, which leaves out the token list the parser keeps beside the AST (about
 * ten times as much), so a stream of distinct operations (the fuzz tests: 13,000 of them) grew the
 * heap by ~50 MB and the process by hundreds. The console and the widget send ~120 documents, all of
 * which stay; anything past the bound is parsed again, the least recently used first to go.
 */
export function documentCache(max = 1000): DocumentStore & { keys(): string[] } {
  return new InMemoryLRUCache<DocumentNode>({ max });
}
