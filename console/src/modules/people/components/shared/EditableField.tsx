import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../../../../ui/controlStyles';
import { Field } from '../../../../ui/Field';

/** How the value is typed: a line, several lines, a date (YYYY-MM-DD) or a day of the year (MM-DD). */
export type EditableKind = 'text' | 'multiline' | 'date' | 'anniversary';

export interface EditableFieldProps {
  label: string;
  value: string | null | undefined;
  kind?: EditableKind;
  /** The problem with a value (translated), or null when it may be saved. */
  validate?: (value: string) => string | null;
  /** Saves a changed value; false when refused (the field shows the saved value again). */
  onSave: (value: string) => Promise<boolean>;
  placeholder?: string;
  testId?: string;
}

/**
 * A profile field saved when it loses focus (spec §5): an invalid value shows its problem, keeps
 * the focus and is not saved; Escape puts the saved value back. Enter ends a one-line field.
 */
export function EditableField({ label, value, kind = 'text', validate, onSave, placeholder, testId }: EditableFieldProps) {
  const saved = value ?? '';
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = useId();
  const year = new Date().getFullYear();

  // A newer saved value (another tab, the server's cleanup) shows unless the field is being edited.
  useEffect(() => {
    if (document.activeElement !== ref.current) setDraft(saved);
  }, [saved]);

  const commit = async () => {
    const next = draft.trim();
    if (next === saved) {
      setError(null);
      return;
    }
    const problem = validate?.(next) ?? null;
    if (problem) {
      setError(problem);
      // Keep the focus here until the value is fixed or Escape restores it.
      window.requestAnimationFrame(() => ref.current?.focus());
      return;
    }
    setError(null);
    if (!(await onSave(next))) setDraft(saved);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setDraft(saved);
      setError(null);
    } else if (e.key === 'Enter' && kind !== 'multiline') {
      e.preventDefault();
      e.currentTarget.blur();
    }
  };

  const common = {
    ref,
    placeholder,
    onKeyDown,
    onBlur: () => void commit(),
    'data-testid': testId,
  };

  return (
    <Field label={label} error={error} id={id}>
      {(control) =>
        kind === 'multiline' ? (
          <TextArea {...common} {...control} rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} />
        ) : kind === 'anniversary' ? (
          <Control
            {...common}
            {...control}
            type="date"
            min={`${year}-01-01`}
            max={`${year}-12-31`}
            value={draft ? `${year}-${draft}` : ''}
            onChange={(e) => setDraft(e.target.value ? e.target.value.slice(5) : '')}
          />
        ) : (
          <Control {...common} {...control} type={kind === 'date' ? 'date' : 'text'} value={draft} onChange={(e) => setDraft(e.target.value)} />
        )
      }
    </Field>
  );
}

const Control = styled.input`
  ${controlStyles}
  height: 36px;
`;

const TextArea = styled.textarea`
  ${controlStyles}
  height: auto;
  min-height: 72px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
`;
