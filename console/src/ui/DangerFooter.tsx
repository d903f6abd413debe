import { useLingui } from '@lingui/react/macro';
import { Button } from './Button';

/** The footer of a dialog that asks before a destructive change: Cancel, and the button that makes it. */
export function DangerFooter({
  confirmLabel,
  loading,
  onCancel,
  onConfirm,
}: {
  confirmLabel: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t`Cancel`}
      </Button>
      <Button variant="danger" loading={loading} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
}
