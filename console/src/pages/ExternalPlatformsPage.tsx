import { PageLoader } from '../ui/PageLoader';
import { PlatformList } from '../modules/platforms/components/PlatformList';
import { usePlatforms } from '../modules/platforms/hooks/usePlatforms';

/** Spec §2 /externalPlatform (manageSettings): the workspace's platforms. */
export function ExternalPlatformsPage() {
  const { platforms, loading, adopt } = usePlatforms();
  if (loading) return <PageLoader />;
  return <PlatformList platforms={platforms} adopt={adopt} />;
}
