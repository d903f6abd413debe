import { apiKeyRoutes } from '../modules/api-key/api-key.routes';
import { apiTokenRoutes } from '../modules/api-token/api-token.routes';
import { sessionRoutes } from '../modules/session/session.routes';
import { realtimeRoutes } from '../realtime/realtime.routes';
import type { AnyRoute } from './rest/route';

/** Every REST route: mounted and documented from this one table. */
export const allRoutes: AnyRoute[] = [...sessionRoutes, ...realtimeRoutes, ...apiKeyRoutes, ...apiTokenRoutes];
