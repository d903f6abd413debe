import { useLingui } from '@lingui/react/macro';
import { defaultReportRange, reportRangeProblem } from '@parley/protocol';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { ExportHistory } from '../modules/report/components/ExportHistory';
import { ReportDashboard } from '../modules/report/components/ReportDashboard';
import { ReportForm } from '../modules/report/components/ReportForm';
import { ReportPassword } from '../modules/report/components/ReportPassword';
import { useMessageExports } from '../modules/report/hooks/useMessageExports';
import { ColumnStack } from '../ui/layout';

/**
 * Spec §2 Report (/report, report permission): a dashboard of the chosen days (beyond the spec),
 * the report form, the report password, and the download history of message-history archives.
 */
export function ReportPage() {
  const { t } = useLingui();
  const initial = useMemo(() => defaultReportRange(dayjs().format('YYYY-MM-DD')), []);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const exports = useMessageExports();
  const valid = reportRangeProblem(from, to) === null;
  return (
    <PeoplePage title={t`Report`} subtitle={t`How your team is doing, and the files to take it further.`}>
      <ColumnStack $gap={4} $maxWidth={1280}>
        <ReportDashboard range={valid ? { from, to } : null} />
        <Columns>
          <ReportForm from={from} to={to} onFrom={setFrom} onTo={setTo} onRequestExport={exports.request} requesting={exports.requesting} />
          <ColumnStack $gap={3}>
            <ReportPassword />
          </ColumnStack>
        </Columns>
        <ExportHistory jobs={exports.jobs} loading={exports.loading} onDownload={exports.download} onDelete={exports.remove} />
      </ColumnStack>
    </PeoplePage>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;
`;
