import { useLingui } from '@lingui/react/macro';
import { UsersRound } from 'lucide-react';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function TeamsPage() {
  const { t } = useLingui();
  return (
    <ComingSoon
      icon={<UsersRound size={28} />}
      title={t`Teams`}
      description={t`Group agents into teams so conversations reach the right people.`}
    />
  );
}
