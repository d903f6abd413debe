import { resolveView } from '../views';

describe('the customer filter of the inbox (/conversation?customerId=…)', () => {
  const ctx = { teams: [], custom: [], status: 'all' as const };

  it('lists every conversation of that customer, whatever the view parameter says', () => {
    expect(resolveView('me', { ...ctx, customerId: 'cu1' })).toEqual({
      kind: 'customer',
      value: 'customer-cu1',
      customerId: 'cu1',
      params: { status: 'all', filter: 'all', customerId: 'cu1' },
    });
  });

  it('is not applied without a customer', () => {
    expect(resolveView('me', { ...ctx, customerId: null }).kind).toBe('default');
  });
});
