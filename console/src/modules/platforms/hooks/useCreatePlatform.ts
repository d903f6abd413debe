import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { useToast } from '../../../ui/toast/useToast';
import type { PlatformChoice } from '../components/CreatePlatformDialog';
import { CreateFacebookPlatformMutation, CreateProviderPlatformMutation, ExternalPlatformFields } from '../graphql/Platforms';
import type { AdoptPlatforms, Platform } from './usePlatforms';

/**
 * Creates a platform of the chosen type and opens it: a Facebook connection at its setup guide, a
 * provider at its page, which shows the webhook secret this once. True when it was created.
 */
export function useCreatePlatform(platforms: readonly Platform[], adopt: AdoptPlatforms) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [createFacebook, facebookState] = useMutation(CreateFacebookPlatformMutation);
  const [createProvider, providerState] = useMutation(CreateProviderPlatformMutation);

  const create = async (type: PlatformChoice): Promise<boolean> => {
    try {
      const list = type === 'facebook' ? (await createFacebook()).data?.createFacebookPlatform : (await createProvider()).data?.createProviderPlatform;
      const before = new Set(platforms.map((p) => p.id));
      const fresh = getFragmentData(ExternalPlatformFields, list ?? []).find((p) => !before.has(p.id));
      adopt(list);
      toast({ kind: 'success', title: type === 'facebook' ? t`The connection has been created` : t`The platform has been created` });
      if (fresh && type === 'facebook') navigate(`/externalPlatform/${fresh.id}?facebookSetup=1`);
      else if (fresh) navigate(`/externalPlatform/${fresh.id}`, { state: { webhookSecret: fresh.webhookSecret } });
      return true;
    } catch {
      toast({ kind: 'error', title: t`The connection could not be created` });
      return false;
    }
  };
  return { create, creating: facebookState.loading || providerState.loading };
}
