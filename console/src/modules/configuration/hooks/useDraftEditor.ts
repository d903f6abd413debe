import { useState, type Dispatch, type SetStateAction } from 'react';

export interface DraftEditor<TDraft> {
  draft: TDraft;
  setDraft: Dispatch<SetStateAction<TDraft>>;
  saving: boolean;
  /** Whether this problem is to be shown: only after a first try to save, so a fresh form is not all red. */
  shown: (problem: string) => boolean;
  /** Saves when the draft has no problems, and closes the editor when that worked. */
  save: () => Promise<void>;
}

/** The state of an editor dialog that saves a draft at once and stays open when saving fails. */
export function useDraftEditor<TDraft>(
  initial: TDraft,
  problemsOf: (draft: TDraft) => readonly string[],
  onSave: (draft: TDraft) => Promise<boolean>,
  onClose: () => void,
): DraftEditor<TDraft> {
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const problems = new Set(problemsOf(draft));
  const save = async () => {
    setTried(true);
    if (problems.size > 0) return;
    setSaving(true);
    const ok = await onSave(draft);
    setSaving(false);
    if (ok) onClose();
  };
  return { draft, setDraft, saving, shown: (problem) => tried && problems.has(problem), save };
}
