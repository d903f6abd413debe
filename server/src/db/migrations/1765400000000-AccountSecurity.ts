import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The install's first workspace: the one the first start seeded, whose owner runs the install. */
const FIRST_WORKSPACE = `(SELECT id FROM workspace ORDER BY created_at, id LIMIT 1)`;

/**
 * Issue 13.
 * - `system` is held only where a list names it (README, Who holds system): the first workspace's
 *   holders of `all` (the operator's team, who held it through `all`) keep it by name; elsewhere it
 *   came from a workspace owner's `all` and goes, from agents and API tokens alike.
 * - An invitation carries the permissions the person gets on accepting (the system API invites a new
 *   workspace's owner with `all`); null means the default of an agent invited from the console.
 * - A visitor session records whether its refId was proven (refIdHash): null when it named none
 *   (anonymous visitor, agent). Turning identity verification on revokes the unproven ones. Sessions
 *   from before this migration that named a refId count as unproven, and in workspaces that already
 *   verify they are revoked now: they may have been opened before verification was switched on.
 */
export class AccountSecurity1765400000000 implements MigrationInterface {
  name = 'AccountSecurity1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE agent SET permissions = array_append(permissions, 'system')
        WHERE workspace_id = ${FIRST_WORKSPACE} AND 'all' = ANY(permissions) AND NOT 'system' = ANY(permissions)`,
    );
    await q.query(`UPDATE agent SET permissions = array_remove(permissions, 'system') WHERE workspace_id <> ${FIRST_WORKSPACE}`);
    await q.query(`UPDATE api_token SET permissions = array_remove(permissions, 'system') WHERE workspace_id <> ${FIRST_WORKSPACE}`);

    await q.query(`ALTER TABLE invitation ADD COLUMN permissions text[]`);

    await q.query(`ALTER TABLE auth_session ADD COLUMN ref_id_verified boolean`);
    // Generated refIds (anonymous visitors) are v_ and 22 base64url characters: nobody claims those.
    await q.query(
      `UPDATE auth_session s SET ref_id_verified = false FROM customer c
        WHERE s.subject_type = 'customer' AND c.id = s.subject_id AND c.ref_id IS NOT NULL AND c.ref_id !~ '^v_[A-Za-z0-9_-]{22}$'`,
    );
    await q.query(
      `UPDATE auth_session s SET revoked_at = now()
        WHERE s.ref_id_verified = false AND s.revoked_at IS NULL
          AND EXISTS (SELECT 1 FROM api_key k WHERE k.workspace_id = s.workspace_id AND k.identity_verification)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_session DROP COLUMN ref_id_verified`);
    await q.query(`ALTER TABLE invitation DROP COLUMN permissions`);
    // Before, all implied system: the name is redundant there.
    await q.query(`UPDATE agent SET permissions = array_remove(permissions, 'system') WHERE 'all' = ANY(permissions)`);
  }
}
