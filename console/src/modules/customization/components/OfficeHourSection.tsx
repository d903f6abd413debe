import { useLingui } from '@lingui/react/macro';
import { endAfter, endChoices, startChoices, WEEKDAYS, type OfficeHourDay, type ResponseTimeType, type Weekday } from '@parley/protocol';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { MAX_RESPONSE_MINUTES } from '../utils/customizationDraft';
import { timeZoneOptions } from '../utils/timeZones';
import { INTL_LOCALE } from '../../../shared/dateFormat';
import { asLocale } from '../../../shared/i18n';
import type { SectionProps } from './AppearanceSection';
import { Choices, Group, GroupTitle, Hint, Stack } from './formParts';
import { ColumnStack } from '../../../ui/layout';

function useDayNames(): Record<Weekday, string> {
  const { t } = useLingui();
  return { mon: t`Monday`, tue: t`Tuesday`, wed: t`Wednesday`, thu: t`Thursday`, fri: t`Friday`, sat: t`Saturday`, sun: t`Sunday` };
}

/** Spec §3, §5 office hours: per weekday open or closed, start and end on the 30-minute grid, the time zone, the response time. */
export function OfficeHourSection({ draft, onChange, problems, measured }: SectionProps & { measured: number | null }) {
  const { t, i18n } = useLingui();
  const days = useDayNames();
  const locale = INTL_LOCALE[asLocale(i18n.locale)];
  const utc = t`Coordinated Universal Time (UTC)`;
  const zones = useMemo(() => timeZoneOptions(draft.timezone, locale, utc), [draft.timezone, locale, utc]);
  const starts = useMemo(() => startChoices().map((v) => ({ value: v, label: v })), []);
  const setDay = (day: Weekday, patch: Partial<OfficeHourDay>) => {
    const current = draft.officeHour[day];
    const next = { ...current, ...patch };
    if (patch.start) next.end = endAfter(patch.start, current.end);
    onChange({ ...draft, officeHour: { ...draft.officeHour, [day]: next } });
  };
  const copyToAll = (day: Weekday) =>
    onChange({ ...draft, officeHour: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...draft.officeHour[day] }])) as typeof draft.officeHour });
  const minutes = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

  return (
    <Stack>
      <Group>
        <GroupTitle>{t`Opening hours`}</GroupTitle>
        <ZoneSelect
          label={t`Time zone`}
          hint={t`The hours below are in this time zone, whatever the visitor's.`}
          value={draft.timezone}
          options={zones}
          onChange={(timezone) => onChange({ ...draft, timezone })}
        />
        <ColumnStack $gap={2}>
          {WEEKDAYS.map((day) => {
            const entry = draft.officeHour[day];
            return (
              <DayRow key={day} data-testid={`office-${day}`}>
                <DayName>
                  <Checkbox label={days[day]} checked={entry.enable} onCheckedChange={(enable) => setDay(day, { enable })} />
                </DayName>
                {entry.enable ? (
                  <>
                    <Select
                      label={t`${days[day]} opens at`}
                      hideLabel
                      value={entry.start}
                      options={starts}
                      onChange={(start) => setDay(day, { start })}
                      data-testid={`office-${day}-start`}
                    />
                    <To aria-hidden>–</To>
                    <Select
                      label={t`${days[day]} closes at`}
                      hideLabel
                      value={entry.end}
                      options={endChoices(entry.start).map((v) => ({ value: v, label: v }))}
                      onChange={(end) => setDay(day, { end })}
                      data-testid={`office-${day}-end`}
                    />
                    <Button variant="ghost" size="small" onClick={() => copyToAll(day)}>
                      {t`Use for every day`}
                    </Button>
                  </>
                ) : (
                  <Closed>{t`Closed`}</Closed>
                )}
              </DayRow>
            );
          })}
        </ColumnStack>
      </Group>
      <Group>
        <GroupTitle>{t`Response time`}</GroupTitle>
        <Hint>{t`What the landing page tells visitors about how soon you answer.`}</Hint>
        <Choices<ResponseTimeType>
          name="responseTimeType"
          label={t`Response time`}
          value={draft.responseTimeType}
          onChange={(responseTimeType) => onChange({ ...draft, responseTimeType })}
          options={[
            { value: 'disable', label: t`Do not show` },
            { value: 'dynamic', label: t`Dynamic` },
            { value: 'manual', label: t`Custom` },
          ]}
        />
        {draft.responseTimeType === 'dynamic' && (
          <Hint data-testid="measured-response-time">
            {measured === null
              ? t`Measured from your answers: the median time to a first answer over the last 7 days, in office hours. No conversation has been answered yet, so nothing is shown for now.`
              : t`Measured from your answers: the median time to a first answer over the last 7 days, in office hours. Right now: ${measured} min.`}
          </Hint>
        )}
        {draft.responseTimeType === 'manual' && (
          <MinuteRow>
            <Input
              label={t`In office hours (minutes)`}
              type="number"
              min={0}
              max={MAX_RESPONSE_MINUTES}
              step={1}
              value={Number.isNaN(draft.officeHourResponseTime) ? '' : String(draft.officeHourResponseTime)}
              onChange={(e) => onChange({ ...draft, officeHourResponseTime: minutes(e.target.value) })}
              error={problems.officeHourResponseTime ? t`Whole minutes from 0 to ${MAX_RESPONSE_MINUTES}.` : undefined}
              data-testid="office-response-time"
            />
            <Input
              label={t`Outside office hours (minutes)`}
              type="number"
              min={0}
              max={MAX_RESPONSE_MINUTES}
              step={1}
              value={Number.isNaN(draft.nonOfficeHourResponseTime) ? '' : String(draft.nonOfficeHourResponseTime)}
              onChange={(e) => onChange({ ...draft, nonOfficeHourResponseTime: minutes(e.target.value) })}
              error={problems.nonOfficeHourResponseTime ? t`Whole minutes from 0 to ${MAX_RESPONSE_MINUTES}.` : undefined}
              data-testid="non-office-response-time"
            />
          </MinuteRow>
        )}
      </Group>
      <Group>
        <GroupTitle>{t`Visitor email`}</GroupTitle>
        <Checkbox
          id="ask-email-when-away"
          label={t`Ask visitors for their email when no one is available`}
          description={t`After a visitor's first message, when no agent is online or it is outside office hours, the widget offers to take their email (optional) so they can get the answer after they leave.`}
          checked={draft.askEmailWhenAway}
          onCheckedChange={(askEmailWhenAway) => onChange({ ...draft, askEmailWhenAway })}
        />
      </Group>
    </Stack>
  );
}

const ZoneSelect = styled(Select)`
  max-width: 360px;
`;
const DayRow = styled.div`
  display: grid;
  grid-template-columns: 160px 110px 16px 110px auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 40px;
  justify-content: start;
`;
const DayName = styled.div`
  min-width: 0;
`;
const To = styled.span`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Closed = styled.span`
  grid-column: 2 / span 3;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const MinuteRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 520px;
`;
