import { useParams } from 'react-router-dom';
import { PageLoader } from '../ui/PageLoader';
import { TemplateDetail } from '../modules/platforms/components/TemplateDetail';
import { usePlatforms } from '../modules/platforms/hooks/usePlatforms';
import { findChannel } from '../modules/platforms/utils/findChannel';

/** Spec §2 /externalPlatform/{id}/{channelId}/{templateKey}: one template of a channel. */
export function ExternalPlatformTemplatePage() {
  const { id = '', channelId = '', templateKey = '' } = useParams();
  const { platforms, loading, adopt } = usePlatforms();
  if (loading) return <PageLoader />;
  return <TemplateDetail platformId={id} channelId={channelId} channel={findChannel(platforms, id, channelId)} templateKey={templateKey} adopt={adopt} />;
}
