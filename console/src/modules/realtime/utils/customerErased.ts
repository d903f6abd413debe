/** docs/realtime.md customer.erased: a customer was erased (GDPR) with every conversation of theirs. */
export interface CustomerErased {
  customerId: string;
  conversationIds: string[];
}

export function customerErasedOf(payload: Record<string, unknown>): CustomerErased | null {
  if (typeof payload.customerId !== 'string') return null;
  const ids = Array.isArray(payload.conversationIds) ? payload.conversationIds : [];
  return { customerId: payload.customerId, conversationIds: ids.filter((id): id is string => typeof id === 'string') };
}
