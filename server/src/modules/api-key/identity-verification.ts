import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common/errors';

/** What the site owner's server computes: hex HMAC-SHA256 of the visitor's refId with the key's secret. */
export function signRefId(refId: string, secret: string): string {
  return createHmac('sha256', secret).update(refId, 'utf8').digest('hex');
}

/**
 * Identity verification (API key setting): a refId must carry a valid refIdHash, compared in
 * constant time, so nobody opens another visitor's conversations by guessing a refId.
 */
export function assertSignedRefId(refId: string, refIdHash: string | undefined, secret: string): void {
  if (!refIdHash) {
    throw new AppError('UNAUTHENTICATED', 'Identity verification is on: refId needs refIdHash (HMAC-SHA256 of the refId with the API key secret)');
  }
  const expected = Buffer.from(signRefId(refId, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(refIdHash) ? Buffer.from(refIdHash, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('FORBIDDEN', 'The visitor identity could not be verified (refIdHash does not match the refId)');
  }
}
