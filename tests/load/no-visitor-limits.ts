/**
 * Benchmarks drive hundreds of visitors from one address (loopback) as fast as the server answers:
 * with the visitor limits on (README, Limits) they would measure the 429s. Every limit off.
 */
export const NO_VISITOR_LIMITS: Record<string, string> = {
  VISITOR_SESSIONS_PER_HOUR: '0',
  VISITOR_SESSIONS_PER_HOUR_PER_KEY: '0',
  VISITOR_CONVERSATIONS_PER_HOUR: '0',
  VISITOR_CONVERSATIONS_PER_HOUR_PER_WORKSPACE: '0',
  VISITOR_MESSAGES_PER_MINUTE: '0',
  VISITOR_MESSAGES_PER_MINUTE_PER_WORKSPACE: '0',
  VISITOR_UPLOAD_BYTES_PER_DAY: '0',
  VISITOR_UPLOAD_BYTES_PER_DAY_PER_WORKSPACE: '0',
  // Thousands of idle widgets on one loopback address (idle-widgets.ts).
  VISITOR_SOCKETS_PER_ADDRESS: '0',
};
