import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../ui/EmptyState';
import { PageLoader } from '../ui/PageLoader';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { FacebookConnection } from '../modules/platforms/components/FacebookConnection';
import { FacebookWizard, WIZARD_STEPS } from '../modules/platforms/components/FacebookWizard';
import { ProviderPlatform } from '../modules/platforms/components/ProviderPlatform';
import { usePlatforms } from '../modules/platforms/hooks/usePlatforms';

/** Spec §2 /externalPlatform/{id}: a Facebook connection (with its ?facebookSetup=1..4 wizard); an unknown id is page not found. */
export function ExternalPlatformPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const newSecret = (location.state as { webhookSecret?: string } | null)?.webhookSecret;
  const { platforms, loading, adopt } = usePlatforms();
  if (loading) return <PageLoader />;
  const platform = platforms.find((p) => p.id === id);
  const back = (
    <Back to="/externalPlatform">
      <ArrowLeft size={16} aria-hidden /> {t`External platforms`}
    </Back>
  );
  if (!platform) {
    return (
      <PeoplePage title={t`Page not found`}>
        {back}
        <EmptyState icon={<SearchX size={28} />} title={t`Page not found`} description={t`This platform does not exist or was removed.`} />
      </PeoplePage>
    );
  }
  if (platform.type === 'sanuker') {
    return (
      <PeoplePage title={t`Messaging provider`} subtitle={platform.id}>
        {back}
        <ProviderPlatform platform={platform} adopt={adopt} newSecret={newSecret} />
      </PeoplePage>
    );
  }
  const asked = Number(search.get('facebookSetup'));
  // Without a connection secret the guide starts at its first step, whatever the address says.
  const step = Number.isInteger(asked) && asked >= 1 && asked <= WIZARD_STEPS ? (platform.appSecretHint ? asked : 1) : null;
  return (
    <PeoplePage title={t`Facebook connection`} subtitle={platform.id}>
      {back}
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
    </PeoplePage>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  text-decoration: none;
  margin-top: -${({ theme }) => theme.spacing(3)};
`;
