import { CombinedGraphQLErrors } from '@apollo/client';
import { createCache } from '../../api/apollo';
import { WidgetMessageFields } from '../../api/graphql/fragments';
import { WidgetMessagesQuery } from '../../api/graphql/queries';
import { messageFrom, retryable, updateToEvent, type CacheMessage } from '../live-events';

const message = (id: string, seq: number, extra: Partial<CacheMessage> = {}): CacheMessage => ({
  __typename: 'Message',
  id,
  localId: null,
  conversationId: 'c1',
  seq,
  version: seq,
  timestamp: seq * 1000,
  senderId: 'a1',
  senderType: 'agent',
  internal: false,
  meta: { type: 1, content: `m${seq}` },
  ...extra,
});

const history = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: WidgetMessagesQuery, variables: { conversationId: 'c1', size: 20 } })?.messages.messages.map((m) => m.id);

describe('the widget cache', () => {
  it('keeps one history per conversation that only grows: pages, events and older pages join it, each message once', () => {
    const cache = createCache();
    const write = (messages: CacheMessage[], beforeId?: string) =>
      cache.writeQuery({ query: WidgetMessagesQuery, variables: { conversationId: 'c1', size: 20, beforeId }, data: { messages: { messages } } });
    write([message('m3', 3), message('m2', 2)]);
    write([message('m4', 4)]);
    write([message('m1', 1), message('m2', 2)], 'm2');
    expect(history(cache)?.sort()).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('drops a message by eviction (a confirmed pending copy, a deleted message), never by rewriting the list', () => {
    const cache = createCache();
    cache.writeQuery({
      query: WidgetMessagesQuery,
      variables: { conversationId: 'c1', size: 20 },
      data: { messages: { messages: [message('m1', 1), message('local:x', 1e15, { localId: 'x', senderType: 'customer' })] } },
    });
    cache.writeQuery({ query: WidgetMessagesQuery, variables: { conversationId: 'c1', size: 20 }, data: { messages: { messages: [message('m1', 1)] } } });
    expect(history(cache)).toEqual(['m1', 'local:x']);
    cache.evict({ id: cache.identify({ __typename: 'Message', id: 'local:x' }) });
    expect(history(cache)).toEqual(['m1']);
  });

  it('keeps the newer of two copies of a message, whichever is written last: a page or a fragment', () => {
    const cache = createCache();
    const form = (answered: boolean) => ({ type: 9, inlineInput: { readOnly: answered } });
    const page = (messages: CacheMessage[], beforeId?: string) =>
      cache.writeQuery({ query: WidgetMessagesQuery, variables: { conversationId: 'c1', size: 20, beforeId }, data: { messages: { messages } } });
    const held = () => cache.readFragment({ fragment: WidgetMessageFields, id: cache.identify({ __typename: 'Message', id: 'm2' }) });
    page([message('m2', 2, { version: 5, meta: form(true) })]);
    // A page asked for before the form was answered, answered after the event.
    page([message('m1', 1), message('m2', 2, { version: 4, meta: form(false) })], 'm3');
    expect(held()).toMatchObject({ version: 5, meta: form(true) });
    expect(history(cache)?.sort()).toEqual(['m1', 'm2']);
    cache.writeFragment({ fragment: WidgetMessageFields, data: message('m2', 2, { version: 3, meta: form(false) }) });
    expect(held()).toMatchObject({ version: 5, meta: form(true) });
    // The same version again, or a newer one, is written as it comes.
    cache.writeFragment({ fragment: WidgetMessageFields, data: message('m2', 2, { version: 5, meta: { type: 1, content: 'same' } }) });
    expect(held()).toMatchObject({ version: 5, meta: { type: 1, content: 'same' } });
    page([message('m2', 2, { version: 6, meta: form(false) })]);
    expect(held()).toMatchObject({ version: 6, meta: form(false) });
    // A copy of a message the cache does not hold is written whatever its version.
    page([message('m7', 7, { version: 0 })]);
    expect(history(cache)?.sort()).toEqual(['m1', 'm2', 'm7']);
  });
});

describe('live message events', () => {
  it('reads a message payload as the cached fragment, and refuses one without id, conversation, seq or sender', () => {
    const payload = {
      id: 'm9',
      conversationId: 'c1',
      seq: 9,
      timestamp: 9000,
      senderType: 'customer',
      localId: 'w-1',
      meta: { type: 1, content: 'hi' },
      extra: 1,
    };
    expect(messageFrom(payload)).toEqual({
      __typename: 'Message',
      id: 'm9',
      conversationId: 'c1',
      seq: 9,
      version: 0,
      timestamp: 9000,
      senderType: 'customer',
      senderId: null,
      localId: 'w-1',
      internal: false,
      meta: { type: 1, content: 'hi' },
    });
    expect(messageFrom({ ...payload, version: 12 })?.version).toBe(12);
    expect(messageFrom({ ...payload, seq: '9' })).toBeNull();
    expect(messageFrom({ conversationId: 'c1', seq: 1, senderType: 'agent' })).toBeNull();
  });

  it('retries what the network or the server failed, not what the server refused', () => {
    const refused = (errorCode: number) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { errorCode } }] });
    expect(retryable(new Error('socket closed'))).toBe(true);
    expect(retryable(refused(429))).toBe(true);
    expect(retryable(refused(500))).toBe(true);
    expect(retryable(refused(400))).toBe(false);
    expect(retryable(refused(403))).toBe(false);
  });

  it('turns missed changes into the events they stand for', () => {
    const base = { cursor: 7, conversationId: 'c1', messageId: null, conversation: null, message: null };
    const created = updateToEvent({ ...base, event: 'message.created', messageId: 'm1', message: message('m1', 1) });
    expect(created).toMatchObject({ id: 'update:7:message.created', type: 'message.created', cursor: 7, replay: true, payload: { id: 'm1', seq: 1 } });
    expect(updateToEvent({ ...base, event: 'message.deleted', messageId: 'm1' }).payload).toEqual({ id: 'm1', conversationId: 'c1' });
    expect(updateToEvent({ ...base, event: 'conversation.updated' }).payload).toEqual({ id: 'c1' });
  });
});
