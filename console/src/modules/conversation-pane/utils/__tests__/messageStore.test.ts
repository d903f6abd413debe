import { mergeMessages } from '../messageStore';
import type { MessageMeta, PaneMessage } from '../types';

const copy = (version: number, delivery: NonNullable<MessageMeta['delivery']>['status'], seq = 1): PaneMessage => ({
  id: `m${seq}`,
  localId: null,
  version,
  conversationId: 'c1',
  seq,
  timestamp: seq * 1000,
  senderId: 'a1',
  senderType: 'agent',
  dataType: 51,
  internal: false,
  pushContent: null,
  meta: { type: 1, content: 'Tracking number: 123', delivery: { status: delivery } },
});

describe('mergeMessages', () => {
  it('keeps the newer state of a message when an older copy arrives after it (a send answered after its failure event)', () => {
    const failed = copy(7, 'failed');
    const merged = mergeMessages([failed], [copy(5, 'pending')]);
    expect(merged).toEqual([failed]);
  });

  it('takes a newer or equal copy over the one held', () => {
    expect(mergeMessages([copy(5, 'pending')], [copy(7, 'failed')])[0].meta.delivery?.status).toBe('failed');
    expect(mergeMessages([copy(7, 'pending')], [copy(7, 'sent')])[0].meta.delivery?.status).toBe('sent');
  });

  it('orders by seq and holds each message once', () => {
    const merged = mergeMessages([copy(3, 'sent', 2), copy(1, 'sent', 1)], [copy(4, 'sent', 3), copy(2, 'sent', 1)]);
    expect(merged.map((m) => [m.seq, m.version])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
  });
});
