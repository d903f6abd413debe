import { useLingui } from '@lingui/react/macro';
import { BookUser } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function AgentPage() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <ComingSoon
      icon={<BookUser size={28} />}
      title={t`Agent profile`}
      description={t`An agent's profile, custom fields, permissions and conversations.`}
      subject={id ? t`Agent ${id}` : undefined}
    />
  );
}
