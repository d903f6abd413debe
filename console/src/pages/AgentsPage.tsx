import { useLingui } from '@lingui/react/macro';
import { BookUser } from 'lucide-react';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function AgentsPage() {
  const { t } = useLingui();
  return (
    <ComingSoon
      icon={<BookUser size={28} />}
      title={t`Agents`}
      description={t`The people who answer your customers: invite new agents, open their profiles and export the agent report.`}
    />
  );
}
