import type { Request, Response } from 'express';
import { z, type ZodType } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { AppConfig } from '../../config/env';
import type { Paged } from './envelope';

export type Method = 'get' | 'post';

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
  summary: string;
  tag: string;
  /** 'session': any signed-in actor (services check permissions); 'public': none needed. */
  auth: 'public' | 'session';
  body?: B;
  /** A multipart/form-data body the handler streams itself (file uploads): documented here, not pre-parsed. */
  multipart?: ZodType;
  query?: Q;
  params?: P;
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
