import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a receiver should accept a signature's time from its own clock (docs/integrations.md). */
export const REPLAY_WINDOW_SECONDS = 300;

/** After a rotation the replaced secret still signs for this long, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const SIGNATURE_HEADER = 'Parley-Signature';

const hmac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one v1 per secret that signs (two during a rotation's overlap). */
export function signatureHeader(secrets: readonly string[], body: string, t: number = Math.floor(Date.now() / 1000)): string {
  return [`t=${t}`, ...secrets.map((s) => `v1=${hmac(s, t, body)}`)].join(',');
}

/**
 * What a receiver does (the docs' example does the same): the header's time within the window, and
 * one of its v1 values equal, compared in constant time, to the HMAC of the raw body with its secret.
 */
export function verifySignature(header: string, body: string, secret: string, now: number = Date.now(), windowSeconds = REPLAY_WINDOW_SECONDS): boolean {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > windowSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return parts.some(([k, v]) => {
    if (k !== 'v1' || v === undefined) return false;
    const got = Buffer.from(v, 'hex');
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}
