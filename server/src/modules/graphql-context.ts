import type { RequestContext } from '../auth/request-context';
import type { Services } from '../app/services';
import type { Loaders } from './loaders';
import type { EventBus } from '../core/events/event-bus';

export interface GqlContext {
  ctx: RequestContext;
  services: Services;
  loaders: Loaders;
  bus: EventBus;
}
