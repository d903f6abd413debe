import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Download } from 'lucide-react';
import { Button } from '../../../../ui/Button';
import { Menu, MenuItem } from '../../../../ui/Menu';
import { useReportDownload } from '../../hooks/useReportDownload';
import { downloadUrl } from '../../utils/reportDownload';

/** Spec §2: the agent report export menu (shown only with the report permission). */
export function AgentReportMenu() {
  const { t } = useLingui();
  const { busy, download } = useReportDownload();
  return (
    <Menu
      label={t`Export`}
      align="end"
      trigger={
        <Button variant="secondary" icon={<Download size={16} />} loading={busy} data-testid="agent-export">
          {t`Export`}
          <ChevronDown size={14} aria-hidden />
        </Button>
      }
    >
      <MenuItem icon={<Download size={14} />} onSelect={() => void download(downloadUrl('/api/admin/report/agent/download'), 'agents.csv')}>
        {t`Agent report`}
      </MenuItem>
    </Menu>
  );
}
