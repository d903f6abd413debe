/** The inbox listing one customer's conversations, whatever their status (the customer list's count button). */
export const customerConversationsPath = (customerId: string): string => `/conversation?customerId=${encodeURIComponent(customerId)}&status=all`;
