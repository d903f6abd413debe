import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of Parley may speak for the client (TRUST_PROXY). Nothing is trusted by
 * default: X-Forwarded-For is then ignored, so no client chooses its own rate-limit identity.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

/** Whether the address at this position of the chain (0 = the socket's peer) is a proxy we trust. */
export type TrustFn = (address: string, hop: number) => boolean;

/** The names express and proxy-addr accept, with the same ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * TRUST_PROXY: unset, empty, `false` or `0` trusts nothing; a whole number N trusts the N nearest
 * hops; otherwise a comma list of addresses, `address/prefix` subnets and the names loopback,
 * linklocal, uniquelocal. `true` (trust every hop) is refused: it lets any client pick its address.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error('must be at most 32 hops');
    return { kind: 'hops', hops };
  }
  if (value === 'true') throw new Error('"true" would trust any X-Forwarded-For: give the number of proxies in front of Parley, or their addresses');
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) subnetsOf(entry);
  return { kind: 'list', entries };
}

function subnetsOf(entry: string): { network: string; prefix: number; type: 'ipv4' | 'ipv6' }[] {
  const named = NAMED_RANGES[entry.toLowerCase()];
  if (named) return named.flatMap(subnetsOf);
  const [network, prefixText, extra] = entry.split('/');
  const version = isIP(network);
  const type = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!version || extra !== undefined || (prefixText !== undefined && !/^\d+$/.test(prefixText)) || !Number.isInteger(prefix) || prefix > max) {
    throw new Error(`"${entry}" is not an address, an address/prefix subnet, loopback, linklocal or uniquelocal`);
  }
  return [{ network, prefix, type }];
}

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
