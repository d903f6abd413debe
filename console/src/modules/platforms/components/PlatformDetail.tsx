import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { AdoptPlatforms, Platform } from '../hooks/usePlatforms';
import { DetailScreen, NotFoundScreen } from './DetailScreen';
import { FacebookConnection } from './FacebookConnection';
import { FacebookWizard, WIZARD_STEPS } from './FacebookWizard';
import { ProviderPlatform } from './ProviderPlatform';

/** Spec §2 /externalPlatform/{id}: a provider's detail, or a Facebook connection with its ?facebookSetup=1..4 wizard; page not found without it. */
export function PlatformDetail({ platform, adopt }: { platform: Platform | undefined; adopt: AdoptPlatforms }) {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const back = { to: '/externalPlatform', label: t`External platforms` };
  if (!platform) return <NotFoundScreen back={back} description={t`This platform does not exist or was removed.`} />;
  if (platform.type === 'sanuker') {
    // A platform just created arrives with its webhook secret, shown this once.
    const newSecret = (location.state as { webhookSecret?: string } | null)?.webhookSecret;
    return (
      <DetailScreen back={back} title={t`Messaging provider`} subtitle={platform.id}>
        <ProviderPlatform platform={platform} adopt={adopt} newSecret={newSecret} />
      </DetailScreen>
    );
  }
  const asked = Number(search.get('facebookSetup'));
  // Without a connection secret the guide starts at its first step, whatever the address says.
  const step = Number.isInteger(asked) && asked >= 1 && asked <= WIZARD_STEPS ? (platform.appSecretHint ? asked : 1) : null;
  return (
    <DetailScreen back={back} title={t`Facebook connection`} subtitle={platform.id}>
      {step !== null ? (
        <FacebookWizard
          platform={platform}
          adopt={adopt}
          step={step}
          onStep={(n) => setSearch({ facebookSetup: String(n) })}
          onComplete={() => setSearch({})}
        />
      ) : (
        <FacebookConnection platform={platform} adopt={adopt} />
      )}
    </DetailScreen>
  );
}
