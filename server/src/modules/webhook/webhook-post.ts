import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { safeFetch, SafeFetchError } from '../../common/safe-fetch';
import { signatureHeader, SIGNATURE_HEADER } from './webhook-signature';

/** A receiver has this long to answer (the whole exchange, body included). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
export const RESPONSE_EXCERPT_CHARS = 512;
const RESPONSE_READ_BYTES = 4096;

export interface DeliveryOutcome {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
}

export interface DeliveryRequest {
  url: string;
  body: string;
  eventId: string;
  eventType: string;
  attempt: number;
  /** The current secret first; the replaced one during a rotation's overlap. */
  secrets: string[];
  allowPrivate: boolean;
  /** The subscription's kept-alive connections. */
  agent?: http.Agent;
}

/** Reads at most `max` bytes of the answer; a longer one is cut, not an error. */
async function excerpt(body: NodeJS.ReadableStream & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(b);
      size += b.length;
      if (size >= RESPONSE_READ_BYTES) break;
    }
  } catch {
    // A body cut off or over the limit still leaves what was read.
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS);
}

/**
 * One attempt: POSTed through the SSRF-safe fetch (private addresses refused unless
 * ALLOW_PRIVATE_FETCH), no redirect followed, 10 s for the whole exchange. A 2xx is a success;
 * anything else, a redirect included, is a failure the receiver is asked again for.
 */
export async function postDelivery(req: DeliveryRequest): Promise<DeliveryOutcome> {
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const res = await safeFetch(req.url, {
      method: 'POST',
      body: req.body,
      anyStatus: true,
      maxRedirects: 0,
      maxBytes: RESPONSE_READ_BYTES,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      allowPrivate: req.allowPrivate,
      agent: req.agent,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Parley-Webhooks/1',
        [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(req.secrets, req.body),
        'parley-event-id': req.eventId,
        'parley-event-type': req.eventType,
        'parley-delivery-attempt': String(req.attempt),
      },
    });
    const response = await excerpt(res.body);
    const ok = res.status >= 200 && res.status <= 299;
    return { ok, status: res.status, durationMs: duration(), error: ok ? null : `answered ${res.status}`, response };
  } catch (err) {
    const error = err instanceof SafeFetchError ? `${err.reason}: ${err.message}` : (err as Error).message;
    return { ok: false, status: null, durationMs: duration(), error, response: null };
  }
}
