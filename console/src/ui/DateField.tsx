import * as RadixPopover from '@radix-ui/react-popover';
import { useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { asLocale } from '../shared/i18n';
import { controlStyles } from './controlStyles';
import { Calendar, dayPickerLocales, PickerContent } from './DateTimePicker';
import { Field } from './Field';
import { IconButton } from './IconButton';

export interface DateFieldProps {
  label: ReactNode;
  /** YYYY-MM-DD, or what is being typed. */
  value: string;
  onChange: (value: string) => void;
  /** YYYY-MM-DD bounds of the calendar. */
  min?: string;
  max?: string;
  error?: ReactNode;
  required?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A YYYY-MM-DD text as a local day, or undefined when it is not one. */
function toDay(text: string | undefined): Date | undefined {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toText(d) === text ? d : undefined;
}

/**
 * A day always written YYYY-MM-DD (spec §5), whatever the browser's locale: a native date input
 * shows 12/02/2026 or 2026/12/02 by the browser's settings. Typed, or picked on a calendar.
 */
export function DateField({ label, value, onChange, min, max, error, required }: DateFieldProps) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const [open, setOpen] = useState(false);
  const selected = toDay(value);
  const [start, end] = [toDay(min), toDay(max)];
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Row>
          <Text
            {...control}
            value={value}
            placeholder="YYYY-MM-DD"
            inputMode="numeric"
            maxLength={10}
            required={required}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
          />
          <RadixPopover.Root open={open} onOpenChange={setOpen}>
            <RadixPopover.Trigger asChild>
              <IconButton label={t`Choose on a calendar`} icon={<CalendarDays size={16} />} />
            </RadixPopover.Trigger>
            <RadixPopover.Portal>
              <PickerContent align="end" sideOffset={6} collisionPadding={12} aria-label={t`Choose a day`}>
                <Calendar
                  mode="single"
                  locale={dayPickerLocales[locale]}
                  selected={selected}
                  defaultMonth={selected ?? end ?? new Date()}
                  disabled={[...(start ? [{ before: start }] : []), ...(end ? [{ after: end }] : [])]}
                  onSelect={(day: Date | undefined) => {
                    if (day) onChange(toText(day));
                    setOpen(false);
                  }}
                />
              </PickerContent>
            </RadixPopover.Portal>
          </RadixPopover.Root>
        </Row>
      )}
    </Field>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Text = styled.input`
  ${controlStyles}
  flex: 1;
  font-variant-numeric: tabular-nums;
`;
