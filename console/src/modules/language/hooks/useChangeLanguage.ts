import { useCallback } from 'react';
import { activateLocale, storeLocale, type Locale } from '../../../shared/i18n';
import { useSession } from '../../session/hooks/useSession';
import { updateLanguage } from '../../session/utils/sessionRequests';

/**
 * Switches the interface language: loads the catalog, moves dayjs along, remembers the choice in
 * localStorage and, when signed in, stores it on the account (POST /api/me/update {lang}).
 */
export function useChangeLanguage(): (locale: Locale) => Promise<void> {
  const { user } = useSession();
  const signedIn = user !== null;
  return useCallback(
    async (locale: Locale) => {
      storeLocale(locale);
      await activateLocale(locale);
      if (signedIn) {
        // The interface has already switched; the account keeps the old value if this fails.
        await updateLanguage(locale).catch((error: unknown) => console.warn('Could not store the language', error));
      }
    },
    [signedIn],
  );
}
