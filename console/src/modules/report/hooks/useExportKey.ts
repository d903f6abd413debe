import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { MessageExportKeyQuery, RevokeMessageExportKeyMutation } from '../graphql/Report';

/** The report password (exportKey), which opens the archives, and its revocation. */
export function useExportKey() {
  const { t } = useLingui();
  const toast = useToast();
  const query = useQuery(MessageExportKeyQuery, { fetchPolicy: 'cache-and-network' });
  const readAgain = useFreshRead(MessageExportKeyQuery);
  useRealtimeEvents('report.updated', (event) => {
    if (event.payload.what === 'exportKey') readAgain();
  });
  const [revokeMutation, revoking] = useMutation(RevokeMessageExportKeyMutation);
  const revoke = useCallback(async (): Promise<boolean> => {
    try {
      const result = await revokeMutation({
        update: (cache, r) => cache.writeQuery({ query: MessageExportKeyQuery, data: { messageExportKey: r.data?.revokeMessageExportKey ?? '' } }),
      });
      return Boolean(result.data?.revokeMessageExportKey);
    } catch {
      toast({ kind: 'error', title: t`The report password could not be changed` });
      return false;
    }
  }, [revokeMutation, t, toast]);
  return { key: query.data?.messageExportKey ?? null, revoke, revoking: revoking.loading };
}
