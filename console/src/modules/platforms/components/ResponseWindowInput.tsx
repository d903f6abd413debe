import { useLingui } from '@lingui/react/macro';
import { Input } from '../../../ui/Input';
import { RESPONSE_WINDOW_MAX_HOURS, RESPONSE_WINDOW_MIN_HOURS } from '../utils/responseWindow';

/** The response window of a channel or a page: whole hours, 0 to 8760 (spec §5), checked by its draft's problems. */
export function ResponseWindowInput({ value, hint, invalid, onChange }: { value: string; hint?: string; invalid: boolean; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <Input
      label={t`Response window (hours)`}
      type="number"
      min={RESPONSE_WINDOW_MIN_HOURS}
      max={RESPONSE_WINDOW_MAX_HOURS}
      value={value}
      hint={hint}
      onChange={(e) => onChange(e.target.value)}
      error={invalid ? t`Whole hours from 0 to 8760.` : undefined}
    />
  );
}
