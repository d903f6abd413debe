import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import ipaddr from 'ipaddr.js';

/**
 * Why a fetch of an outside URL was refused or failed: the codes clients translate.
 * invalidUrl: not http(s), credentials in it, not a URL at all; blockedAddress: the host is (or
 * resolves to) an address of this network or a special range; tooManyRedirects: more than the limit;
 * tooLarge: the answer is over the byte limit; unreachable: DNS, connection, timeout or an error status.
 */
export type FetchFailure = 'invalidUrl' | 'blockedAddress' | 'tooManyRedirects' | 'tooLarge' | 'unreachable';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to; tests inject one to play a rebinding DNS server. */
export type AddressResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Bytes the body may have: a larger Content-Length is refused before reading, a longer body aborted at the byte that passes it. */
  maxBytes: number;
  /** ALLOW_PRIVATE_FETCH: test rigs fetch fakes on 127.0.0.1. Off in production. */
  allowPrivate: boolean;
  /** For the whole exchange, redirects and body included. */
  timeoutMs?: number;
  maxRedirects?: number;
  resolve?: AddressResolver;
  /** Lets one address the rule refuses through (a unit test's own server on 127.0.0.1, and nothing else). */
  allowAddress?: (address: string) => boolean;
  headers?: Record<string, string>;
  /** GET unless told: a webhook delivery POSTs its body. */
  method?: 'GET' | 'POST';
  /** A Buffer for a binary body (a Web Push payload is encrypted). */
  body?: string | Buffer;
  /**
   * Answer whatever status comes back instead of refusing an error status, and follow no redirect
   * (a 3xx is answered as it is): a webhook delivery records the receiver's answer.
   */
  anyStatus?: boolean;
  /**
   * Keeps connections for the next request to the same place (a webhook receiver takes thousands):
   * a new connection still goes to the address checked for this request; a kept one was checked when made.
   */
  agent?: http.Agent;
}

export interface SafeResponse {
  /** Where the answer came from, after redirects. */
  url: URL;
  status: number;
  /** Content-Type without parameters, lower case; '' when none was sent. */
  contentType: string;
  contentLength?: number;
  /** The body, counted: it errors with SafeFetchError('tooLarge') past maxBytes. */
  body: Readable;
}

const DEFAULT_TIMEOUT_MS = 30_000;
export const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolver: AddressResolver = async (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** The IPv4 address an IPv6 one carries when it only stands for it: mapped, translated (NAT64, RFC 6052/6145), 6to4. */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = v6.range();
  const p = v6.parts;
  const fromWords = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (range === 'ipv4Mapped') return v6.toIPv4Address();
  if (range === 'rfc6052' || range === 'rfc6145') return fromWords(p[6]!, p[7]!);
  if (range === '6to4') return fromWords(p[1]!, p[2]!);
  return null;
}

/**
 * What kind of address this is, as ipaddr.js names its ranges ('unicast' for an ordinary public
 * one; loopback, private, linkLocal, uniqueLocal, carrierGradeNat, multicast, unspecified, broadcast,
 * reserved...). An IPv6 address that stands for an IPv4 one is judged as that IPv4 address
 * (::ffff:127.0.0.1 is loopback); the deprecated IPv4-compatible ::a.b.c.d is 'ipv4Compatible'.
 * Not an IP address: 'invalid'.
 */
export function addressKind(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range();
  const v6 = parsed as ipaddr.IPv6;
  const inner = embeddedIPv4(v6);
  if (inner) return inner.range();
  const range = v6.range();
  if (range === 'unicast' && v6.parts.slice(0, 6).every((w) => w === 0)) return 'ipv4Compatible';
  return range;
}

/** Only ordinary public unicast addresses are fetched from. */
export const isPublicAddress = (address: string): boolean => addressKind(address) === 'unicast';

/** The URL's host as an address when it is one (IPv6 without its brackets). */
const literal = (hostname: string): string | null => {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) ? bare : null;
};

function checkUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('invalidUrl', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('invalidUrl', `${url.protocol} URLs are not fetched`);
  if (url.username || url.password) throw new SafeFetchError('invalidUrl', 'URLs with credentials are not fetched');
  return url;
}

/** The one address the connection goes to: every address the host has must be allowed, so a round-robin name cannot slip one in. */
async function pinnedAddress(url: URL, opts: SafeFetchOptions): Promise<ResolvedAddress> {
  const ip = literal(url.hostname);
  let addresses: ResolvedAddress[];
  if (ip) addresses = [{ address: ip, family: net.isIP(ip) }];
  else {
    try {
      addresses = await (opts.resolve ?? systemResolver)(url.hostname);
    } catch (err) {
      throw new SafeFetchError('unreachable', `${url.hostname} could not be resolved: ${(err as Error).message}`);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('unreachable', `${url.hostname} has no address`);
  if (!opts.allowPrivate) {
    const blocked = addresses.find((a) => !isPublicAddress(a.address) && !opts.allowAddress?.(a.address));
    if (blocked) throw new SafeFetchError('blockedAddress', `${url.hostname} is ${blocked.address} (${addressKind(blocked.address)}), which is not fetched`);
  }
  return addresses[0]!;
}

/** Counts the body's bytes and fails at the one that passes the limit. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) return done(new SafeFetchError('tooLarge', `the answer is larger than ${this.maxBytes} bytes`));
    done(null, chunk);
  }
}

/** One request to the pinned address: the lookup answers that address whatever DNS says now, so a rebinding name cannot swap it. */
function request(url: URL, pinned: ResolvedAddress, opts: SafeFetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const lookup: net.LookupFunction = (_host, options, callback) => {
    if ((options as dns.LookupOptions).all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'identity', ...opts.headers };
    if (opts.body !== undefined) headers['content-length'] = String(Buffer.byteLength(opts.body));
    const req = client.request(url, { method: opts.method ?? 'GET', headers, lookup, signal, agent: opts.agent ?? false }, resolve);
    req.on('error', reject);
    req.end(opts.body);
  });
}

/**
 * GET (or POST) a URL that came from outside (a platform's attachment, a profile picture, a webhook target):
 * http(s) only, no credentials; the host resolved and refused unless every address is ordinary public
 * unicast (ALLOW_PRIVATE_FETCH lifts that for test rigs), the connection pinned to the checked address;
 * at most 3 redirects, each checked again; an error status, or a Content-Length over the limit, refused
 * before the body is read; the body streamed through a byte counter. Rejects with SafeFetchError.
 */
export async function safeFetch(raw: string | URL, opts: SafeFetchOptions): Promise<SafeResponse> {
  const signal = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxRedirects = opts.maxRedirects ?? MAX_REDIRECTS;
  let url = checkUrl(raw);
  for (let redirects = 0; ; redirects += 1) {
    const pinned = await pinnedAddress(url, opts);
    let res: http.IncomingMessage;
    try {
      res = await request(url, pinned, opts, signal);
    } catch (err) {
      throw new SafeFetchError('unreachable', signal.aborted ? 'timed out' : (err as Error).message);
    }
    const status = res.statusCode ?? 0;
    if (!opts.anyStatus && REDIRECTS.has(status) && res.headers.location) {
      res.destroy();
      if (redirects >= maxRedirects) throw new SafeFetchError('tooManyRedirects', `more than ${maxRedirects} redirects`);
      url = checkUrl(new URL(res.headers.location, url));
      continue;
    }
    if (!opts.anyStatus && (status < 200 || status > 299)) {
      res.destroy();
      throw new SafeFetchError('unreachable', `answered ${status}`);
    }
    const length = Number(res.headers['content-length']);
    const contentLength = res.headers['content-length'] !== undefined && Number.isFinite(length) ? length : undefined;
    if (contentLength !== undefined && contentLength > opts.maxBytes) {
      res.destroy();
      throw new SafeFetchError('tooLarge', `the answer says ${contentLength} bytes, over the limit of ${opts.maxBytes}`);
    }
    const body = new ByteLimit(opts.maxBytes);
    res.on('error', (err) => body.destroy(new SafeFetchError('unreachable', signal.aborted ? 'timed out' : err.message)));
    // Aborted or failed downstream (a limit passed, a refused type): the connection goes too.
    body.on('close', () => res.destroy());
    res.pipe(body);
    const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    return { url, status, contentType, contentLength, body };
  }
}
