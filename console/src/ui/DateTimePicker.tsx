import * as RadixPopover from '@radix-ui/react-popover';
import { useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS, zhCN, zhTW } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styled from 'styled-components';
import { formatDateTime } from '../shared/dateFormat';
import { asLocale } from '../shared/i18n';
import { Button } from './Button';
import { controlStyles } from './controlStyles';
import { Field } from './Field';
import { floatingStyles } from './floatingStyles';
import { isDayOutOfBounds, pickDay, timeSlots, toTimeValue, withTime } from './dateTimeBounds';

export interface DateTimePickerProps {
  label: ReactNode;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Earliest allowed moment; earlier days and times are disabled. */
  min?: Date;
  max?: Date;
  stepMinutes?: number;
  error?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
}

export const dayPickerLocales = { en: enUS, zh: zhTW, zh_cn: zhCN } as const;

/** A calendar and a time list in a popover; days and times outside min/max cannot be chosen. */
export function DateTimePicker({ label, value, onChange, min, max, stepMinutes = 30, error, hint, placeholder, disabled }: DateTimePickerProps) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Date | null>(value);
  const bounds = { min, max };
  const slots = draft ? timeSlots(draft, stepMinutes, bounds) : [];

  const openChange = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };

  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <RadixPopover.Root open={open} onOpenChange={openChange}>
          <RadixPopover.Trigger asChild>
            <Trigger type="button" disabled={disabled} {...control} aria-haspopup="dialog">
              <span>{value ? formatDateTime(value, locale) : (placeholder ?? t`Select date and time`)}</span>
              <CalendarDays size={16} aria-hidden />
            </Trigger>
          </RadixPopover.Trigger>
          <RadixPopover.Portal>
            <PickerContent align="start" sideOffset={6} collisionPadding={12} aria-label={t`Choose date and time`}>
              <Calendar
                mode="single"
                locale={dayPickerLocales[locale]}
                selected={draft ?? undefined}
                defaultMonth={draft ?? min ?? new Date()}
                startMonth={min}
                endMonth={max}
                disabled={(day: Date) => isDayOutOfBounds(day, bounds)}
                onSelect={(day: Date | undefined) => setDraft(day ? pickDay(day, draft, stepMinutes, bounds) : null)}
              />
              <TimeRow>
                <TimeLabel htmlFor={`${control.id}-time`}>{t`Time`}</TimeLabel>
                <TimeSelect
                  id={`${control.id}-time`}
                  value={draft ? toTimeValue(draft) : ''}
                  disabled={!draft}
                  onChange={(e) => draft && setDraft(withTime(draft, e.target.value))}
                >
                  {!draft && <option value="">{t`Pick a day first`}</option>}
                  {slots.map((s) => (
                    <option key={s.value} value={s.value} disabled={s.disabled}>
                      {s.value}
                    </option>
                  ))}
                </TimeSelect>
              </TimeRow>
              <Actions>
                <Button variant="secondary" size="small" onClick={() => setOpen(false)}>
                  {t`Cancel`}
                </Button>
                <Button
                  size="small"
                  disabled={!draft}
                  onClick={() => {
                    onChange(draft);
                    setOpen(false);
                  }}
                >
                  {t`Apply`}
                </Button>
              </Actions>
            </PickerContent>
          </RadixPopover.Portal>
        </RadixPopover.Root>
      )}
    </Field>
  );
}

const Trigger = styled.button`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  text-align: left;
  cursor: pointer;
  svg {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

export const PickerContent = styled(RadixPopover.Content)`
  ${floatingStyles}
  padding: ${({ theme }) => theme.spacing(3)};
`;

export const Calendar = styled(DayPicker)`
  --rdp-accent-color: ${({ theme }) => theme.colors.primary};
  --rdp-accent-background-color: ${({ theme }) => theme.colors.primarySoft};
  --rdp-day-height: 36px;
  --rdp-day-width: 36px;
  --rdp-day_button-height: 34px;
  --rdp-day_button-width: 34px;
  --rdp-today-color: ${({ theme }) => theme.colors.primary};
  --rdp-disabled-opacity: 0.3;
  font-size: ${({ theme }) => theme.font.size.body};
  margin: 0;
`;

const TimeRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(2)};
  padding-top: ${({ theme }) => theme.spacing(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const TimeLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const TimeSelect = styled.select`
  ${controlStyles}
  flex: 1;
  height: 34px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;
