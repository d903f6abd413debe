import { useCallback, useLayoutEffect, useRef } from 'react';

interface Pending {
  el: HTMLTextAreaElement | HTMLInputElement;
  position: number;
  focus: boolean;
}

/**
 * Puts a text field's caret where a programmatic edit ends, once React has rendered that edit.
 * Done in a layout effect, before the browser handles another key: from a later animation frame a
 * fast typist's next key could land first and be put back in front of the caret ("hanks!t").
 */
export function useCaretAfterRender(): (
  el: HTMLTextAreaElement | HTMLInputElement | null | undefined,
  position: number,
  options?: { focus?: boolean },
) => void {
  const pending = useRef<Pending | null>(null);
  useLayoutEffect(() => {
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    if (p.focus) p.el.focus();
    p.el.setSelectionRange(p.position, p.position);
  });
  return useCallback((el, position, options) => {
    if (el) pending.current = { el, position, focus: options?.focus ?? false };
  }, []);
}
