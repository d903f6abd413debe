import type { Readable } from 'node:stream';
import webpush from 'web-push';
import { safeFetch, SafeFetchError } from '../../common/safe-fetch';

/** What the console's service worker shows and opens (console/public/sw.js reads these names). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  conversationId: string;
  kind: string;
}

/**
 * sent: the push service took it. gone: the subscription no longer exists (404/410): the caller
 * deletes it. failed: retry says whether a later attempt may succeed (429, 5xx, the network) or
 * never will (a refused key, a bad request, an endpoint we do not send to).
 */
export type PushOutcome =
  { kind: 'sent'; status: number } | { kind: 'gone'; status: number } | { kind: 'failed'; status: number | null; retry: boolean; reason: string };

export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  authSecret: string;
}

export interface SendWebPushOptions {
  vapid: { publicKey: string; privateKey: string };
  /** VAPID `sub`: a mailto: or https: URL the push service may contact about our pushes. */
  subject: string;
  /** ALLOW_PRIVATE_FETCH: test rigs' fake push services on http://127.0.0.1. */
  allowPrivate: boolean;
  ttlSeconds?: number;
  urgency?: 'low' | 'normal' | 'high';
  /** Replaces an undelivered push of the same topic (RFC 8030 §5.4): at most 32 base64url characters. */
  topic?: string;
  timeoutMs?: number;
}

/**
 * The JSON we encrypt, in bytes. Push services refuse payloads over about 4 KB (RFC 8030 asks them
 * to take 4096 bytes of ciphertext, aes128gcm's header and tag included); this leaves room for both.
 */
export const MAX_PAYLOAD_BYTES = 3000;
/** A push older than a day is old news for a conversation someone else may have answered. */
const DEFAULT_TTL_SECONDS = 86_400;
const DEFAULT_TIMEOUT_MS = 10_000;
/** Push services answer in a few bytes; an error's explanation is a short JSON or text. */
const ANSWER_MAX_BYTES = 16 * 1024;
const REASON_CHARS = 200;
const ELLIPSIS = '…';

const failed = (reason: string, retry: boolean, status: number | null = null): PushOutcome => ({ kind: 'failed', status, retry, reason });

const jsonBytes = (payload: PushPayload): number => Buffer.byteLength(JSON.stringify(payload));

/** User-perceived characters, so a cut never splits a surrogate pair, an accent from its letter or an emoji sequence. */
function graphemes(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
}

/** The field cut to the most characters that, with an ellipsis, keep the JSON within the limit. */
function cut(payload: PushPayload, field: 'body' | 'title'): PushPayload {
  const parts = graphemes(payload[field]);
  const withCount = (n: number): PushPayload => ({ ...payload, [field]: n === 0 ? '' : parts.slice(0, n).join('') + ELLIPSIS });
  // The JSON only grows with each character kept: the largest count that fits, found by halving.
  let lo = 0;
  let hi = parts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (jsonBytes(withCount(mid)) <= MAX_PAYLOAD_BYTES) lo = mid;
    else hi = mid - 1;
  }
  return withCount(lo);
}

/** The payload within MAX_PAYLOAD_BYTES: the body shortened first, then the title; null when the rest alone is too long. */
export function fitPayload(payload: PushPayload): PushPayload | null {
  let fitted = payload;
  if (jsonBytes(fitted) > MAX_PAYLOAD_BYTES) fitted = cut(fitted, 'body');
  if (jsonBytes(fitted) > MAX_PAYLOAD_BYTES) fitted = cut(fitted, 'title');
  return jsonBytes(fitted) <= MAX_PAYLOAD_BYTES ? fitted : null;
}

/** Why an endpoint is not sent to, or null: https only, http for a test rig's fake on loopback. */
function refusedEndpoint(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'the endpoint is not a URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowPrivate) return null;
  return `${url.protocol} push endpoints are not sent to (https only)`;
}

/** What the push service said, at most a line of it; never fails (the status is what counts). */
async function answerText(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body) chunks.push(chunk as Buffer);
  } catch {
    // Cut off or too long: what came is enough for a log line.
  }
  return Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim().slice(0, REASON_CHARS);
}

function outcomeOf(status: number, answer: string): PushOutcome {
  if (status === 200 || status === 201 || status === 202) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  const said = answer ? `: ${answer}` : '';
  if (status === 429 || status >= 500) return failed(`the push service answered ${status}${said}`, true, status);
  return failed(`the push service refused the push with ${status}${said}`, false, status);
}

/**
 * One push to one browser: the payload encrypted to its keys (aes128gcm, RFC 8291) and signed with
 * our VAPID pair (RFC 8292) by web-push, and sent through safeFetch, so an endpoint a browser handed
 * us cannot point the server at this network.
 */
export async function sendWebPush(target: PushTarget, payload: PushPayload, opts: SendWebPushOptions): Promise<PushOutcome> {
  const refused = refusedEndpoint(target.endpoint, opts.allowPrivate);
  if (refused) return failed(refused, false);
  const fitted = fitPayload(payload);
  if (!fitted) return failed(`the push payload is over ${MAX_PAYLOAD_BYTES} bytes even with its text shortened`, false);
  let details: webpush.RequestDetails & { body: Buffer };
  try {
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.authSecret } }, JSON.stringify(fitted), {
      vapidDetails: { subject: opts.subject, publicKey: opts.vapid.publicKey, privateKey: opts.vapid.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: opts.ttlSeconds ?? DEFAULT_TTL_SECONDS,
      urgency: opts.urgency ?? 'normal',
      ...(opts.topic ? { topic: opts.topic } : {}),
    });
  } catch (err) {
    // A subscription's keys or our configuration that can never make a valid push.
    return failed(`the push could not be prepared: ${(err as Error).message}`, false);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // safeFetch counts the body's bytes itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  try {
    const res = await safeFetch(target.endpoint, {
      method: 'POST',
      headers,
      body: details.body,
      anyStatus: true,
      maxBytes: ANSWER_MAX_BYTES,
      timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      allowPrivate: opts.allowPrivate,
    });
    return outcomeOf(res.status, await answerText(res.body));
  } catch (err) {
    if (!(err instanceof SafeFetchError)) throw err;
    // A refused address or URL stays refused; the network, a timeout or an odd answer may pass.
    const retry = err.reason !== 'blockedAddress' && err.reason !== 'invalidUrl';
    return failed(`the push service could not be reached: ${err.message}`, retry);
  }
}
