import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { randomToken } from '../../auth/tokens';
import { openSetting, sealSetting } from '../../db/encrypted-secrets';

/** How long a download link works: long enough to click, too short to pass around. */
export const EXPORT_LINK_TTL_MS = 5 * 60_000;

const SIGNING_KEY = 'exportLinkKey' as const;

/**
 * The workspace's key for signing download links, made on first use and kept in the database so
 * every node signs and checks alike, sealed like every secret (db/encrypted-secrets.ts). It is not
 * the report password: revoking that leaves links be.
 */
export async function linkSigningKey(m: EntityManager, workspaceId: string): Promise<string> {
  await m.query(`INSERT INTO workspace_setting (workspace_id, key, value) VALUES ($1, $2, $3::jsonb) ON CONFLICT (workspace_id, key) DO NOTHING`, [
    workspaceId,
    SIGNING_KEY,
    JSON.stringify(sealSetting(SIGNING_KEY, randomToken(32))),
  ]);
  const [row]: { value: string }[] = await m.query(`SELECT value #>> '{}' AS value FROM workspace_setting WHERE workspace_id = $1 AND key = $2`, [
    workspaceId,
    SIGNING_KEY,
  ]);
  return openSetting(SIGNING_KEY, row!.value);
}

const signature = (key: string, exportId: string, expires: number) => createHmac('sha256', key).update(`message-export:${exportId}:${expires}`).digest('hex');

/** The path of an archive's download, signed until `expires` (ms). */
export function signedExportPath(key: string, exportId: string, expires: number): string {
  return `/api/admin/report/message/export/file/${exportId}?expires=${expires}&signature=${signature(key, exportId, expires)}`;
}

/** Whether `given` is the signature of this archive and expiry (constant-time). */
export function validExportSignature(key: string, exportId: string, expires: number, given: string): boolean {
  const expected = Buffer.from(signature(key, exportId, expires), 'hex');
  const got = /^[0-9a-f]{64}$/.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return got.length === expected.length && timingSafeEqual(got, expected);
}
