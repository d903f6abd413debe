import { customerErasedOf } from '../customerErased';

describe('the customer.erased payload', () => {
  it('reads the customer and the conversations that went with them', () => {
    expect(customerErasedOf({ customerId: 'u1', conversationIds: ['c1', 'c2'] })).toEqual({ customerId: 'u1', conversationIds: ['c1', 'c2'] });
  });

  it('takes no conversations (and nothing that is not an id) as none', () => {
    expect(customerErasedOf({ customerId: 'u1' })).toEqual({ customerId: 'u1', conversationIds: [] });
    expect(customerErasedOf({ customerId: 'u1', conversationIds: ['c1', 7, null] })).toEqual({ customerId: 'u1', conversationIds: ['c1'] });
  });

  it('is nothing without a customer', () => {
    expect(customerErasedOf({ conversationIds: ['c1'] })).toBeNull();
  });
});
