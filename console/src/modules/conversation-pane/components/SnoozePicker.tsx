import { useLingui } from '@lingui/react/macro';
import { AlarmClock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Popover } from '../../../ui/Popover';
import { isValidSnoozeDate, SNOOZE_CHOICES, snoozeState, snoozeUntil, type SnoozeChoice } from '../utils/snoozeChoices';
import { formatTime } from '../../../shared/time';

// The calendar (react-day-picker, ~20 KB compressed) is fetched when the agent reaches for the
// snooze button, not with the inbox.
const loadPicker = () => import('../../../ui/DateTimePicker');
const DateTimePicker = lazy(() => loadPicker().then((m) => ({ default: m.DateTimePicker })));

/** Quick choices of spec §4 or a free date and time not earlier than now; clear. Icon green / red / neutral. */
export function SnoozePicker({ snooze, onSnooze }: { snooze: number; onSnooze: (until: number) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [custom, setCustom] = useState<Date | null>(null);
  const now = Date.now();
  const state = snoozeState(snooze, now);
  const labels: Record<SnoozeChoice, string> = {
    threeHours: t`In 3 hours`,
    tomorrow: t`Tomorrow 09:00`,
    nextMonday: t`Next Monday 09:00`,
    oneWeek: t`In 1 week`,
    oneMonth: t`In 1 month`,
  };
  const pick = (until: number) => {
    setOpen(false);
    onSnooze(until);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      label={t`Snooze`}
      trigger={
        <Trigger
          type="button"
          $state={state}
          onPointerEnter={() => void loadPicker()}
          onFocus={() => void loadPicker()}
          aria-label={state === 'none' ? t`Snooze` : t`Snoozed until ${formatTime(snooze)}`}
          data-snooze-state={state}
        >
          <AlarmClock size={18} />
        </Trigger>
      }
    >
      <Panel>
        <Title>{t`Snooze until`}</Title>
        {SNOOZE_CHOICES.map((c) => (
          <Choice key={c} type="button" onClick={() => pick(snoozeUntil(c, Date.now()))}>
            <span>{labels[c]}</span>
            <small>{formatTime(snoozeUntil(c, now), 0)}</small>
          </Choice>
        ))}
        <Suspense fallback={<PickerPlaceholder />}>
          <DateTimePicker label={t`Pick a date and time`} value={custom} onChange={setCustom} min={new Date(now)} />
        </Suspense>
        <Buttons>
          {snooze > 0 && (
            <Button size="small" variant="ghost" onClick={() => pick(0)}>
              {t`Clear snooze`}
            </Button>
          )}
          <Button size="small" disabled={!isValidSnoozeDate(custom, Date.now())} onClick={() => custom && pick(custom.getTime())}>
            {t`Snooze`}
          </Button>
        </Buttons>
      </Panel>
    </Popover>
  );
}

const Trigger = styled.button<{ $state: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme, $state }) => ($state === 'future' ? theme.colors.success : $state === 'overdue' ? theme.colors.danger : theme.colors.textMuted)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
const PickerPlaceholder = styled.div`
  min-height: 36px;
`;
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 260px;
`;
const Title = styled.div`
  margin-bottom: 4px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Choice = styled.button`
  display: flex;
  justify-content: space-between;
  padding: 6px 8px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  small {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 6px;
  margin-top: 6px;
`;
