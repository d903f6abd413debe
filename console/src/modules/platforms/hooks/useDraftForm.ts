import { useState } from 'react';

/**
 * A draft edited in a drawer: its problems show only once Save was pressed (reset each time the
 * drawer opens), and the drawer closes when the save went through.
 */
export function useDraftForm<T, P extends string = string>(problemsOf: (draft: T) => P[]) {
  const [draft, setDraft] = useState<T | null>(null);
  const [tried, setTried] = useState(false);
  const problems: P[] = draft === null ? [] : problemsOf(draft);
  return {
    draft,
    /** The problems to show: none until Save was pressed. */
    shown: tried ? problems : [],
    open: (next: T) => {
      setTried(false);
      setDraft(next);
    },
    change: (next: T) => setDraft(next),
    close: () => setDraft(null),
    /** Runs `save` when the draft has no problem; `save` answers whether it went through. */
    submit: async (save: (draft: T) => Promise<boolean>) => {
      setTried(true);
      if (draft === null || problems.length > 0) return;
      if (await save(draft)) setDraft(null);
    },
  };
}

export type DraftForm<T, P extends string = string> = ReturnType<typeof useDraftForm<T, P>>;
