import type { Request, Response } from 'express';
import { z, type ZodType } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { AppConfig } from '../../config/env';
import type { Paged } from './envelope';

export type Method = 'get' | 'post';

/**
 * Error statuses a route's services can answer beyond what the door itself gives every route of its
 * kind (400 for input, 401 and 403 for session routes, 403, 413 and 415 for any POST: see
 * doors/http/rest/openapi-responses.ts): the OpenAPI file documents each.
 */
export type RouteError = 401 | 403 | 404 | 409 | 410 | 413 | 429;

/** A credential a public route reads when it is sent (the OpenAPI file lists it beside "none"). */
export type OptionalCredential = 'apiKey' | 'session';

export interface HandlerInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  ctx: RequestContext;
  config: AppConfig;
  req: Request;
  res: Response;
}

type Obj = z.ZodObject<z.ZodRawShape>;

/**
 * One REST route: its validation schemas are also its OpenAPI documentation, so the two cannot
 * drift. The handler parses nothing itself: it calls one service method and returns `data`.
 */
/**
 * What a handler returns: with a response schema, a value of that shape (or `paged(items, total)`
 * of its items, the schema being the list), so the compiler holds the handler to what the OpenAPI
 * file publishes; without one (raw answers), anything.
 */
export type Answer<S> = S extends ZodType ? z.input<S> | (z.input<S> extends readonly (infer I)[] ? Paged<I> : never) : unknown;

export interface RouteDef<B extends ZodType, Q extends Obj, P extends Obj, S extends ZodType | undefined> {
  method: Method;
  /** Express form, e.g. /api/invitation/:token */
  path: string;
  /**
   * The OpenAPI operationId, unique across the document: camelCase verb-noun, the GraphQL
   * Query/Mutation field's name where one does the same (sendMessage, conversations).
   */
  operationId: string;
  summary: string;
  tag: string;
  /** 'session': any signed-in actor (services check permissions); 'public': none needed. */
  auth: 'public' | 'session';
  /** Public routes: credentials read when present (the widget's X-Api-Key, a session that may be there). */
  optionalCredentials?: readonly OptionalCredential[];
  /** Error statuses the services answer beyond the door's own (see RouteError). */
  errors?: readonly RouteError[];
  body?: B;
  /** A multipart/form-data body the handler streams itself (file uploads): documented here, not pre-parsed. */
  multipart?: ZodType;
  query?: Q;
  params?: P;
  /**
   * Schemas the document publishes by name (components.schemas) beyond those its own schemas reach:
   * one a field's `.openapi()` refers to by $ref while the door checks it more loosely (a message's
   * meta, which the service parses).
   */
  namedSchemas?: Record<string, ZodType>;
  /** Shape of `data` in the answer, for the OpenAPI file and the handler's return type. */
  response?: S;
  /** The handler answers `paged(items, total)`: the answer also carries `total`. */
  paged?: boolean;
  /** Sends its own answer (files, redirects): the handler's result is not wrapped. */
  raw?: boolean;
  handler: (input: HandlerInput<z.output<B>, z.output<Q>, z.output<P>>) => Promise<Answer<S>>;
}

// The erased form kept in the route table.
export type AnyRoute = RouteDef<ZodType, Obj, Obj, ZodType | undefined>;

export function defineRoute<
  B extends ZodType = z.ZodUndefined,
  Q extends Obj = z.ZodObject<Record<string, never>>,
  P extends Obj = z.ZodObject<Record<string, never>>,
  S extends ZodType | undefined = undefined,
>(def: RouteDef<B, Q, P, S>): AnyRoute {
  return def as unknown as AnyRoute;
}
