import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';
import { LivenessSweep, SPEC_TIMING } from './liveness';
import { type GatewayTiming } from '../../config/realtime-config';
import { SpecConnection, type GatewayDeps } from './spec-connection';

/**
 * The spec's realtime protocol on /websocket/connect (documented in docs/realtime.md),
 * fed by the same bus as GraphQL subscriptions: one SpecConnection a socket, one liveness clock for all.
 */
export function attachGateway(wss: WebSocketServer, deps: GatewayDeps & { timing?: GatewayTiming }) {
  const liveness = new LivenessSweep(deps.timing ?? SPEC_TIMING);
  wss.on('connection', (ws: WebSocket, request: IncomingMessage) => void new SpecConnection(ws, request, deps, liveness));
}
