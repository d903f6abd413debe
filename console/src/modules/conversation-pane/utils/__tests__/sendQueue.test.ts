import { SendQueue, PermanentSendError, storageKey, type QueuedMessage, type QueueStorage } from '../sendQueue';

class MemoryStorage implements QueueStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const text = (localId: string, content: string) => ({ localId, kind: 'message' as const, internal: false, meta: { type: 1, content } });

describe('message sending queue (spec §4)', () => {
  it('sends one at a time, in order', async () => {
    const calls: string[] = [];
    const pending: Record<string, ReturnType<typeof deferred<{ id: string }>>> = {};
    const sent: string[] = [];
    const q = new SendQueue({
      conversationId: 'c1',
      send: (item) => {
        calls.push(item.localId);
        pending[item.localId] = deferred();
        return pending[item.localId]!.promise;
      },
      onSent: (item, s) => sent.push(`${item.localId}->${s.id}`),
      onChange: () => undefined,
      retry: { retries: 0, minTimeout: 0 },
    });
    q.enqueue(text('a', 'one'));
    q.enqueue(text('b', 'two'));
    q.enqueue(text('c', 'three'));
    await flush();
    expect(calls).toEqual(['a']);
    expect(q.snapshot.map((i) => i.status)).toEqual(['sending', 'pending', 'pending']);
    pending.a!.resolve({ id: 's1' });
    await flush();
    expect(calls).toEqual(['a', 'b']);
    pending.b!.resolve({ id: 's2' });
    await flush();
    pending.c!.resolve({ id: 's3' });
    await flush();
    expect(sent).toEqual(['a->s1', 'b->s2', 'c->s3']);
    expect(q.snapshot).toEqual([]);
  });

  it('retries with the same localId, then fails and holds later messages until retried', async () => {
    const attempts: string[] = [];
    let online = false;
    const q = new SendQueue({
      conversationId: 'c1',
      send: async (item) => {
        attempts.push(item.localId);
        if (!online) throw new Error('Failed to fetch');
        return { id: `srv-${item.localId}` };
      },
      onChange: () => undefined,
      retry: { retries: 2, minTimeout: 0 },
    });
    q.enqueue(text('a', 'one'));
    q.enqueue(text('b', 'two'));
    for (let i = 0; i < 5; i += 1) await flush();
    expect(attempts).toEqual(['a', 'a', 'a']);
    expect(q.snapshot.map((i) => [i.localId, i.status])).toEqual([
      ['a', 'failed'],
      ['b', 'pending'],
    ]);
    online = true;
    q.retry('a');
    for (let i = 0; i < 5; i += 1) await flush();
    expect(attempts).toEqual(['a', 'a', 'a', 'a', 'b']);
    expect(q.snapshot).toEqual([]);
  });

  it('a refusal fails at once', async () => {
    let calls = 0;
    const q = new SendQueue({
      conversationId: 'c1',
      send: async () => {
        calls += 1;
        throw new PermanentSendError('no');
      },
      onChange: () => undefined,
      retry: { retries: 2, minTimeout: 0 },
    });
    q.enqueue(text('a', 'one'));
    await flush();
    await flush();
    expect(calls).toBe(1);
    expect(q.snapshot[0]?.status).toBe('failed');
  });

  it('unsent messages survive a reload (file bytes are not in storage); sent ones leave it', async () => {
    const storage = new MemoryStorage();
    const never = new SendQueue({ conversationId: 'c1', send: () => new Promise(() => undefined), onChange: () => undefined, storage });
    never.enqueue(text('a', 'one'));
    never.enqueue({ ...text('f', 'file'), kind: 'file' });
    never.dispose();
    const stored = JSON.parse(storage.getItem(storageKey('c1'))!) as QueuedMessage[];
    expect(stored.map((i) => i.localId)).toEqual(['a', 'f']);
    expect(stored.every((i) => i.file === undefined)).toBe(true);

    const sentIds: string[] = [];
    const reloaded = new SendQueue({
      conversationId: 'c1',
      send: async (item) => {
        sentIds.push(item.localId);
        return { id: 'x' };
      },
      onChange: () => undefined,
      storage,
    });
    expect(reloaded.snapshot.map((i) => [i.localId, i.status])).toEqual([
      ['a', 'pending'],
      ['f', 'pending'],
    ]);
    reloaded.start();
    for (let i = 0; i < 4; i += 1) await flush();
    expect(sentIds).toEqual(['a', 'f']);
    expect(storage.getItem(storageKey('c1'))).toBeNull();
  });

  it('a realtime echo while the answer is lost counts as sent and releases the queue', async () => {
    const attempts: string[] = [];
    let release: () => void = () => undefined;
    const q = new SendQueue({
      conversationId: 'c1',
      send: async (item) => {
        attempts.push(item.localId);
        if (item.localId === 'a') {
          await new Promise<void>((r) => (release = r));
          throw new Error('answer lost');
        }
        return { id: 'srv-b' };
      },
      onChange: () => undefined,
      retry: { retries: 2, minTimeout: 0 },
    });
    q.enqueue(text('a', 'one'));
    q.enqueue(text('b', 'two'));
    await flush();
    q.confirm('a');
    release();
    for (let i = 0; i < 5; i += 1) await flush();
    expect(attempts).toEqual(['a', 'b']);
    expect(q.snapshot).toEqual([]);
  });

  it('a realtime echo confirms a waiting message', () => {
    const q = new SendQueue({ conversationId: 'c1', send: () => new Promise(() => undefined), onChange: () => undefined });
    q.enqueue(text('a', 'one'));
    q.enqueue(text('b', 'two'));
    q.confirm('b');
    expect(q.snapshot.map((i) => i.localId)).toEqual(['a']);
  });
});
