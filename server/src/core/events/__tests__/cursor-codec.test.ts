import { decodeCursor, encodeCursor, workspaceTag } from '../cursor-codec';

const A = '0b7f5a52-4d6e-4a51-9a43-0f1d2c3b4a51';
/** A second workspace whose tag differs from A's (two random ids share one 1 time in 4096). */
const B = ['1c2d3e4f-0000-4000-8000-000000000001', '1c2d3e4f-0000-4000-8000-000000000002'].find((id) => workspaceTag(id) !== workspaceTag(A))!;

describe('change cursors carry their workspace', () => {
  it('keeps the order of a workspace’s changes, so clients compare cursors as numbers', () => {
    const cursors = [1, 2, 3, 10, 1_000_000].map((n) => encodeCursor(A, n));
    expect([...cursors].sort((x, y) => x - y)).toEqual(cursors);
    expect(new Set(cursors).size).toBe(cursors.length);
    for (const n of [1, 2, 3, 10, 1_000_000]) expect(decodeCursor(A, encodeCursor(A, n))).toBe(n);
  });

  it('does not let a cursor of another workspace pass for one of this workspace', () => {
    expect(decodeCursor(A, encodeCursor(B, 5))).toBeNull();
    expect(decodeCursor(B, encodeCursor(A, 5))).toBeNull();
  });

  it('reads 0 as "from the beginning" in every workspace, and stays within safe integers', () => {
    expect(decodeCursor(A, 0)).toBe(0);
    expect(decodeCursor(B, 0)).toBe(0);
    expect(Number.isSafeInteger(encodeCursor(A, Number.MAX_SAFE_INTEGER))).toBe(true);
  });
});
