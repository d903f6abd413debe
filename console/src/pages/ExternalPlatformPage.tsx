import { useLingui } from '@lingui/react/macro';
import { PlugZap } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function ExternalPlatformPage() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <ComingSoon
      icon={<PlugZap size={28} />}
      title={t`External platform`}
      description={t`A connected platform: its credentials, webhooks and channels.`}
      subject={id ? t`Platform ${id}` : undefined}
    />
  );
}
