import type { DocumentStore } from '@apollo/server';
import type { DocumentNode } from 'graphql';

/**
 * Apollo's store of parsed and validated operations, bounded by a count. Apollo's default is bounded
 * by each document's JSON size, which leaves out the token list the parser keeps beside the AST (about
 * ten times as much), so a stream of distinct operations (the fuzz tests: 13,000 of them) grew the
 * heap by ~50 MB and the process by hundreds. The console and the widget send ~120 documents, all of
 * which stay; anything past the bound is parsed again, the least recently used first to go.
 */
export class DocumentCache implements DocumentStore {
  private readonly docs = new Map<string, DocumentNode>();

  constructor(readonly max = 1000) {}

  get size(): number {
    return this.docs.size;
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    const doc = this.docs.get(key);
    if (doc) {
      // Most recently used last: a Map iterates in insertion order.
      this.docs.delete(key);
      this.docs.set(key, doc);
    }
    return doc;
  }

  async set(key: string, value: DocumentNode): Promise<void> {
    this.docs.delete(key);
    this.docs.set(key, value);
    while (this.docs.size > this.max) this.docs.delete(this.docs.keys().next().value!);
  }

  async delete(key: string): Promise<boolean> {
    return this.docs.delete(key);
  }
}
