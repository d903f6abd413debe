/** Spec §5: a note is sent trimmed; an empty one is ignored. */
export function noteToAdd(text: string): string | null {
  const content = text.trim();
  return content ? content : null;
}

/** Spec §3: notes newest first. */
export function newestFirst<T extends { timestamp: number }>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => b.timestamp - a.timestamp);
}
