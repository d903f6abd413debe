/**
 * @jest-environment jsdom
 */
import { newLocalId, Outbox, type PendingMessage } from '../outbox';

const message = (localId: string, content: string): PendingMessage => ({ localId, conversationId: 'c1', content, createdAt: 1 });

describe('the widget outbox', () => {
  beforeEach(() => localStorage.clear());

  it('keeps unsent messages across a reload, in the order they were written', () => {
    const first = new Outbox('parley.outbox.v1');
    first.add(message('a', 'one'));
    first.add(message('b', 'two'));
    first.add(message('c', 'three'));
    // A reload: a new page reads what the last one left.
    const again = new Outbox('parley.outbox.v1');
    expect(again.list().map((m) => m.content)).toEqual(['one', 'two', 'three']);
    expect(again.next()?.localId).toBe('a');
  });

  it('sends the oldest message not refused; a confirmed one leaves storage', () => {
    const box = new Outbox('parley.outbox.v1');
    box.add(message('a', 'one'));
    box.add(message('b', 'two'));
    box.update('a', { failed: 'Text is too long' });
    expect(box.next()?.localId).toBe('b');
    box.remove('b');
    expect(new Outbox('parley.outbox.v1').list().map((m) => m.localId)).toEqual(['a']);
    box.remove('a');
    expect(localStorage.getItem('parley.outbox.v1')).toBeNull();
  });

  it('ignores what it cannot read instead of failing', () => {
    localStorage.setItem('parley.outbox.v1', JSON.stringify([{ nonsense: true }, message('a', 'one')]));
    expect(new Outbox('parley.outbox.v1').list().map((m) => m.localId)).toEqual(['a']);
    localStorage.setItem('parley.outbox.v1', '{not json');
    expect(new Outbox('parley.outbox.v1').list()).toEqual([]);
  });

  it('gives every message its own local id (the server dedupes by it)', () => {
    const ids = new Set(Array.from({ length: 1000 }, newLocalId));
    expect(ids.size).toBe(1000);
  });
});
