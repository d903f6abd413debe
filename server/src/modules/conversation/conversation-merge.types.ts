/** What a merge changed, kept with it (conversation_merge.snapshot) so that an undo restores it exactly. */
export interface MergeSnapshot {
  /** Every message of both conversations before the merge: where it was, at which seq, with which localId. */
  messages: { id: string; conversation_id: string; seq: number; local_id: string | null }[];
  /** Both conversation rows before the merge (to_jsonb of the row). */
  conversations: Record<string, unknown>[];
  /** Both conversations' member rows (read positions, mentions, participants) before the merge. */
  members: Record<string, unknown>[];
  /** Assignees and teams the survivor gained from the merged conversation. */
  addedAgents: string[];
  addedTeams: string[];
  /** Conversations that had been merged into the merged one, and now point at the survivor. */
  repointed: string[];
  /** The system notices the merge wrote (the seam in the survivor, the link in the merged one). */
  notices: string[];
}

export interface MergeConversationInput {
  sourceId: string;
  targetId: string;
}

/** The answer of a merge or an undo: the record and both conversations as they now are. */
export interface MergeResult {
  mergeId: string;
  sourceId: string;
  targetId: string;
  /** Until when the merge can be undone (ms); an undo answers when it happened. */
  undoUntil: number;
  undone: boolean;
  movedMessages: number;
}

/** How long after a merge it can be undone. */
export const MERGE_UNDO_MS = 30_000;
