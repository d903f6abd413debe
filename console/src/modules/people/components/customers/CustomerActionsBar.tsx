import { useLingui } from '@lingui/react/macro';
import { Archive, MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/Button';
import { ConfirmModal } from '../shared/ConfirmModal';

export interface CustomerActionsBarProps {
  name: string;
  onArchive: () => Promise<void>;
  onCreateConversation: () => Promise<void>;
}

/** Spec §2: Archive (then /customers) and Create New Conversation (then /conversation/{id}). */
export function CustomerActionsBar({ name, onArchive, onCreateConversation }: CustomerActionsBarProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={<Archive size={16} />} onClick={() => setConfirming(true)} data-testid="archive-customer">
        {t`Archive`}
      </Button>
      <Button
        icon={<MessageSquarePlus size={16} />}
        loading={creating}
        onClick={async () => {
          setCreating(true);
          try {
            await onCreateConversation();
          } finally {
            setCreating(false);
          }
        }}
        data-testid="create-conversation"
      >
        {t`Create New Conversation`}
      </Button>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Archive ${name}?`}
        description={t`The customer leaves the customer list and search. Their conversations stay readable.`}
        confirmLabel={t`Archive`}
        onConfirm={onArchive}
        testId="confirm-archive"
      />
    </>
  );
}
