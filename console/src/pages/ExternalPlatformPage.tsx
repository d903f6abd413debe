import { useParams } from 'react-router-dom';
import { PageLoader } from '../ui/PageLoader';
import { PlatformDetail } from '../modules/platforms/components/PlatformDetail';
import { usePlatforms } from '../modules/platforms/hooks/usePlatforms';

/** Spec §2 /externalPlatform/{id}: one platform; an unknown id is page not found. */
export function ExternalPlatformPage() {
  const { id } = useParams();
  const { platforms, loading, adopt } = usePlatforms();
  if (loading) return <PageLoader />;
  return <PlatformDetail platform={platforms.find((p) => p.id === id)} adopt={adopt} />;
}
