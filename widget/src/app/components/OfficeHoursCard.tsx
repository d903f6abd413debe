import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { Application, Weekday } from '../api/types';
import { zoneName } from '../utils/format';
import { Card, CardTitle, Muted } from './Panel';

const ORDER: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Spec §2: each weekday with its hours, in the workspace's time zone. */
export function OfficeHoursCard({ app, title, description }: { app: Application; title: string; description?: string }) {
  const { t, i18n } = useLingui();
  const names: Record<Weekday, string> = {
    mon: t`Monday`,
    tue: t`Tuesday`,
    wed: t`Wednesday`,
    thu: t`Thursday`,
    fri: t`Friday`,
    sat: t`Saturday`,
    sun: t`Sunday`,
  };
  return (
    <Card data-testid="module-officeHour">
      <Head>
        <CardTitle>{title}</CardTitle>
        <State $open={app.officeHourOpen}>{app.officeHourOpen ? t`Open now` : t`Closed now`}</State>
      </Head>
      {description && <Muted>{description}</Muted>}
      <Table>
        <tbody>
          {ORDER.map((day) => {
            const entry = app.officeHour[day];
            const allDay = entry.start === '00:00' && entry.end === '24:00';
            return (
              <tr key={day}>
                <th scope="row">{names[day]}</th>
                <td>{!entry.enable ? t`Closed` : allDay ? t`All day` : `${entry.start} – ${entry.end}`}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Muted>{t`Time zone: ${zoneName(app.timezone, i18n.locale, t`Coordinated Universal Time (UTC)`)}`}</Muted>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
`;
const State = styled.span<{ $open: boolean }>`
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.warning)};
`;
const Table = styled.table`
  width: 100%;
  margin: 8px 0;
  border-collapse: collapse;
  font-size: 13px;
  th {
    padding: 3px 0;
    font-weight: 400;
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    padding: 3px 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
