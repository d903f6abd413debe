import { useEffect, useRef } from 'react';
import { inboxShortcutOf, isTypingTarget, type InboxShortcut } from '../utils/shortcuts';

/** The inbox's keys (utils/shortcuts.ts), beside the pane's own Alt+letter keys. */
export function useInboxShortcuts(handlers: Record<InboxShortcut, () => void>): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      // A dialog or an open menu keeps its own keys.
      if (e.target instanceof Element && e.target.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return;
      const which = inboxShortcutOf(e, isTypingTarget(e.target));
      if (!which) return;
      e.preventDefault();
      ref.current[which]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
