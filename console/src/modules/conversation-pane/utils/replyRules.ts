/** Spec §4 internal side rules for the composer. */
export interface ReplyTarget {
  internal: boolean;
}

export interface InternalMode {
  /** The mode the message will be sent in. */
  internal: boolean;
  /** The toggle cannot be changed (replying to an internal message). */
  locked: boolean;
}

/** Replying to an internal message forces internal mode and locks the toggle; otherwise the agent's choice stands. */
export function internalMode(chosen: boolean, replyTo: ReplyTarget | null): InternalMode {
  if (replyTo?.internal) return { internal: true, locked: true };
  return { internal: chosen, locked: false };
}

/**
 * Internal messages cannot be answered across the boundary: a customer-side composer (not internal)
 * cannot quote an internal message. Returns false when the overlay 'Cannot respond to internal
 * information' must show instead.
 */
export function canReplyAcross(replyTo: ReplyTarget | null, sendingInternal: boolean): boolean {
  if (!replyTo) return true;
  return !replyTo.internal || sendingInternal;
}
