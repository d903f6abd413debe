import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  Kind,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { AppError, msg } from '../../common/errors';
import { operationPageRows } from './page-rows';

/**
 * The most one GraphQL operation may ask for, checked before it runs at every door (HTTP /graphql
 * and graphql-ws); README, "GraphQL limits". The console's and widget's largest operation (the
 * widget's UpdatesSince) has 92 tokens, depth 5, no alias, one root field and costs about 250
 * (counting a page of 100): the limits leave it several times that room; __tests__/limits.test.ts
 * checks every document of both clients.
 */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens in the whole document: the parser stops there, so a huge body costs little. */
  tokens: 1000,
  /**
   * Levels of nested fields (fragments flattened). The schema has no cycles (depth 5 at most), so
   * only introspection can go deeper; 15 is what the standard introspection query needs.
   */
  depth: 15,
  /** Aliased fields: the way to ask for one field many times (5,000 aliases once took 16 s). */
  aliases: 20,
  /** Fields directly under query, mutation or subscription (aliases and fragments included). */
  rootFields: 10,
  directives: 10,
  /**
   * graphql-armor's estimate of the selection (a scalar 1, an object 2, each level deeper x1.5;
   * introspection, served from memory, is free) plus the rows its paged fields may return: their
   * `size`, else its default, else 100 (page-rows.ts). The services cap each page (50 to 500 rows).
   */
  cost: 1000,
} as const;

export type GraphqlLimit = keyof typeof GRAPHQL_LIMITS;

/** graphql-js stops parsing past this many tokens ("Document contains more than 1000 tokens"). */
export const GRAPHQL_PARSE_OPTIONS: ParseOptions = { maxTokens: GRAPHQL_LIMITS.tokens };

export interface OperationMeasures {
  aliases: number;
  rootFields: number;
  depth: number;
  directives: number;
  cost: number;
}

const WORDING = {
  aliases: 'request.queryAliases',
  rootFields: 'request.queryRootFields',
  depth: 'request.queryDepth',
  directives: 'request.queryDirectives',
  cost: 'request.queryCost',
} as const satisfies Record<Exclude<GraphqlLimit, 'tokens'>, string>;

/** The order limits are judged in: the cheapest to explain first. */
const JUDGED: (keyof OperationMeasures)[] = ['aliases', 'rootFields', 'depth', 'directives', 'cost'];

/** Fields of a root selection set, through inline fragments and fragment spreads (each fragment once). */
function countRootFields(set: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): number {
  let n = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) n += 1;
    else if (s.kind === Kind.INLINE_FRAGMENT) n += countRootFields(s.selectionSet, document, seen);
    else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) n += countRootFields(fragment.selectionSet, document, seen);
    }
  }
  return n;
}

/**
 * Measures every operation of a parsed document (in document order). graphql-armor's rules do the
 * counting with no limit of their own; the judging and its wording are ours.
 */
export function measureOperations(schema: GraphQLSchema, document: DocumentNode, variables?: Readonly<Record<string, unknown>> | null): OperationMeasures[] {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const found: Record<Exclude<keyof OperationMeasures, 'rootFields'>, number[]> = { aliases: [], depth: [], directives: [], cost: [] };
  // Each rule reports once per operation, in document order, through onAccept (never rejecting: n is unbounded).
  const record = (key: keyof typeof found) => [(_ctx: unknown, details: { n: number }) => found[key].push(details.n)];
  const rules: ValidationRule[] = [
    maxAliasesRule({ n: Infinity, onAccept: record('aliases') }),
    maxDepthRule({ n: Infinity, flattenFragments: true, ignoreIntrospection: false, onAccept: record('depth') }),
    maxDirectivesRule({ n: Infinity, onAccept: record('directives') }),
    costLimitRule({ maxCost: Infinity, flattenFragments: true, onAccept: record('cost') }),
  ];
  validate(schema, document, rules);
  return operations.map((op, i) => ({
    aliases: found.aliases[i] ?? 0,
    rootFields: countRootFields(op.selectionSet, document),
    depth: found.depth[i] ?? 0,
    directives: found.directives[i] ?? 0,
    cost: Math.ceil((found.cost[i] ?? 0) + operationPageRows(schema, document, op, variables)),
  }));
}

/** The first limit this operation passes, as the 400 that names it; undefined when within all. */
export function limitExceeded(m: OperationMeasures): AppError | undefined {
  for (const limit of JUDGED) {
    const max = GRAPHQL_LIMITS[limit];
    const value = m[limit];
    if (value > max) return new AppError('VALIDATION', msg(WORDING[limit], { found: value, max }), { limit, max, found: value });
  }
  return undefined;
}

/** What the throttle charges for the operation that runs (graphql-throttle.ts): its cost, at least 1. */
export function chargeOf(m: OperationMeasures | undefined): number {
  return Math.max(1, m?.cost ?? 1);
}
