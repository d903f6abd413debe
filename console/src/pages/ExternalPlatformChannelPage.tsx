import { useLingui } from '@lingui/react/macro';
import { PlugZap } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function ExternalPlatformChannelPage() {
  const { t } = useLingui();
  const { id, channelId } = useParams();
  return (
    <ComingSoon
      icon={<PlugZap size={28} />}
      title={t`Platform channel`}
      description={t`A channel of a connected platform and its message templates.`}
      subject={id && channelId ? t`Platform ${id} · channel ${channelId}` : undefined}
    />
  );
}
