import { z } from 'zod';
import { defineRoute } from '../../core/rest/route';

export const realtimeRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/connector',
    operationId: 'getConnector',
    tag: 'session',
    summary: 'Where to open the realtime socket: connect to ws(s)://host:port/websocket/connect.',
    auth: 'public',
    query: z.object({ clientType: z.string().max(10).optional() }),
    response: z.object({
      connectionList: z.array(z.object({ host: z.string(), port: z.number(), secure: z.boolean(), path: z.string() })),
    }),
    handler: async ({ req, config }) => {
      const publicUrl = config.publicUrl;
      const base = publicUrl ? new URL(publicUrl) : new URL(`${req.protocol}://${req.headers.host ?? 'localhost'}`);
      const secure = base.protocol === 'https:';
      const port = base.port ? Number(base.port) : secure ? 443 : 80;
      return { connectionList: [{ host: base.hostname, port, secure, path: '/websocket/connect' }] };
    },
  }),
];
