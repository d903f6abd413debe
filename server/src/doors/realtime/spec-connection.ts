import type { IncomingMessage } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../../common/errors';
import { FRAME_TOO_DEEP_REASON, jsonTooDeep } from '../../common/json-depth';
import type { Logger } from '../../common/logger';
import type { AuthenticatedActor } from '../../auth/actor';
import { actorUserId } from '../../auth/actor';
import type { ApiKeyService } from '../../modules/api-key/api-key.service';
import type { MessageService } from '../../modules/message/message.service';
import type { UpdatesService } from '../../modules/updates/updates.service';
import { ACCESS_CHANGED_CLOSE, revokesAccess } from '../../core/events/access-revocation';
import { deliveryFor, listenerScope, type Delivery } from '../../core/events/audience';
import type { EventBus } from '../../core/events/event-bus';
import { coveredByReplay, replaySince } from './catch-up';
import { eventFrameText } from '../../core/events/event-frame';
import { batchWrites } from './write-batch';
import { resolveSocketActor, socketToken, type SocketServices } from './socket-auth';
import type { LivenessPeer, LivenessSweep } from './liveness';
import { TOO_MANY_SOCKETS_CLOSE, type SocketLimits, type SocketPlace } from './socket-limits';
import { renderMessage } from '../../i18n/messages';

/** Spec §7/§9: the handshake must arrive within 10 s. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_MESSAGE_BYTES = 64 * 1024;
/** Live events held while a reconnecting client's replay is sent; a client further behind is closed (4008). */
const MAX_HELD_EVENTS = 5000;
/** Spec §9: typing frames are throttled to one per 500 ms per conversation (a change of status always passes). */
export const TYPING_THROTTLE_MS = 500;

const frameId = z.union([z.string().max(100), z.number()]).optional();
const typingFrame = z.object({
  type: z.literal('typing'),
  id: frameId,
  conversationId: z.string().max(100),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  time: z.number().positive().optional(),
  internal: z.boolean().optional(),
});
const readFrame = z.object({
  type: z.literal('read'),
  id: frameId,
  conversationId: z.string().max(100),
  messageId: z.string().max(100),
});

type ClientMessage = { type?: unknown; [k: string]: unknown };

/** What the spec socket calls: the socket door's services, the app key's workspace, catch-up, typing and read marks. */
export interface GatewayServices extends SocketServices {
  apiKey: ApiKeyService;
  updates: UpdatesService;
  message: MessageService;
}

export interface GatewayDeps {
  services: GatewayServices;
  bus: EventBus;
  logger: Logger;
  /** The client address of the upgrade, by the same rule as HTTP (doors/http/client-address.ts). */
  addressOf: (req: IncomingMessage) => string;
  /** Sockets per session and address, shared with graphql-ws (socket-limits.ts). */
  socketLimits: SocketLimits;
}

/** The handshake's `cursor` (number or digits): undefined when absent, null when malformed. */
function handshakeCursor(value: unknown): number | undefined | null {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function sendText(ws: WebSocket, text: string, batch = true): void {
  if (ws.readyState !== ws.OPEN) return;
  // A client too slow to read its events is dropped instead of buffering without bound.
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    ws.close(4008, 'too slow');
    return;
  }
  if (batch) batchWrites(ws);
  ws.send(text);
}

const send = (ws: WebSocket, message: Record<string, unknown>, batch = true): void => sendText(ws, JSON.stringify(message), batch);
const sendEvent = (ws: WebSocket, delivery: Delivery): void => sendText(ws, eventFrameText(delivery));

const idOf = (v: unknown): string | number | undefined => (typeof v === 'string' || typeof v === 'number' ? v : undefined);

function error(ws: WebSocket, code: number, message: string, id?: string | number): void {
  send(ws, { type: 'error', ...(id !== undefined ? { id } : {}), error: { code, message } });
}

/**
 * One socket of /websocket/connect, from its upgrade to its close. A class rather than closures over
 * the connection's variables: a node holds 10,000 idle widgets, and every object a socket keeps is
 * marked by each major garbage collection (a dozen closures and their contexts, the upgrade request
 * kept for the handshake, an empty typing map were a third of what each socket held), so a socket
 * keeps this object, three listeners and only what it uses.
 */
export class SpecConnection implements LivenessPeer {
  /** The liveness sweep's clock of this socket, set when it starts watching (LivenessSweep.watch). */
  lastSeen = 0;
  probedAt = 0;
  private actor: AuthenticatedActor | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Counted in presence (modules/presence) from the handshake until the socket closes. */
  private present: AuthenticatedActor | null = null;
  /** This socket's place under its session's and address's limits, from the handshake until it closes. */
  private place: SocketPlace | null = null;
  /**
   * The upgrade, whose headers carry the cookie and origin a credential is checked against; null
   * from the first handshake frame on (it is answered once, and the request is not kept after).
   */
  private request: IncomingMessage | null;
  private handshakeTimer: ReturnType<typeof setTimeout> | null;
  /** Last typing frame passed on, per conversation; made by the first typing frame. */
  private typingSent: Map<string, { at: number; status: number }> | null = null;

  constructor(
    readonly ws: WebSocket,
    request: IncomingMessage,
    private readonly deps: GatewayDeps,
    private readonly liveness: LivenessSweep,
  ) {
    this.request = request;
    this.handshakeTimer = setTimeout(() => {
      if (!this.actor) ws.close(4408, 'handshake timeout');
    }, HANDSHAKE_TIMEOUT_MS);
    liveness.watch(this);
    const cleanup = () => this.cleanup();
    ws.on('close', cleanup);
    ws.on('error', cleanup);
    ws.on('pong', () => this.seen());
    ws.on('message', (raw, isBinary) => this.onMessage(raw, isBinary));
  }

  /** The liveness sweep's verdict: silent and its probe unanswered. */
  dead(): void {
    this.ws.close(4408, 'idle');
    // A dead peer never answers the close: it stops counting (presence, events) now.
    this.cleanup();
  }

  private seen(): void {
    this.lastSeen = Date.now();
  }

  private cleanup(): void {
    this.endHandshakeWait();
    this.liveness.forget(this);
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.present) this.deps.services.presence.disconnected(this.present);
    this.present = null;
    this.place?.release();
    this.place = null;
  }

  private endHandshakeWait(): void {
    if (this.handshakeTimer) clearTimeout(this.handshakeTimer);
    this.handshakeTimer = null;
  }

  private onMessage(raw: RawData, isBinary: boolean): void {
    const { ws } = this;
    this.seen();
    if (isBinary) return error(ws, 400, 'Binary messages are not supported');
    const text = raw.toString();
    if (text.length > MAX_MESSAGE_BYTES) return error(ws, 413, 'Message too large');
    if (jsonTooDeep(text)) return error(ws, 400, renderMessage({ reason: FRAME_TOO_DEEP_REASON }, 'en'));
    let msg: ClientMessage;
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      msg = parsed as ClientMessage;
    } catch {
      return error(ws, 400, 'Messages must be JSON objects');
    }
    // A pong answers one frame and is written at once: held for the end of the turn (batchWrites), an
    // idle socket's one frame gains nothing and costs a cork, an uncork and a turn of the event loop,
    // 500 times a second for 10,000 idle widgets.
    if (msg.type === 'ping') return send(ws, { type: 'pong', id: msg.id ?? null, t: Date.now() }, false);
    if (msg.type === 'handshake') {
      this.handshake(msg).catch((err: unknown) => {
        this.deps.logger.warn({ err }, 'websocket handshake failed');
        error(ws, 500, 'Handshake failed');
        ws.close(1011, 'handshake failed');
      });
      return;
    }
    if (!this.actor) return error(ws, 401, 'Send the handshake first');
    if (msg.type === 'typing') return this.onTyping(this.actor, msg);
    if (msg.type === 'read') return this.onRead(this.actor, msg);
    return error(ws, 400, `Unknown message type: ${String(msg.type).slice(0, 40)}`);
  }

  private async handshake(msg: ClientMessage): Promise<void> {
    const { ws, deps } = this;
    const request = this.request;
    if (!request) return error(ws, 400, 'Already connected');
    this.request = null;
    const since = msg.getUpdates === false ? undefined : handshakeCursor(msg.cursor);
    if (since === null) {
      error(ws, 400, 'cursor must be a change cursor: an integer from 0');
      ws.close(4400, 'bad cursor');
      return;
    }
    const token = socketToken(msg.token);
    const resolved = await resolveSocketActor(deps.services, request, token);
    if (resolved.kind === 'anonymous') {
      error(ws, 401, 'Please sign in');
      ws.close(4401, 'unauthenticated');
      return;
    }
    // An appKey, when sent, must be one of this workspace's keys.
    if (typeof msg.appKey === 'string' && msg.appKey !== '') {
      const keyWorkspace = await deps.services.apiKey.workspaceOfKey(msg.appKey);
      if (keyWorkspace !== resolved.workspaceId) {
        error(ws, 401, 'The API key is not valid');
        ws.close(4401, 'bad app key');
        return;
      }
    }
    if (ws.readyState !== ws.OPEN) return;
    const place = deps.socketLimits.admit(resolved, deps.addressOf(request));
    if (place instanceof AppError) {
      error(ws, place.code, place.message);
      ws.close(TOO_MANY_SOCKETS_CLOSE, place.message);
      return;
    }
    this.place = place;
    const a = resolved;
    this.actor = a;
    this.endHandshakeWait();
    // While a reconnecting client's missed changes are sent, live events wait their turn; after
    // it, a live event whose change the replay already covered (it may be published late) is dropped.
    let held: Delivery[] | null = since === undefined ? null : [];
    let replayedTo = -1;
    this.unsubscribe = deps.bus.subscribe(
      a.workspaceId,
      (event) => {
        const delivery = deliveryFor(a, event);
        if (revokesAccess(a, event)) {
          // A permission change reaches its agent as provisioning (data type 50) before the close, so
          // the client knows why it must sign in again; the socket's credential is stale after it.
          if (delivery) sendEvent(ws, delivery);
          return void ws.close(ACCESS_CHANGED_CLOSE, 'access changed');
        }
        if (!delivery || coveredByReplay(event, replayedTo)) return;
        if (!held) return sendEvent(ws, delivery);
        if (held.length >= MAX_HELD_EVENTS) ws.close(4008, 'too slow');
        else held.push(delivery);
      },
      listenerScope(a),
    );
    // A revocation that committed after the sign-in above but reached this node before the
    // subscription would be missed: look again now that the socket listens.
    if ((await resolveSocketActor(deps.services, request, token)).kind === 'anonymous') {
      return void ws.close(ACCESS_CHANGED_CLOSE, 'session ended');
    }
    if (ws.readyState !== ws.OPEN) return;
    this.present = a;
    deps.services.presence.connected(a);
    const { cursor } = await deps.services.updates.since(a, {});
    send(ws, {
      type: 'handshake',
      data: { userId: actorUserId(a), udId: typeof msg.udId === 'string' ? msg.udId : null, serverTime: Date.now(), cursor },
    });
    if (since === undefined) return;
    const sendFrame = (frame: Record<string, unknown>) => {
      send(ws, frame);
      return ws.readyState === ws.OPEN;
    };
    try {
      const replay = await replaySince(deps.services, a, since, sendFrame);
      replayedTo = replay.cursor;
      send(ws, { type: 'updates', data: replay });
      for (const delivery of held ?? []) if (!coveredByReplay(delivery.event, replayedTo)) sendEvent(ws, delivery);
    } finally {
      held = null;
    }
  }

  private typingAllowed(conversationId: string, status: number): boolean {
    const now = Date.now();
    const typingSent = (this.typingSent ??= new Map());
    const last = typingSent.get(conversationId);
    if (last && last.status === status && now - last.at < TYPING_THROTTLE_MS) return false;
    if (typingSent.size > 200) typingSent.clear();
    typingSent.set(conversationId, { at: now, status });
    return true;
  }

  /** A client action through a service; an AppError becomes an error frame, anything else is logged. */
  private act(id: string | number | undefined, what: string, run: () => Promise<Record<string, unknown> | void>): void {
    const { ws } = this;
    run()
      .then((data) => {
        if (id !== undefined) send(ws, { type: 'ack', id, for: what, ...(data ? { data } : {}) });
      })
      .catch((err: unknown) => {
        if (err instanceof AppError) return error(ws, err.code, err.message, id);
        this.deps.logger.error({ err }, `websocket ${what} failed`);
        error(ws, 500, 'Something went wrong on our side', id);
      });
  }

  private onTyping(a: AuthenticatedActor, msg: ClientMessage): void {
    const parsed = typingFrame.safeParse(msg);
    if (!parsed.success) return error(this.ws, 400, 'A typing frame needs conversationId and status 0 or 1', idOf(msg.id));
    const f = parsed.data;
    if (!this.typingAllowed(f.conversationId, f.status)) return;
    this.act(f.id, 'typing', () => this.deps.services.message.typing(a, f));
  }

  private onRead(a: AuthenticatedActor, msg: ClientMessage): void {
    const parsed = readFrame.safeParse(msg);
    if (!parsed.success) return error(this.ws, 400, 'A read frame needs conversationId and messageId', idOf(msg.id));
    const f = parsed.data;
    this.act(f.id, 'read', async () => ({ ...(await this.deps.services.message.read(a, f)) }));
  }
}
