import { useCallback, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useCaretAfterRender } from '../../../ui/useCaretAfterRender';
import { findTrigger, moveActive, replaceTrigger, type ActiveTrigger } from '../utils/triggerSuggest';

/** One row of a picker. */
export interface Suggestion {
  id: string;
  label: string;
  detail?: string;
  badge?: string;
}

/** What was picked, for the message it will be sent with. */
export interface Picked {
  mention?: { id: string; label: string };
  cannedReplyId?: string;
}

/** A trigger character and what it offers (the composer's `@` and `/`). */
export interface TriggerSource {
  char: string;
  /** The listbox's accessible name. */
  label: string;
  /** Shown when nothing matches. */
  emptyText: string;
  enabled: boolean;
  items: (query: string) => Suggestion[];
  /** The text that replaces the trigger and its query, and what it means for the message. */
  pick: (item: Suggestion) => { text: string } & Picked;
}

export interface TriggerSuggestions {
  open: { source: TriggerSource; items: Suggestion[]; active: number; listId: string; optionId: (i: number) => string } | null;
  /** ARIA for the textarea (aria-autocomplete, aria-controls, aria-activedescendant). */
  inputProps: Record<string, string | undefined>;
  /** The caret moved or the text changed: where the caret is now. */
  onCaret: (caret: number) => void;
  /** Handles the picker's keys; true when the key was the picker's (the composer must not send). */
  onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  pick: (index: number) => void;
  setActive: (index: number) => void;
}

/**
 * The one trigger-character picker of the composer: follows the caret, opens the source whose
 * character it is in, and is driven by the keyboard (ArrowUp/Down move, Enter or Tab insert,
 * Escape closes until the trigger is typed again).
 */
export function useTriggerSuggestions(opts: {
  sources: readonly TriggerSource[];
  text: string;
  area: RefObject<HTMLTextAreaElement | null>;
  onText: (text: string) => void;
  onPicked: (picked: Picked) => void;
}): TriggerSuggestions {
  const { sources, text, area, onText, onPicked } = opts;
  const baseId = useId();
  const placeCaret = useCaretAfterRender();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActiveState] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);

  const enabled = useMemo(() => sources.filter((s) => s.enabled), [sources]);
  const trigger: ActiveTrigger | null = useMemo(
    () =>
      caret === null
        ? null
        : findTrigger(
            text,
            Math.min(caret, text.length),
            enabled.map((s) => s.char),
          ),
    [caret, enabled, text],
  );
  const source = trigger && trigger.start !== dismissed ? (enabled.find((s) => s.char === trigger.char) ?? null) : null;
  const items = useMemo(() => (source && trigger ? source.items(trigger.query) : []), [source, trigger]);
  const activeIndex = items.length ? Math.min(active, items.length - 1) : -1;
  const listId = `${baseId}-suggestions`;
  const optionId = useCallback((i: number) => `${baseId}-option-${i}`, [baseId]);

  const onCaret = useCallback(
    (next: number) => {
      setCaret(next);
      // A new trigger (another place) starts at its first item and is no longer dismissed.
      const t = findTrigger(
        area.current?.value ?? text,
        next,
        enabled.map((s) => s.char),
      );
      if (!t || t.start !== trigger?.start) {
        setActiveState(0);
        if (t?.start !== dismissed) setDismissed(null);
      }
    },
    [area, dismissed, enabled, text, trigger?.start],
  );

  const pick = useCallback(
    (index: number) => {
      const item = items[index];
      if (!source || !trigger || !item || caret === null) return;
      const { text: insert, ...picked } = source.pick(item);
      const next = replaceTrigger(text, trigger, Math.min(caret, text.length), insert);
      onText(next.text);
      onPicked(picked);
      setCaret(next.caret);
      setActiveState(0);
      placeCaret(area.current, next.caret, { focus: true });
    },
    [area, caret, items, onPicked, onText, placeCaret, source, text, trigger],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
      if (!source || !trigger || e.nativeEvent.isComposing) return false;
      switch (e.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          if (!items.length) return false;
          e.preventDefault();
          setActiveState(moveActive(activeIndex, items.length, e.key === 'ArrowDown' ? 1 : -1));
          return true;
        case 'Enter':
        case 'Tab':
          if (!items.length || e.shiftKey || e.ctrlKey || e.metaKey) return false;
          e.preventDefault();
          pick(activeIndex);
          return true;
        case 'Escape':
          // Closes the picker only; the pane's own Escape handling does not see it.
          e.preventDefault();
          e.stopPropagation();
          setDismissed(trigger.start);
          return true;
        default:
          return false;
      }
    },
    [activeIndex, items.length, pick, source, trigger],
  );

  const isOpen = Boolean(source && trigger);
  return {
    open: isOpen && source ? { source, items, active: activeIndex, listId, optionId } : null,
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': isOpen ? listId : undefined,
      'aria-activedescendant': isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    },
    onCaret,
    onKeyDown,
    pick,
    setActive: setActiveState,
  };
}
