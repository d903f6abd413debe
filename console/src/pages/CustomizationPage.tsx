import { useLingui } from '@lingui/react/macro';
import { Palette } from 'lucide-react';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function CustomizationPage() {
  const { t } = useLingui();
  return (
    <ComingSoon
      icon={<Palette size={28} />}
      title={t`SDK customization`}
      description={t`Make the chat widget your own: appearance, main page modules and office hours, with a live preview.`}
    />
  );
}
