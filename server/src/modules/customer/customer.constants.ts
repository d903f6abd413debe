export const CUSTOMER_PAGE = { default: 20, max: 100 } as const;
/** Deep enough for infinite scroll through 100,000 customers. */
export const MAX_OFFSET = 1_000_000;
export const RECENT_CONVERSATIONS = 20;
