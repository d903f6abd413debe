import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../../config/trust-proxy';

/** Whether the address at this position of the chain (0 = the socket's peer) is a proxy we trust. */
export type TrustFn = (address: string, hop: number) => boolean;

/** The trust rule as express (`trust proxy`) and our own door for websocket upgrades both use it. */
export function trustFunction(trust: TrustProxy): TrustFn {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.hops;
  return proxyaddr.compile(trust.entries);
}

/** ::ffff:203.0.113.7 (a dual-stack socket's view of an IPv4 peer) is 203.0.113.7: one identity, not two. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * The client address of an HTTP request or a websocket upgrade, as express's req.ip finds it
 * (proxy-addr): from the socket's peer back through X-Forwarded-For, stopping at the first address
 * that is not a trusted proxy. With nothing trusted this is the socket's peer.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFn): string {
  return normalise(proxyaddr(req, trust));
}
