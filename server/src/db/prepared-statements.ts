import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * SQL that starts with this marker runs as a named prepared statement of its connection: PostgreSQL
 * parses and plans it once per connection instead of on every call. Only the hot path's fixed
 * statements carry it (a send: the session, the conversation's row lock, the message, the read
 * position, the change cursor); they were about a third of PostgreSQL's CPU per message
 * (docs/perf/messaging.md). Dynamic SQL must not carry it: each distinct text stays prepared on
 * its connection for the connection's life.
 * A PostgreSQL server's pool only (app/data-source.ts); on PGlite the marker is an ordinary comment.
 */
export const PREPARED = '/* prepared */ ';

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** The pool's client (pg `Pool` option `Client`): marked statements go out named. */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // pg's query has many overloads; anything but a marked text with values passes through untouched.
    (this as { query: unknown }).query = (...args: unknown[]): unknown => {
      const [text, values, ...rest] = args;
      if (typeof text === 'string' && text.startsWith(PREPARED) && Array.isArray(values)) {
        return query({ name: nameOf(text), text, values }, ...rest);
      }
      return query(...args);
    };
  }
}
