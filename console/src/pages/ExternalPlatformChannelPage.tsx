import { useParams } from 'react-router-dom';
import { PageLoader } from '../ui/PageLoader';
import { ChannelDetail } from '../modules/platforms/components/ChannelDetail';
import { usePlatforms } from '../modules/platforms/hooks/usePlatforms';
import { findChannel } from '../modules/platforms/utils/findChannel';

/** Spec §2 /externalPlatform/{id}/{channelId}: one channel of a provider. */
export function ExternalPlatformChannelPage() {
  const { id = '', channelId = '' } = useParams();
  const { platforms, loading, adopt } = usePlatforms();
  if (loading) return <PageLoader />;
  return <ChannelDetail platformId={id} channel={findChannel(platforms, id, channelId)} adopt={adopt} />;
}
