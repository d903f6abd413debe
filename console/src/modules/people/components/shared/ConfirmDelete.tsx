import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useToast } from '../../../../ui/toast/useToast';
import { ConfirmModal } from './ConfirmModal';

export interface ConfirmDeleteProps<T> {
  /** What is to be deleted; the dialog is open while there is one. */
  target: T | null;
  onClose: () => void;
  title: string;
  description: ReactNode;
  onDelete: (target: T) => Promise<unknown>;
  /** The toast once it is deleted; none when the list going shorter says enough. */
  deletedTitle?: string;
  failedTitle: string;
}

/** "Delete this?" for an item of a list: deletes it on confirm and tells the outcome in a toast. */
export function ConfirmDelete<T>({ target, onClose, title, description, onDelete, deletedTitle, failedTitle }: ConfirmDeleteProps<T>) {
  const { t } = useLingui();
  const toast = useToast();
  return (
    <ConfirmModal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={t`Delete`}
      onConfirm={async () => {
        if (target === null) return;
        try {
          await onDelete(target);
          if (deletedTitle) toast({ kind: 'success', title: deletedTitle });
        } catch {
          toast({ kind: 'error', title: failedTitle });
        }
      }}
    />
  );
}
