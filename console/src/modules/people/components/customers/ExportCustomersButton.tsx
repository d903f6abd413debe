import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '../../../../ui/Button';
import { useReportDownload } from '../../hooks/useReportDownload';
import { downloadUrl } from '../../utils/reportDownload';

/** Spec §2: the customer report (CSV) of the customers the filters select. */
export function ExportCustomersButton({ criteria }: { criteria: string[] | null }) {
  const { t } = useLingui();
  const { busy, download } = useReportDownload();
  return (
    <Button
      variant="secondary"
      icon={<Download size={16} />}
      loading={busy}
      disabled={criteria === null}
      title={criteria === null ? t`Complete the filters first` : undefined}
      onClick={() =>
        criteria && download(downloadUrl('/api/admin/report/customer/download', { criteria: JSON.stringify(criteria), operand: 'and' }), 'customers.csv')
      }
      data-testid="export-customers"
    >
      {t`Export customer report`}
    </Button>
  );
}
