import type { RequestContext } from '../auth/request-context';
import type { Loaders } from './loaders';
import type { EventBus } from '../core/events/event-bus';

export interface GqlContext {
  ctx: RequestContext;
  loaders: Loaders;
  bus: EventBus;
  /** This node's resolvers, built with their services by the composition root; type-graphql's container asks here. */
  resolvers: ResolverInstances;
}

/** A resolver class as the schema lists it: built once per node, handed the services it names. */
export type ResolverClass = abstract new (...args: never[]) => object;

export interface ResolverInstances {
  get(resolver: ResolverClass): object;
}
