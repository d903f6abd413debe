import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { Input } from '../../../../ui/Input';
import type { FilterKind } from '../../utils/criteria';

export interface OperandInputProps {
  kind: FilterKind;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
}

/**
 * The operand of a filter: free text, a date (YYYY-MM-DD), or an anniversary (MM-DD) picked on a
 * calendar limited to the current year (spec §5).
 */
export function OperandInput({ kind, value, onChange, onEnter }: OperandInputProps) {
  const { t } = useLingui();
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onEnter();
  };
  if (kind === 'text') {
    return <Input label={t`Value`} value={value} onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} autoFocus data-testid="filter-operand" />;
  }
  if (kind === 'date') {
    return (
      <Input
        label={t`Date`}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
        data-testid="filter-operand"
      />
    );
  }
  const year = new Date().getFullYear();
  return (
    <Input
      label={t`Day of the year`}
      type="date"
      min={`${year}-01-01`}
      max={`${year}-12-31`}
      value={value ? `${year}-${value}` : ''}
      onChange={(e) => onChange(e.target.value ? e.target.value.slice(5) : '')}
      onKeyDown={onKeyDown}
      autoFocus
      data-testid="filter-operand"
    />
  );
}
