import { useLingui } from '@lingui/react/macro';
import { ChartColumnBig } from 'lucide-react';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function ReportPage() {
  const { t } = useLingui();
  return (
    <ComingSoon icon={<ChartColumnBig size={28} />} title={t`Report`} description={t`Download conversation and agent reports, and export message history.`} />
  );
}
