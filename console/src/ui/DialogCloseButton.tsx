import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { DialogClose } from './dialogParts';

/** The × in a dialog's header; `className` lets a dialog place it. */
export function DialogCloseButton({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Dialog.Close asChild>
      <DialogClose type="button" aria-label={t`Close`} className={className}>
        <X size={18} aria-hidden />
      </DialogClose>
    </Dialog.Close>
  );
}
