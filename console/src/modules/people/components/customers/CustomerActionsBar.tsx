import { useLingui } from '@lingui/react/macro';
import { Archive, MessageSquarePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { useSession } from '../../../session/hooks/useSession';
import { hasPermission } from '../../../session/utils/permissions';
import { ConfirmModal } from '../shared/ConfirmModal';
import { EraseCustomerModal } from './EraseCustomerModal';

export interface CustomerActionsBarProps {
  name: string;
  onArchive: () => Promise<void>;
  onErase: (reason: string) => Promise<void>;
  onCreateConversation: () => Promise<void>;
}

/**
 * Spec §2: Archive (then /customers) and Create New Conversation (then /conversation/{id}); issue 22:
 * Erase (GDPR), for those who may (the server refuses it without manageUser).
 */
export function CustomerActionsBar({ name, onArchive, onErase, onCreateConversation }: CustomerActionsBarProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const [confirming, setConfirming] = useState<'archive' | 'erase' | null>(null);
  const [creating, setCreating] = useState(false);
  // The page itself needs manageUser today; asked again so the button follows the permission, not the route.
  const canErase = hasPermission(user?.permissions, 'manageUser');
  return (
    <>
      {canErase && (
        <EraseButton variant="secondary" icon={<Trash2 size={16} aria-hidden />} onClick={() => setConfirming('erase')} data-testid="erase-customer">
          {t`Erase`}
        </EraseButton>
      )}
      <Button variant="secondary" icon={<Archive size={16} />} onClick={() => setConfirming('archive')} data-testid="archive-customer">
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
        open={confirming === 'archive'}
        onOpenChange={(open) => setConfirming(open ? 'archive' : null)}
        title={t`Archive ${name}?`}
        description={t`The customer leaves the customer list and search. Their conversations stay readable.`}
        confirmLabel={t`Archive`}
        onConfirm={onArchive}
        testId="confirm-archive"
      />
      {canErase && (
        <EraseCustomerModal open={confirming === 'erase'} onOpenChange={(open) => setConfirming(open ? 'erase' : null)} name={name} onErase={onErase} />
      )}
    </>
  );
}

/** Secondary, so it does not compete with the page's main action; red, because it destroys. */
const EraseButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;
