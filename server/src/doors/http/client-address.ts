import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { subnetsOf, type TrustProxy } from '../../config/trust-proxy';

/** Whether the address at this position of the chain (0 = the socket's peer) is a proxy we trust. */
export type TrustFn = (address: string, hop: number) => boolean;

/** The trust rule as express (`trust proxy`) and our own door for websocket upgrades both use it. */
export function trustFunction(trust: TrustProxy): TrustFn {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.hops;
  const list = new BlockList();
  for (const s of trust.entries.flatMap(subnetsOf)) list.addSubnet(s.network, s.prefix, s.type);
  return (address) => {
    const version = isIP(address);
    // BlockList matches IPv4 rules against IPv4-mapped IPv6 peers (::ffff:10.0.0.2) too.
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** ::ffff:203.0.113.7 (a dual-stack socket's view of an IPv4 peer) is 203.0.113.7: one identity, not two. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * The client address of an HTTP request or a websocket upgrade, the same way proxy-addr walks it:
 * from the socket's peer back through X-Forwarded-For (nearest hop first), stopping at the first
 * address that is not a trusted proxy. With nothing trusted this is the socket's peer.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFn): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? '', ...forwarded];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop], hop)) hop += 1;
  return normalise(chain[hop]);
}
