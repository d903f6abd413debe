import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import type { CustomViewRecord } from '../utils/views';

/** Asks before a saved view is deleted (the conversations stay; only the view goes). */
export function DeleteViewModal({
  view,
  onOpenChange,
  onDelete,
}: {
  view: CustomViewRecord | null;
  onOpenChange: (open: boolean) => void;
  onDelete: (view: CustomViewRecord) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const label = view?.label ?? '';
  return (
    <Modal
      open={view !== null}
      onOpenChange={onOpenChange}
      title={t`Delete view`}
      description={t`Delete the view “${label}”? Its conversations are not affected.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            data-testid="confirm-delete-view"
            onClick={async () => {
              if (!view) return;
              setBusy(true);
              const ok = await onDelete(view);
              setBusy(false);
              if (ok) onOpenChange(false);
            }}
          >
            {t`Delete`}
          </Button>
        </>
      }
    />
  );
}
