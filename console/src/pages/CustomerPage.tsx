import { useLingui } from '@lingui/react/macro';
import { Contact } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function CustomerPage() {
  const { t } = useLingui();
  const { userId } = useParams();
  return (
    <ComingSoon
      icon={<Contact size={28} />}
      title={t`Customer profile`}
      description={t`A customer's details, tags, notes and conversations, with archive and new conversation actions.`}
      subject={userId ? t`Customer ${userId}` : undefined}
    />
  );
}
