import { isIP } from 'node:net';

/**
 * Which proxies in front of Parley may speak for the client (TRUST_PROXY). Nothing is trusted by
 * default: X-Forwarded-For is then ignored, so no client chooses its own rate-limit identity.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

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

export function subnetsOf(entry: string): { network: string; prefix: number; type: 'ipv4' | 'ipv6' }[] {
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
