import { databaseVariants } from '../support/databases';
import { GatewayClient } from '../support/realtime';
import { RawGraphqlSocket, type GraphqlWsFrame } from '../support/graphql-socket';
import { startTestServer, type TestServer } from '../support/server';
import { uniqueAddress } from '../support/forwarded';
import { createConversation, sendText, setUpWorkspace, type TestWorkspace } from '../factories/conversation';

/** doors/realtime/socket-limits.ts: the close code of a socket over its session's or address's limit. */
const TOO_MANY_SOCKETS = 4429;
const EVENTS = 'subscription { events { type payload } }';

interface EventsPayload {
  data?: { events: { type: string; payload: { id?: string } } };
}

/** The `next` frames that carried event `type` about `id`, by subscription id. */
function deliveries(socket: RawGraphqlSocket, type: string, id?: string): string[] {
  return socket.frames
    .filter((f: GraphqlWsFrame) => {
      const events = (f.payload as EventsPayload | undefined)?.data?.events;
      return f.type === 'next' && events?.type === type && (id === undefined || events.payload.id === id);
    })
    .map((f) => f.id!)
    .sort();
}

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`).sort();

/** Subscribes `ids` to events and waits until each one's subscription.ready came. */
async function subscribeAll(socket: RawGraphqlSocket, subscriptionIds: string[]): Promise<void> {
  for (const id of subscriptionIds) socket.subscribe(id, EVENTS);
  await socket.until(() => subscriptionIds.every((id) => deliveries(socket, 'subscription.ready').includes(id)));
}

describe.each(databaseVariants())('socket and subscription limits on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  const open: { close(): void }[] = [];
  const keep = <T extends { close(): void }>(s: T): T => (open.push(s), s);

  beforeAll(async () => {
    // The defaults but for the address limit, low enough for one test to reach it. Each test calls
    // from an address of its own (X-Forwarded-For): a socket closed by the last one may not have reached the server yet.
    // Its own server (not a group's, tests/support/shared-server.ts): socket limits of its own behind a trusted proxy.
    server = await startTestServer(variant, { VISITOR_SOCKETS_PER_ADDRESS: '7', TRUST_PROXY: '1' });
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(() => server?.close());

  it("refuses a visitor socket's 11th subscription with graphql-ws's error; the first ten go on, one frame each for an event", async () => {
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds, {});
    const socket = keep(await RawGraphqlSocket.open(server.url, visitor.creds.token!, { 'x-forwarded-for': uniqueAddress() }));
    await subscribeAll(socket, ids('s', 10));

    socket.subscribe('s11', EVENTS);
    await socket.until(() => socket.frames.some((f) => f.id === 's11' && f.type === 'error'));
    const refusal = socket.frames.find((f) => f.id === 's11')!;
    expect(refusal.payload).toEqual([
      expect.objectContaining({
        message: 'Too many subscriptions on this socket; the limit is 10',
        extensions: expect.objectContaining({ code: 'RATE_LIMITED', errorCode: 429, extraInfo: { limit: 'subscriptionsPerSocket', max: 10 } }),
      }),
    ]);

    // One message to this visitor: one frame per subscription held, and nothing more once the socket is settled.
    const reply = await sendText(w.http, w.owner.creds, conversation.id, 'hello');
    await socket.until(() => deliveries(socket, 'message.created', reply.id).length >= 10);
    await socket.settle();
    expect(deliveries(socket, 'message.created', reply.id)).toEqual(ids('s', 10));
    expect(socket.frames.filter((f) => f.id === 's11')).toHaveLength(1);
    expect(socket.closed).toBeNull();

    // A subscription completed gives its place back: the next one is taken, and the count stays ten.
    socket.send({ type: 'complete', id: 's1' });
    await subscribeAll(socket, ['s12']);
    const later = await sendText(w.http, w.owner.creds, conversation.id, 'again');
    await socket.until(() => deliveries(socket, 'message.created', later.id).length >= 10);
    await socket.settle();
    expect(deliveries(socket, 'message.created', later.id)).toEqual([...ids('s', 10).filter((id) => id !== 's1'), 's12'].sort());
  });

  it('the same refusal speaks the language of the socket', async () => {
    const visitor = await w.visitor();
    const socket = keep(await RawGraphqlSocket.open(server.url, visitor.creds.token!, { 'x-forwarded-for': uniqueAddress(), 'accept-language': 'zh-TW' }));
    await subscribeAll(socket, ids('s', 10));
    socket.subscribe('s11', EVENTS);
    await socket.until(() => socket.frames.some((f) => f.id === 's11' && f.type === 'error'));
    expect((socket.frames.find((f) => f.id === 's11')!.payload as { message: string }[])[0]!.message).toBe('此連線的訂閱過多；上限為 10');
  });

  it('closes a visitor session its 6th socket with 4429 and a reason, on graphql-ws and /websocket/connect alike; a closed socket frees its place', async () => {
    const visitor = await w.visitor();
    const token = visitor.creds.token!;
    const from = { 'x-forwarded-for': uniqueAddress() };
    const sockets: RawGraphqlSocket[] = [];
    for (let i = 0; i < 5; i++) sockets.push(keep(await RawGraphqlSocket.open(server.url, token, from)));
    expect(sockets.map((s) => s.closed)).toEqual([null, null, null, null, null]);

    const sixth = keep(await RawGraphqlSocket.open(server.url, token, from));
    expect(await sixth.waitClosed()).toEqual({ code: TOO_MANY_SOCKETS, reason: 'Too many sockets for this session; the limit is 5' });
    expect(sixth.frames.some((f) => f.type === 'connection_ack')).toBe(false);

    const spec = keep(await GatewayClient.open(server.url, from));
    spec.send({ type: 'handshake', token, udId: 'device', clientType: 26, version: 1, lang: 'en' });
    const error = await spec.next((m) => m.type === 'error');
    expect(error.error).toEqual({ code: 429, message: 'Too many sockets for this session; the limit is 5' });
    expect(await spec.waitClosed()).toBe(TOO_MANY_SOCKETS);

    // The five still work.
    await Promise.all(sockets.map((s) => s.settle()));
    expect(sockets.map((s) => s.closed)).toEqual([null, null, null, null, null]);

    // Once the server has seen one close, a new socket is let in: asked again until the close reached it.
    sockets[0]!.close();
    await sockets[0]!.waitClosed();
    let replacement: RawGraphqlSocket | undefined;
    for (let attempt = 0; attempt < 50 && !replacement?.frames.some((f) => f.type === 'connection_ack'); attempt++) {
      replacement = keep(await RawGraphqlSocket.open(server.url, token, from));
    }
    expect(replacement!.closed).toBeNull();
  });

  it('counts visitor sockets per address across sessions; an agent holds more sockets and subscriptions than a visitor', async () => {
    const first = await w.visitor();
    const second = await w.visitor();
    const from = { 'x-forwarded-for': uniqueAddress() };
    for (let i = 0; i < 5; i++) expect(keep(await RawGraphqlSocket.open(server.url, first.creds.token!, from)).closed).toBeNull();
    expect(keep(await RawGraphqlSocket.open(server.url, second.creds.token!, from)).closed).toBeNull();
    expect(keep(await RawGraphqlSocket.open(server.url, second.creds.token!, from)).closed).toBeNull();
    const overAddress = keep(await RawGraphqlSocket.open(server.url, second.creds.token!, from));
    expect(await overAddress.waitClosed()).toEqual({ code: TOO_MANY_SOCKETS, reason: 'Too many sockets from this address; the limit is 7' });

    // The same address, full of visitor sockets, still lets an agent in: eight sockets, and forty subscriptions on one.
    const agent = await w.agent(['allConversations']);
    const agentSockets: RawGraphqlSocket[] = [];
    for (let i = 0; i < 8; i++) agentSockets.push(keep(await RawGraphqlSocket.open(server.url, agent.creds.token!, from)));
    expect(agentSockets.every((s) => s.closed === null && s.frames.some((f) => f.type === 'connection_ack'))).toBe(true);
    await subscribeAll(agentSockets[0]!, ids('a', 40));
    expect(agentSockets[0]!.frames.filter((f) => f.type === 'error')).toEqual([]);
  });
});
