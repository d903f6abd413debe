import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { isUnavailable, RETRY_AFTER_SECONDS } from '../../common/unavailable';
import { UNAVAILABLE_REASON } from './errors';
import { graphqlErrorOf } from '../graphql/admission';
import type { RequestContext } from '../../auth/request-context';
import type { EventBus } from '../../core/events/event-bus';
import { localizedErrorsPlugin } from '../../i18n/graphql-errors';
import type { GqlContext, ResolverInstances } from '../../modules/graphql-context';
import { createLoaders } from '../../modules/loaders';
import { GRAPHQL_PARSE_OPTIONS } from '../graphql/limits';
import { documentCache } from '../graphql/document-cache';

/** Same codes as REST: extensions.code is the name, extensions.errorCode the number. */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  if (original instanceof AppError) return graphqlErrorOf(original, formatted.path);
  const code = formatted.extensions?.code;
  if (code === 'UNAUTHORIZED' || (typeof formatted.message === 'string' && formatted.message.startsWith('Access denied'))) {
    return graphqlErrorOf(new AppError('UNAUTHENTICATED', 'auth.signIn'), formatted.path);
  }
  // graphql-js's own refusals of a request's variables with no field to blame ("Too many errors
  // processing variables"): the request is wrong, not the server.
  if (code === 'INTERNAL_SERVER_ERROR' && !original && !formatted.path) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT', errorCode: 400 } };
  }
  if (code === 'INTERNAL_SERVER_ERROR' && original && isUnavailable(original)) {
    logger.warn({ err: original }, 'a dependency is unavailable');
    return graphqlErrorOf(new AppError('UNAVAILABLE', UNAVAILABLE_REASON, { retryAfter: RETRY_AFTER_SECONDS }), formatted.path);
  }
  if (code === 'INTERNAL_SERVER_ERROR' && original) {
    logger.error({ err: original }, 'graphql resolver failed');
    return graphqlErrorOf(new AppError('INTERNAL', 'request.internal'), formatted.path);
  }
  return formatted;
}

export async function createGraphqlMiddleware(opts: {
  schema: GraphQLSchema;
  httpServer: Server;
  resolvers: ResolverInstances;
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  extraPlugins?: ApolloServerPlugin<GqlContext>[];
}): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const apollo = new ApolloServer<GqlContext>({
    schema: opts.schema,
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer: opts.httpServer }), localizedErrorsPlugin<GqlContext>(), ...(opts.extraPlugins ?? [])],
    formatError: (formatted, error) => formatGraphqlError(formatted, error, opts.logger),
    introspection: true,
    // Every operation arrives as text, so graphqlAdmission (graphql-admission.ts) judges each one:
    // no stored-by-hash queries that skip it. The token limit here too, should anything reach Apollo unjudged.
    persistedQueries: false,
    documentStore: documentCache(),
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    // main.ts owns signal handling and closes every part in order.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, {
    context: async ({ res }) => ({
      ctx: res.locals.ctx as RequestContext,
      resolvers: opts.resolvers,
      loaders: createLoaders(opts.dataSource),
      bus: opts.bus,
    }),
  });
  return { middleware, stop: () => apollo.stop() };
}
