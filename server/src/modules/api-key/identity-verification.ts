import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import type { ApiKey } from './api-key.entity';

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
    throw new AppError('UNAUTHENTICATED', 'apiKey.identityVerificationIsOnRefIdNeeds');
  }
  const expected = Buffer.from(signRefId(refId, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(refIdHash) ? Buffer.from(refIdHash, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('FORBIDDEN', 'apiKey.theVisitorIdentityCouldNotBe');
  }
}

function isValidSignature(refId: string, refIdHash: string, secret: string): boolean {
  try {
    assertSignedRefId(refId, refIdHash, secret);
    return true;
  } catch {
    return false;
  }
}

/**
 * A refId sign-in and a switch of verification in the same workspace never interleave: otherwise a
 * sign-in that found verification off could commit its unproven session just after the switch
 * revoked the unproven ones.
 */
async function lockVerification(m: EntityManager, workspaceId: string, mode: 'shared' | 'exclusive'): Promise<void> {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await m.query(`SELECT ${fn}(hashtext($1))`, [`identity-verification:${workspaceId}`]);
}

/**
 * The rule (README, Identity verification): verification protects a visitor identity, and a refId
 * names one visitor in the whole workspace whichever key it comes through. So once ANY API key of the
 * workspace has verification on, every refId must carry a valid refIdHash, signed with the secret of
 * the key it comes through; keys without verification still open anonymous visitors (no refId).
 * Runs inside the sign-in's transaction; answers whether the refId was proven (stored on the session).
 */
export async function proveRefId(m: EntityManager, apiKey: ApiKey, refId: string, refIdHash: string | undefined): Promise<boolean> {
  await lockVerification(m, apiKey.workspaceId, 'shared');
  const [row]: { verifying: boolean }[] = await m.query(
    `SELECT EXISTS (SELECT 1 FROM api_key WHERE workspace_id = $1 AND identity_verification) AS verifying`,
    [apiKey.workspaceId],
  );
  if (row.verifying) {
    assertSignedRefId(refId, refIdHash, apiKey.secret);
    return true;
  }
  return refIdHash !== undefined && isValidSignature(refId, refIdHash, apiKey.secret);
}

/**
 * Verification switched on: the visitor sessions of the workspace whose refId was never proven end
 * now (they may have been opened by anyone who knew the refId). Returns their ids, for the
 * session-revoked event that closes their sockets once the transaction commits.
 */
export async function revokeUnprovenSessions(m: EntityManager, workspaceId: string): Promise<string[]> {
  await lockVerification(m, workspaceId, 'exclusive');
  const rows: { id: string }[] = await m.query(
    `WITH revoked AS (
       UPDATE auth_session SET revoked_at = now()
        WHERE workspace_id = $1 AND subject_type = 'customer' AND ref_id_verified = false AND revoked_at IS NULL
        RETURNING id
     ) SELECT id FROM revoked`,
    [workspaceId],
  );
  return rows.map((r) => r.id);
}
