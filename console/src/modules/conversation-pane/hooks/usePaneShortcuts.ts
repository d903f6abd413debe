import { useEffect, useRef } from 'react';

/** The pane's keyboard shortcuts (listed in the inbox's help popover). */
export const PANE_SHORTCUTS = {
  focusComposer: { key: 'c', alt: true },
  toggleStatus: { key: 'r', alt: true },
  assignToMe: { key: 'a', alt: true },
  toggleHidden: { key: 'h', alt: true },
} as const;

export type PaneShortcut = keyof typeof PANE_SHORTCUTS;

/** Which shortcut a key press is, if any (Alt+C, Alt+R, Alt+A, Alt+H; the physical key, so layouts agree). */
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): PaneShortcut | null {
  if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  const letter = /^Key([A-Z])$/.exec(e.code)?.[1]?.toLowerCase() ?? e.key.toLowerCase();
  for (const [name, s] of Object.entries(PANE_SHORTCUTS)) if (s.key === letter) return name as PaneShortcut;
  return null;
}

export function usePaneShortcuts(handlers: Record<PaneShortcut, () => void>): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const which = shortcutOf(e);
      if (!which) return;
      e.preventDefault();
      ref.current[which]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
