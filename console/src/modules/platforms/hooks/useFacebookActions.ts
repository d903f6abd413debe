import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useAttempt } from './useAttempt';
import { DeleteFacebookPageMutation, SaveFacebookPageMutation, UpdateFacebookPlatformMutation } from '../graphql/Platforms';
import type { PageDraft } from '../utils/pageDraft';
import type { AdoptPlatforms } from './usePlatforms';

/** The changes a Facebook connection takes, each with its spec §8 toast; true when it went through. */
export function useFacebookActions(platformId: string, adopt: AdoptPlatforms) {
  const { t } = useLingui();
  const attempt = useAttempt();
  const [updateSecret, secretState] = useMutation(UpdateFacebookPlatformMutation);
  const [savePage, pageState] = useMutation(SaveFacebookPageMutation);
  const [deletePage] = useMutation(DeleteFacebookPageMutation);

  return {
    saving: secretState.loading || pageState.loading,
    setAppSecret: (appSecret: string) =>
      attempt(
        async () => adopt((await updateSecret({ variables: { id: platformId, appSecret } })).data?.updateFacebookPlatform),
        t`The app secret has been updated`,
        t`The app secret could not be updated`,
      ),
    savePage: (draft: PageDraft, editing: boolean) =>
      attempt(
        async () =>
          adopt(
            (
              await savePage({
                variables: {
                  id: platformId,
                  pageId: draft.pageId.trim(),
                  name: draft.name.trim(),
                  accessToken: draft.accessToken.trim() || null,
                  responseWindowHours: Number(draft.responseWindowHours),
                  tags: draft.tags.map((tag) => ({ tag, name: '', description: '' })),
                },
              })
            ).data?.saveFacebookPage,
          ),
        editing ? t`The page has been updated` : t`The page has been connected`,
        editing ? t`The page could not be updated` : t`The page could not be connected`,
      ),
    removePage: (pageId: string) =>
      attempt(
        async () => adopt((await deletePage({ variables: { id: platformId, pageId } })).data?.deleteFacebookPage),
        t`The page has been removed`,
        t`The page could not be removed`,
      ),
  };
}
