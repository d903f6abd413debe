import { invalid, msg } from '../../common/errors';
import { FacebookGraph, GraphError } from './facebook-graph';

/**
 * A new page token is asked of Facebook before it is saved (issue 50.8): one it refuses, or one for
 * another page, is refused with the reason; when Facebook cannot say (not reachable), it is kept.
 */
export async function checkPageToken(graphUrl: string, pageId: string, accessToken: string): Promise<void> {
  let page: { id: string; name: string } | null;
  try {
    page = await new FacebookGraph(graphUrl).pageOf(accessToken);
  } catch (err) {
    const detail = err instanceof GraphError ? err.detail : String(err);
    throw invalid(msg('platform.facebookRefusedThePageToken', { detail }), { accessToken: 'invalid' });
  }
  if (page && page.id !== pageId) {
    throw invalid(msg('platform.thePageTokenIsForAnotherPage', { name: page.name || page.id, id: page.id }), { accessToken: 'otherPage' });
  }
}
