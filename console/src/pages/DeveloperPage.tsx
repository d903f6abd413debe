import { useLingui } from '@lingui/react/macro';
import { Code } from 'lucide-react';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function DeveloperPage() {
  const { t } = useLingui();
  return <ComingSoon icon={<Code size={28} />} title={t`Developer`} description={t`Install the SDK on your site and manage API keys and API tokens.`} />;
}
