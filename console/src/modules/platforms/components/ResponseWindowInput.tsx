import { useLingui } from '@lingui/react/macro';
import { Input } from '../../../ui/Input';

/** The response window of a channel or a page: whole hours, 1 to 8760 (spec §5), checked by its draft's problems. */
export function ResponseWindowInput({ value, hint, invalid, onChange }: { value: string; hint?: string; invalid: boolean; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <Input
      label={t`Response window (hours)`}
      type="number"
      min={1}
      max={8760}
      value={value}
      hint={hint}
      onChange={(e) => onChange(e.target.value)}
      error={invalid ? t`Whole hours from 1 to 8760.` : undefined}
    />
  );
}
