import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** What a conversation's source (spec §1) is called in the interface; an unknown one shows as it is. */
export function useSourceLabel(): (source: string) => string {
  const { t } = useLingui();
  return useCallback(
    (source: string) => ({ web: t`Web chat`, api: t`API`, facebook: t`Facebook`, whatsapp: t`WhatsApp`, sanuker: t`Messaging provider` })[source] ?? source,
    [t],
  );
}
