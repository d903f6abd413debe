import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';

export interface ConfirmModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown>;
  testId?: string;
}

/** "Are you sure?" before a destructive action (archive a customer, delete an agent or a team). */
export function ConfirmModal({ open, onOpenChange, title, description, confirmLabel, onConfirm, testId }: ConfirmModalProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            data-testid={testId}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
                onOpenChange(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
