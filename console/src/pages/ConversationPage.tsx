import { useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { ConversationPane } from '../modules/conversation-pane/components/ConversationPane';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function ConversationPage() {
  const { t } = useLingui();
  const { id } = useParams();
  if (id) return <ConversationPane conversationId={id} />;
  return (
    <ComingSoon
      icon={<MessagesSquare size={28} />}
      title={t`Conversations`}
      description={t`Your inbox: every conversation from web chat, social pages and messaging apps, with filters, views and the customer beside each one.`}
    />
  );
}
