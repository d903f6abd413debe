import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { downloadReport } from '../utils/reportDownload';

/** Downloads a report file, with an error toast when it fails; `busy` while it runs. */
export function useReportDownload(): { busy: boolean; download: (url: string, fallbackName: string) => Promise<void> } {
  const { t } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (url: string, fallbackName: string) => {
      setBusy(true);
      try {
        await downloadReport(url, fallbackName);
      } catch (error) {
        toast({ kind: 'error', title: t`The report could not be downloaded`, description: error instanceof Error ? error.message : undefined });
      } finally {
        setBusy(false);
      }
    },
    [t, toast],
  );
  return { busy, download };
}
