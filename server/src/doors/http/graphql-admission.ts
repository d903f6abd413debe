import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { admitOperation, graphqlErrorOf, type OperationRequest } from '../graphql/admission';
import type { GraphqlThrottle } from './graphql-throttle';
import { localizeGraphqlError } from '../../i18n/graphql-errors';
import { requestLanguage } from '../../i18n/language';
import { AppError } from '../../common/errors';
import { JSON_TOO_DEEP_REASON, jsonTooDeep } from '../../common/json-depth';

/** The operation of a POST body or a GET query string; undefined when there is none to judge (Apollo answers). */
function operationOf(req: Request): OperationRequest | undefined {
  const source: unknown = req.method === 'GET' ? req.query : req.body;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const { query, variables, operationName } = source as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  let vars = variables;
  if (typeof variables === 'string') {
    try {
      vars = JSON.parse(variables) as unknown;
    } catch {
      return undefined;
    }
  }
  return { query, variables: vars, operationName: typeof operationName === 'string' ? operationName : undefined };
}

/** A GET's JSON parameters (Apollo parses variables and extensions) under the one depth limit POST bodies have. */
function jsonInQueryTooDeep(req: Request): boolean {
  const query = req.query as Record<string, unknown>;
  return [query.variables, query.extensions].flat().some((value) => typeof value === 'string' && jsonTooDeep(value));
}

/**
 * The HTTP door's admission (doors/graphql/admission.ts): runs before the caller is looked up and before
 * Apollo, so a refused operation costs one bounded parse. Refusals answer like Apollo's own errors
 * (`{ errors: [...] }`) with the REST status: 400 naming the limit, or 429 with Retry-After.
 * What it cannot judge (no query, a syntax error) goes on to Apollo, which answers 400.
 */
export function graphqlAdmission(opts: { schema: GraphQLSchema; throttle: GraphqlThrottle; addressOf: (req: IncomingMessage) => string }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      if (req.method === 'GET' && jsonInQueryTooDeep(req)) {
        const error = new AppError('VALIDATION', JSON_TOO_DEEP_REASON);
        res.status(400).json({ errors: [localizeGraphqlError(graphqlErrorOf(error), requestLanguage(req))] });
        return;
      }
      const operation = operationOf(req);
      if (!operation) return next();
      const address = opts.addressOf(req);
      const admission = await admitOperation(opts.schema, operation, (points) => opts.throttle.charge(address, points));
      if (admission.kind !== 'refused') return next();
      const { error } = admission;
      const retryAfter = error.extraInfo?.retryAfter;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      res.status(error.status).json({ errors: [localizeGraphqlError(graphqlErrorOf(error), requestLanguage(req))] });
    } catch (err) {
      next(err);
    }
  };
}
