import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import type { AdoptPlatforms } from '../hooks/usePlatforms';
import { useRemoveConnection } from '../hooks/useRemoveConnection';

/** Remove connection, asked first; once removed, back to the list of platforms. */
export function RemoveConnection({ platformId, adopt, description }: { platformId: string; adopt: AdoptPlatforms; description: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const remove = useRemoveConnection(platformId, adopt);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="danger" icon={<Trash2 size={16} />} onClick={() => setAsking(true)}>
        {t`Remove connection`}
      </Button>
      <ConfirmModal
        open={asking}
        onOpenChange={setAsking}
        title={t`Remove this connection?`}
        description={description}
        confirmLabel={t`Remove`}
        onConfirm={async () => {
          if (await remove()) navigate('/externalPlatform');
        }}
      />
    </>
  );
}
