import type { RequestContext } from '../auth/request-context';
import type { Services } from '../modules/services';
import type { Loaders } from './loaders';
import type { EventBus } from '../realtime/event-bus';

export interface GqlContext {
  ctx: RequestContext;
  services: Services;
  loaders: Loaders;
  bus: EventBus;
}
