import { GraphQLError, Kind, parse, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { AppError, msg } from '../../common/errors';
import { localizable } from '../../i18n/graphql-errors';
import { chargeOf, GRAPHQL_LIMITS, GRAPHQL_PARSE_OPTIONS, limitExceeded, measureOperations } from './limits';
import { nulInDocument, nulInVariables } from './nul-guard';

export interface OperationRequest {
  query: string;
  variables?: unknown;
  operationName?: string | null;
}

/** admitted: run it; refused: a 400 or 429 naming why; unparsable: graphql-js's own syntax error. */
export type Admission = { kind: 'admitted'; document: DocumentNode } | { kind: 'refused'; error: AppError } | { kind: 'unparsable'; error: GraphQLError };

function parseBounded(query: string): DocumentNode | AppError | GraphQLError {
  try {
    return parse(query, GRAPHQL_PARSE_OPTIONS);
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    // graphql-js 16: "Document contains more that N tokens. Parsing aborted." (sic)
    if (/contains more tha[nt] \d+ tokens/.test(err.message)) {
      const max = GRAPHQL_LIMITS.tokens;
      return new AppError('VALIDATION', msg('request.queryTokens', { max, limit: max }), { limit: 'tokens', max });
    }
    return err;
  }
}

function selectedOperation(document: DocumentNode, operationName: string | null | undefined): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operationName) return 0;
  return Math.max(
    0,
    operations.findIndex((op) => op.name?.value === operationName),
  );
}

/**
 * What every GraphQL door (HTTP /graphql: doors/http/graphql-admission.ts; graphql-ws: doors/realtime/graphql-ws.ts)
 * does before an operation runs: parse with the token limit, judge each operation's size and cost
 * (doors/graphql/limits.ts) before graphql-js's own validation (whose overlap rule is quadratic), refuse
 * NUL in literals and variables, then the door's own rule (`judge`: graphql-ws's subscriptions per
 * socket), then charge the operation's cost to its address's budget (`charge` throws RATE_LIMITED):
 * a refused operation spends nothing. The standard validation stays the caller's.
 */
export async function admitOperation(
  schema: GraphQLSchema,
  request: OperationRequest,
  charge: (points: number) => Promise<void>,
  judge?: (document: DocumentNode) => AppError | undefined,
): Promise<Admission> {
  const parsed = parseBounded(request.query);
  if (parsed instanceof AppError) return { kind: 'refused', error: parsed };
  if (parsed instanceof GraphQLError) return { kind: 'unparsable', error: parsed };
  const variables = request.variables && typeof request.variables === 'object' ? (request.variables as Record<string, unknown>) : undefined;
  const measures = measureOperations(schema, parsed, variables);
  for (const m of measures) {
    const exceeded = limitExceeded(m);
    if (exceeded) return { kind: 'refused', error: exceeded };
  }
  const nul = nulInDocument(parsed) ?? nulInVariables(request.variables);
  if (nul) return { kind: 'refused', error: nul };
  const judged = judge?.(parsed);
  if (judged) return { kind: 'refused', error: judged };
  try {
    await charge(chargeOf(measures[selectedOperation(parsed, request.operationName)]));
  } catch (err) {
    if (err instanceof AppError) return { kind: 'refused', error: err };
    throw err;
  }
  return { kind: 'admitted', document: parsed };
}

/**
 * An AppError as a GraphQL error, the way formatGraphqlError writes it (doors/http/graphql-http.ts):
 * extensions.code the name, errorCode the number, reason what clients map to their own words; in
 * English, and able to say itself in the reader's language (i18n/graphql-errors.ts).
 */
export function graphqlErrorOf(err: AppError, path?: GraphQLFormattedError['path']): GraphQLFormattedError {
  const extraInfo = err.extraInfoIn('en');
  const formatted: GraphQLFormattedError = {
    message: err.message,
    ...(path ? { path } : {}),
    extensions: { code: err.graphqlCode, errorCode: err.code, reason: err.reason, ...(extraInfo ? { extraInfo } : {}) },
  };
  return localizable(formatted, (lang) => ({ message: err.messageIn(lang), extraInfo: err.extraInfoIn(lang) }));
}
