import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/Button';
import { ConfirmModal } from '../shared/ConfirmModal';

/** Spec §2: delete the agent, after a confirmation. */
export function DeleteAgentButton({ name, onDelete }: { name: string; onDelete: () => Promise<void> }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={<Trash2 size={16} />} onClick={() => setConfirming(true)} data-testid="delete-agent">
        {t`Delete agent`}
      </Button>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete ${name}?`}
        description={t`They can no longer sign in to this workspace. Their conversations become unassigned; their messages stay.`}
        confirmLabel={t`Delete agent`}
        onConfirm={onDelete}
        testId="confirm-delete-agent"
      />
    </>
  );
}
