import proxyaddr from 'proxy-addr';

/**
 * Which proxies in front of Parley may speak for the client (TRUST_PROXY). Nothing is trusted by
 * default: X-Forwarded-For is then ignored, so no client chooses its own rate-limit identity.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

/**
 * TRUST_PROXY: unset, empty, `false` or `0` trusts nothing; a whole number N trusts the N nearest
 * hops; otherwise a comma list of what proxy-addr (express's `trust proxy`) reads: addresses,
 * `address/prefix` subnets and the names loopback, linklocal, uniquelocal. `true` (trust every
 * hop) is refused: it lets any client pick its address.
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
  // proxy-addr's names are lower case only; `Loopback` was always accepted here.
  const entries = value
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      // Compiled one by one so that the message names the entry it cannot read.
      proxyaddr.compile(entry);
    } catch {
      throw new Error(`"${entry}" is not an address, an address/prefix subnet, loopback, linklocal or uniquelocal`);
    }
  }
  return { kind: 'list', entries };
}
