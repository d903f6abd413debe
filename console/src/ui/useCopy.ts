import { useCallback, useState } from 'react';

/** Copies text where the browser offers the clipboard; `copied` is true for two seconds after. */
export function useCopy(): { canCopy: boolean; copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard?.writeText);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }, []);
  return { canCopy, copied, copy };
}
