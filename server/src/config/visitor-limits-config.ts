/** What widget visitors may create (read from the environment; counted by auth/visitor-limits.ts). */
export type VisitorLimitKind = 'sessions' | 'conversations' | 'messages' | 'uploadBytes';

/**
 * One kind's limits within a window of `seconds`: per client address, and for everything that
 * comes through one door (`perKey`: the API key for sessions, the workspace for what a signed-in
 * visitor creates, since a visitor's session is not tied to the key it was opened with). 0 = none.
 */
export interface VisitorLimitRule {
  perAddress: number;
  perKey: number;
  seconds: number;
}

export type VisitorLimitsConfig = Record<VisitorLimitKind, VisitorLimitRule>;
