import net from 'node:net';
import { invalid } from '../../common/errors';
import { isPublicAddress } from '../../common/safe-fetch';

/** A receiver's URL: http(s), no credentials, and (unless ALLOW_PRIVATE_FETCH) not a private address written out. Names are checked again at each delivery. */
export function checkedUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid('webhook.urlMustBeHttpOrHttps', { url: 'invalid' });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw invalid('webhook.urlMustBeHttpOrHttps', { url: 'invalid' });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const privateHost = host === 'localhost' || host.endsWith('.localhost') || (net.isIP(host) !== 0 && !isPublicAddress(host));
  if (privateHost && !allowPrivate) throw invalid('webhook.addressNotAllowed', { url: 'private' });
  return url.toString();
}
