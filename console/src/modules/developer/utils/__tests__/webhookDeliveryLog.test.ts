import { i18n } from '@lingui/core';
import { appendOlder, deliveryStatusText, hasPending, mergeNewest, withDelivery, type DeliveryPage } from '../webhookDeliveryLog';

const d = (id: number, status = 'delivered') => ({ id: String(id), status });
const ids = (page: DeliveryPage<{ id: string; status: string }>) => page.items.map((x) => Number(x.id));

describe('the delivery log', () => {
  it('takes a fresh newest page in: rows replaced by id, new ones first, older pages kept', () => {
    const shown = { items: [d(10, 'pending'), d(9), d(8), d(5), d(4)], hasMore: true };
    const fresh = { items: [d(12, 'pending'), d(11), d(10), d(9)], hasMore: true };
    const merged = mergeNewest(shown, fresh);
    expect(ids(merged)).toEqual([12, 11, 10, 9, 8, 5, 4]);
    expect(merged.items.find((x) => x.id === '10')?.status).toBe('delivered');
    // The fresh page stops before the oldest loaded row: whether more are older is still the log's to say.
    expect(merged.hasMore).toBe(true);
    expect(mergeNewest({ ...shown, hasMore: false }, fresh).hasMore).toBe(false);
  });

  it('takes hasMore from the fresh page when it reaches as far back as the log', () => {
    expect(mergeNewest({ items: [d(2), d(1)], hasMore: true }, { items: [d(3), d(2), d(1)], hasMore: false }).hasMore).toBe(false);
    // A page that stops short of the oldest row loaded says nothing about what is older than it.
    expect(mergeNewest({ items: [d(2), d(1)], hasMore: false }, { items: [d(3), d(2)], hasMore: true }).hasMore).toBe(false);
    expect(mergeNewest({ items: [], hasMore: false }, { items: [d(1)], hasMore: false }).hasMore).toBe(false);
  });

  it('orders ids longer than a number holds exactly', () => {
    const big = '9007199254740993';
    const merged = mergeNewest(
      { items: [d(5)], hasMore: false },
      {
        items: [
          { id: big, status: 'pending' },
          { id: '9007199254740992', status: 'pending' },
        ],
        hasMore: false,
      },
    );
    expect(merged.items.map((x) => x.id)).toEqual([big, '9007199254740992', '5']);
  });

  it('puts a delivery just queued on top, once, without changing hasMore', () => {
    const shown = { items: [d(3), d(2)], hasMore: true };
    const queued = withDelivery(shown, d(4, 'pending'));
    expect(ids(queued)).toEqual([4, 3, 2]);
    expect(queued.hasMore).toBe(true);
    expect(ids(withDelivery(queued, d(4, 'pending')))).toEqual([4, 3, 2]);
    expect(withDelivery({ items: [], hasMore: false }, d(1, 'pending')).hasMore).toBe(false);
  });

  it('appends an older page, skipping rows it already holds', () => {
    const more = appendOlder({ items: [d(5), d(4)], hasMore: true }, { items: [d(4), d(3), d(2)], hasMore: false });
    expect(ids(more)).toEqual([5, 4, 3, 2]);
    expect(more.hasMore).toBe(false);
  });

  it('knows when something still waits (the log then polls)', () => {
    expect(hasPending([d(1), d(2)])).toBe(false);
    expect(hasPending([d(1), d(2, 'pending')])).toBe(true);
    expect(hasPending([])).toBe(false);
  });

  it('says Delivered, or Pending with the attempts so far', () => {
    expect(deliveryStatusText({ status: 'delivered', attempts: 1 }, i18n)).toBe('Delivered');
    expect(deliveryStatusText({ status: 'pending', attempts: 0 }, i18n)).toBe('Pending');
    expect(deliveryStatusText({ status: 'pending', attempts: 1 }, i18n)).toBe('Pending · 1 attempt');
    expect(deliveryStatusText({ status: 'pending', attempts: 3 }, i18n)).toBe('Pending · 3 attempts');
  });
});
