import { createHash } from 'node:crypto';

/**
 * The cursor a client sees is the change number (`change_seq`, taken from one sequence shared by
 * every workspace) with its workspace's tag in the low bits: `change * 4096 + tag`. Within a
 * workspace the order of cursors is the order of its changes, so clients compare them as before;
 * but a cursor kept from another workspace (a browser that switched workspaces, another
 * installation) no longer passes for one of this workspace: its tag differs (4095 times in 4096)
 * and the caller is told to refetch instead of getting the changes after a number that says
 * nothing about what it holds here.
 */
const TAG_BITS = 12;
const TAG_SPACE = 2 ** TAG_BITS;

/** Changes a cursor can name before it leaves the safe integers of JSON numbers (about 2.2e12). */
export const MAX_CHANGE = Math.floor(Number.MAX_SAFE_INTEGER / TAG_SPACE) - 1;

const tags = new Map<string, number>();

/** The workspace's tag: 12 bits of a hash of its id. */
export function workspaceTag(workspaceId: string): number {
  let tag = tags.get(workspaceId);
  if (tag === undefined) {
    tag = createHash('sha256').update(workspaceId).digest().readUInt16BE(0) % TAG_SPACE;
    if (tags.size > 10_000) tags.clear();
    tags.set(workspaceId, tag);
  }
  return tag;
}

/** The cursor clients see for a change number of this workspace. */
export function encodeCursor(workspaceId: string, change: number): number {
  return Math.min(change, MAX_CHANGE) * TAG_SPACE + workspaceTag(workspaceId);
}

/**
 * The change number a client's cursor names in this workspace, or null when the cursor is not one
 * of this workspace's. 0 is everyone's "from the beginning" (a client that holds nothing).
 */
export function decodeCursor(workspaceId: string, cursor: number): number | null {
  if (cursor === 0) return 0;
  if (cursor % TAG_SPACE !== workspaceTag(workspaceId)) return null;
  return Math.floor(cursor / TAG_SPACE);
}
