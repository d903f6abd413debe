import { useLingui } from '@lingui/react/macro';
import { PlugZap } from 'lucide-react';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function ExternalPlatformsPage() {
  const { t } = useLingui();
  return (
    <ComingSoon
      icon={<PlugZap size={28} />}
      title={t`External platforms`}
      description={t`Connect social pages and messaging platforms so their conversations arrive in your inbox.`}
    />
  );
}
