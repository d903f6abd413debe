import type { ReactNode } from 'react';
import { Drawer } from '../../../ui/Drawer';
import type { DraftForm } from '../hooks/useDraftForm';
import { FormFooter } from './parts';

/** The drawer every platform form opens in: open while the form holds a draft, Cancel and Save below. */
export function DraftDrawer<T, P extends string>({
  form,
  title,
  saving,
  confirmLabel,
  onSave,
  children,
}: {
  form: DraftForm<T, P>;
  title: string;
  saving: boolean;
  confirmLabel?: string;
  onSave: (draft: T) => Promise<boolean>;
  children: (draft: T) => ReactNode;
}) {
  return (
    <Drawer
      open={form.draft !== null}
      onOpenChange={(open) => !open && form.close()}
      title={title}
      footer={<FormFooter onCancel={form.close} loading={saving} onConfirm={() => void form.submit(onSave)} confirmLabel={confirmLabel} />}
    >
      {form.draft !== null && children(form.draft)}
    </Drawer>
  );
}
