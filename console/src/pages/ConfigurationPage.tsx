import { useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function ConfigurationPage() {
  const { t } = useLingui();
  return (
    <ComingSoon
      icon={<SlidersHorizontal size={28} />}
      title={t`Configuration`}
      description={t`Customer and agent fields, conversation tags, default customer tags and interactive information templates.`}
    />
  );
}
