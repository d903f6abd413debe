import { useLingui } from '@lingui/react/macro';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Drawer } from '../../../ui/Drawer';
import { IconButton } from '../../../ui/IconButton';
import { CannedRepliesSection } from '../../configuration/components/CannedRepliesSection';
import { useSession } from '../../session/hooks/useSession';
import { hasPermission } from '../../session/utils/permissions';

/**
 * The canned replies from the composer: every agent manages their own here (Configuration needs
 * manageSettings), and sees the workspace's, which those with manageSettings may change too.
 */
export function CannedRepliesButton() {
  const { t } = useLingui();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={t`Canned replies`} icon={<MessageSquareText size={18} />} onClick={() => setOpen(true)} />
      <Drawer open={open} onOpenChange={setOpen} width={560} title={t`Canned replies`} description={t`Type / and a short code in the composer to insert one.`}>
        {open && <CannedRepliesSection canManageWorkspace={hasPermission(user?.permissions, 'manageSettings')} />}
      </Drawer>
    </>
  );
}
