// Runs fuzz cases against a server: every REST operation of its /api/openapi.json and every Query
// and Mutation field of schema/schema.graphql, in rounds (each round visits every operation), as
// the four principals, and counts what came back.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { graphqlOperations, graphqlRequestArb, loadSchema, type GraphqlRequest } from './graphql';
import { HARMLESS_TARGETS, SIGNED_OUT_ONLY, type FuzzWorld, type Principal } from './principals';
import { restOperations, restRequestArb, type RestRequest } from './rest';
import type { Credentials } from '../support/http';

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql');

export interface FuzzFailure {
  door: 'rest' | 'graphql';
  operation: string;
  principal: string;
  kind: string;
  status: number;
  request: string;
  answer: string;
}

export interface FuzzTotals {
  seed: number;
  cases: { rest: number; graphql: number };
  operations: { rest: number; graphql: number };
  statuses: Record<string, number>;
  /** Answers of 500 (or more), and GraphQL errors with code INTERNAL_SERVER_ERROR. */
  failures: FuzzFailure[];
  /** Requests that got no answer at all (connection reset, socket hang up). */
  crashes: FuzzFailure[];
  sessionsRenewed: number;
  rss: { start: number; warm: number; end: number };
  ms: number;
}

interface Case {
  door: 'rest' | 'graphql';
  operation: string;
  principal: Principal;
  rest?: RestRequest;
  graphql?: GraphqlRequest;
}

export interface FuzzOptions {
  url: string;
  world: FuzzWorld;
  seed: number;
  /** Cases in all (at least one per operation). */
  runs: number;
  /** The server's resident memory in bytes (its own process, or this one when it runs in-process). */
  rss: () => number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Called after each round (every operation visited once more). */
  onRound?: (done: number, totals: FuzzTotals) => void;
}

function authHeaders(creds: Credentials | undefined): Record<string, string> {
  return creds?.token ? { authorization: `Bearer ${creds.token}` } : {};
}

/** A client address per case (the server runs with TRUST_PROXY), so per-address limits rarely end a run early. */
function address(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Node's default --max-http-header-size. */
const MAX_HEADER_BYTES = 16 * 1024;

async function alive(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

function describe(c: Case): string {
  if (c.rest) {
    const body =
      c.rest.body === undefined ? '' : `\n${c.rest.body.length > 2000 ? `${c.rest.body.slice(0, 2000)}… (${c.rest.body.length} chars)` : c.rest.body}`;
    return `${c.rest.method} ${c.rest.url.slice(0, 2000)}\n${JSON.stringify(c.rest.headers)}${body}`;
  }
  const b = c.graphql!.body;
  return `POST /graphql (${c.graphql!.contentType})\n${b.length > 2000 ? `${b.slice(0, 2000)}… (${b.length} chars)` : b}`;
}

/** Builds one round's cases: `perOperation` for every operation, from the seed, the operation and the round. */
function buildRound(world: FuzzWorld, sdl: string, openapi: unknown, seed: number, round: number, perOperation: number): Case[] {
  const cases: Case[] = [];
  const signedIn = world.principals.filter((p) => p.creds);
  const anonymous = world.principals.filter((p) => !p.creds);
  const principalArb = (operation: string) => fc.constantFrom(...(SIGNED_OUT_ONLY.has(operation) ? anonymous : [...signedIn, ...anonymous]));
  const poolFor = (operation: string) => (HARMLESS_TARGETS.has(operation) ? world.harmlessPool : world.pool);
  const rest = restOperations(openapi);
  rest.forEach((op, i) => {
    const operation = `${op.method.toUpperCase()} ${op.path}`;
    const arb = fc.tuple(principalArb(operation), restRequestArb(op, poolFor(operation)));
    for (const [principal, request] of fc.sample(arb, { seed: seed + i * 7919 + round * 104_729, numRuns: perOperation })) {
      cases.push({ door: 'rest', operation, principal, rest: request });
    }
  });
  graphqlOperations(loadSchema(sdl)).forEach((op, i) => {
    const operation = `${op.kind} ${op.field.name}`;
    const arb = fc.tuple(principalArb(operation), graphqlRequestArb(op, poolFor(operation)));
    for (const [principal, request] of fc.sample(arb, { seed: seed + 1_000_003 + i * 7919 + round * 104_729, numRuns: perOperation })) {
      cases.push({ door: 'graphql', operation, principal, graphql: request });
    }
  });
  return cases;
}

export function operationCounts(sdl: string, openapi: unknown): { rest: number; graphql: number } {
  return { rest: restOperations(openapi).length, graphql: graphqlOperations(loadSchema(sdl)).length };
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzTotals> {
  const { url, world, seed, rss } = options;
  const started = Date.now();
  const openapi = (await (await fetch(`${url}/api/openapi.json`)).json()) as unknown;
  const sdl = fs.readFileSync(SCHEMA_FILE, 'utf8');
  const operations = operationCounts(sdl, openapi);
  const totalOperations = operations.rest + operations.graphql;
  // Rounds of a few cases per operation: memory stays bounded, and every operation is visited early.
  const perOperation = Math.max(1, Math.min(4, Math.ceil(options.runs / totalOperations)));
  const rounds = Math.max(1, Math.ceil(options.runs / (perOperation * totalOperations)));
  const totals: FuzzTotals = {
    seed,
    cases: { rest: 0, graphql: 0 },
    operations,
    statuses: {},
    failures: [],
    crashes: [],
    sessionsRenewed: 0,
    rss: { start: rss(), warm: 0, end: 0 },
    ms: 0,
  };
  let n = 0;
  const send = async (c: Case): Promise<void> => {
    const headers = { ...authHeaders(c.principal.creds), 'x-forwarded-for': address(++n) };
    let status = 0;
    let text = '';
    try {
      const res = c.rest
        ? await fetch(`${url}${c.rest.url}`, { method: c.rest.method, headers: { ...c.rest.headers, ...headers }, body: c.rest.body })
        : await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': c.graphql!.contentType, ...headers }, body: c.graphql!.body });
      status = res.status;
      text = await res.text();
    } catch (err) {
      // Node refuses a request whose head passes its 16 KB limit with 431 and closes the socket at
      // once: a client still writing a large body may see the reset before the answer. Not a crash.
      if (c.rest && c.rest.url.length > MAX_HEADER_BYTES && (await alive(url))) {
        totals.cases[c.door]++;
        totals.statuses['431'] = (totals.statuses['431'] ?? 0) + 1;
        return;
      }
      totals.crashes.push({
        door: c.door,
        operation: c.operation,
        principal: c.principal.name,
        kind: (c.rest ?? c.graphql)!.kind,
        status: 0,
        request: describe(c),
        answer: String(err),
      });
      return;
    }
    totals.cases[c.door]++;
    totals.statuses[status] = (totals.statuses[status] ?? 0) + 1;
    const internal = c.door === 'graphql' && text.includes('"INTERNAL_SERVER_ERROR"');
    if (status >= 500 || internal) {
      totals.failures.push({
        door: c.door,
        operation: c.operation,
        principal: c.principal.name,
        kind: (c.rest ?? c.graphql)!.kind,
        status,
        request: describe(c),
        answer: text.slice(0, 2000),
      });
    }
  };
  /** A case may have ended a principal's session (it should not: see principals.ts); open it again. */
  const keepSessions = async () => {
    for (const p of options.world.principals) {
      if (!p.creds || !p.renew) continue;
      const res = await fetch(`${url}/api/me`, { headers: authHeaders(p.creds) });
      await res.text();
      if (res.status === 401) {
        p.creds = await p.renew();
        totals.sessionsRenewed++;
      }
    }
  };
  const concurrency = options.concurrency ?? 4;
  for (let round = 0; round < rounds; round++) {
    const cases = buildRound(world, sdl, openapi, seed, round, perOperation);
    // Operations interleaved, so one slow operation does not hold a whole worker.
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < cases.length) {
          const c = cases[next++]!;
          await send(c);
          if (next % 250 === 0) await keepSessions();
        }
      }),
    );
    await keepSessions();
    if (round === 0) totals.rss.warm = rss();
    options.onRound?.(round + 1, totals);
  }
  totals.rss.end = rss();
  totals.ms = Date.now() - started;
  return totals;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The totals as printed by `npm run fuzz` and on a failing test. */
export function formatTotals(label: string, t: FuzzTotals): string {
  const statuses = Object.entries(t.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, c]) => `${s}: ${c}`)
    .join(', ');
  return [
    `${label}: seed ${t.seed}, ${t.cases.rest + t.cases.graphql} cases in ${(t.ms / 1000).toFixed(0)} s`,
    `  REST: ${t.cases.rest} cases over ${t.operations.rest} operations; GraphQL: ${t.cases.graphql} cases over ${t.operations.graphql} Query and Mutation fields`,
    `  answers: ${statuses}`,
    `  500s (and GraphQL INTERNAL_SERVER_ERROR): ${t.failures.length}; crashes (no answer): ${t.crashes.length}; sessions re-opened: ${t.sessionsRenewed}`,
    `  server RSS: start ${mb(t.rss.start)}, after warm-up ${mb(t.rss.warm)}, end ${mb(t.rss.end)}`,
  ].join('\n');
}

/** The first failures, request and answer, for a report. */
export function formatFailures(t: FuzzTotals, max = 5): string {
  return [...t.failures, ...t.crashes]
    .slice(0, max)
    .map((f) => `--- ${f.operation} as ${f.principal} (${f.kind}) → ${f.status}\n${f.request}\n→ ${f.answer}`)
    .join('\n');
}
