/** The inbox's own keys; the pane's (Alt+C, Alt+R, Alt+A) are in conversation-pane/hooks/usePaneShortcuts. */
export type InboxShortcut = 'next' | 'previous' | 'search' | 'help';

type KeyLike = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/**
 * j / Alt+↓: next conversation; k / Alt+↑: previous; / search; ? this list. The single letters
 * only count outside text fields (`typing`), so they never eat what someone writes; Alt+arrows work
 * from the composer too.
 */
export function inboxShortcutOf(e: KeyLike, typing: boolean): InboxShortcut | null {
  if (e.ctrlKey || e.metaKey) return null;
  if (e.altKey && !e.shiftKey) {
    if (e.key === 'ArrowDown') return 'next';
    if (e.key === 'ArrowUp') return 'previous';
    return null;
  }
  if (typing || e.altKey) return null;
  switch (e.key) {
    case 'j':
      return 'next';
    case 'k':
      return 'previous';
    case '/':
      return 'search';
    case '?':
      return 'help';
    default:
      return null;
  }
}

/** Whether focus is somewhere text is typed. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
  }
  return el.isContentEditable;
}

/** The id next to `current` in `ids` (step +1 or -1); the first row when nothing is open. */
export function neighbourId(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const at = current ? ids.indexOf(current) : -1;
  if (at === -1) return ids[0];
  const next = at + step;
  return next < 0 || next >= ids.length ? null : ids[next];
}
