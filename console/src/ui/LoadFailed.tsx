import { useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

/** Where a list's rows would stand when it could not load: the failure and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Server connection failed`}
      action={
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t`Try again`}
        </Button>
      }
    />
  );
}
