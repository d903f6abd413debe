import { useLingui } from '@lingui/react/macro';
import { PlugZap } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function ExternalPlatformTemplatePage() {
  const { t } = useLingui();
  const { id, channelId, templateKey } = useParams();
  return (
    <ComingSoon
      icon={<PlugZap size={28} />}
      title={t`Message template`}
      description={t`A message template and its parameters.`}
      subject={id && channelId && templateKey ? t`Channel ${channelId} · template ${templateKey}` : undefined}
    />
  );
}
