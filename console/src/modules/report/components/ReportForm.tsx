import { useLingui } from '@lingui/react/macro';
import { Download, Archive } from 'lucide-react';
import { reportRangeProblem, REPORT_MAX_DAYS, type ReportRangeProblem, type ReportType } from '@parley/protocol';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { DateField } from '../../../ui/DateField';
import { Select } from '../../../ui/Select';
import { useReportDownload } from '../../people/hooks/useReportDownload';
import { downloadUrl } from '../../people/utils/reportDownload';
import type { ExportRequest } from '../hooks/useMessageExports';
import { Card, CardHint, CardTitle } from './parts';
import { ColumnStack, TwoColumns } from '../../../ui/layout';

export interface ReportFormProps {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  onRequestExport: (input: ExportRequest) => Promise<boolean>;
  requesting: boolean;
}

/** Spec §2 report page: report type, start and end (§5 rules), history options, submit. */
export function ReportForm({ from, to, onFrom, onTo, onRequestExport, requesting }: ReportFormProps) {
  const { t } = useLingui();
  const [type, setType] = useState<ReportType>('conversation');
  const [includeFile, setIncludeFile] = useState(false);
  const [includeVoice, setIncludeVoice] = useState(false);
  const { busy, download } = useReportDownload();
  const problem = reportRangeProblem(from, to);
  const messages: Record<ReportRangeProblem, string> = {
    fromRequired: t`Please select a start date`,
    toRequired: t`Please select an end date`,
    fromInvalid: t`Please enter a date as YYYY-MM-DD`,
    toInvalid: t`Please enter a date as YYYY-MM-DD`,
    endBeforeStart: t`Incorrect date range`,
    tooLong: t`The range is at most ${REPORT_MAX_DAYS} days`,
  };
  const fromError = problem === 'fromRequired' || problem === 'fromInvalid' ? messages[problem] : undefined;
  const toError = problem && !fromError ? messages[problem] : undefined;
  const history = type === 'message_history';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    if (history) {
      void onRequestExport({ from, to, includeFile, includeVoice });
      return;
    }
    const path = type === 'conversation' ? '/api/admin/report/conversation/download' : '/api/admin/report/conversation/agent/download';
    void download(downloadUrl(path, { from, to }), type === 'conversation' ? 'conversations.csv' : 'conversation-agents.csv');
  };

  return (
    <Card as="form" onSubmit={submit} noValidate aria-labelledby="report-form-title" data-testid="report-form">
      <div>
        <CardTitle id="report-form-title">{t`Download a report`}</CardTitle>
        <CardHint>{t`Days are counted in the workspace's time zone; a report covers at most ${REPORT_MAX_DAYS} days.`}</CardHint>
      </div>
      <Select<ReportType>
        label={t`Report type`}
        value={type}
        onChange={setType}
        options={[
          { value: 'conversation', label: t`Conversation report` },
          { value: 'conversation_agent', label: t`Conversation agent report` },
          { value: 'message_history', label: t`Conversation information record` },
        ]}
      />
      <TwoColumns>
        <DateField label={t`Start date`} value={from} max={to || undefined} onChange={onFrom} error={fromError} required />
        <DateField label={t`End date`} value={to} min={from || undefined} onChange={onTo} error={toError} required />
      </TwoColumns>
      {history && (
        <ColumnStack $gap={2}>
          <Checkbox
            label={t`Include files`}
            checked={includeFile}
            onCheckedChange={setIncludeFile}
            description={t`Images and documents sent in the conversations`}
          />
          <Checkbox label={t`Include voice messages`} checked={includeVoice} onCheckedChange={setIncludeVoice} />
          <CardHint>{t`The archive is a zip file protected by the report password. It is prepared in the background and listed under Download history.`}</CardHint>
        </ColumnStack>
      )}
      <Footer>
        <Button type="submit" disabled={problem !== null} loading={history ? requesting : busy} icon={history ? <Archive size={16} /> : <Download size={16} />}>
          {history ? t`Request export` : t`Download CSV`}
        </Button>
      </Footer>
    </Card>
  );
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
