import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Platform customers are known by platform_identity only (customer-ref-id.ts). Until now they held
 * refIds `<source>:<platformId>:<external id>`, which any widget visitor could name to open their
 * session; this clears those refIds and ends the widget sessions such a claim opened on them.
 * The index is generated from the entity (PlatformIdentity); the data steps are written by hand.
 *
 * Down gives platform customers back the refId the platform code made (source from the platform's
 * type and the WhatsApp id), unless another customer holds it meanwhile. Not restored: a refId an
 * agent had set by hand on a platform customer, and the ended sessions.
 */
export class PlatformCustomersWithoutRefId1795740000000 implements MigrationInterface {
  name = 'PlatformCustomersWithoutRefId1795740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "platform_identity_customer" ON "platform_identity"  ("customer_id") `);
    await q.query(
      `UPDATE auth_session s SET revoked_at = now()
       WHERE s.subject_type = 'customer' AND s.revoked_at IS NULL
         AND EXISTS (SELECT 1 FROM platform_identity pi WHERE pi.customer_id = s.subject_id)`,
    );
    await q.query(
      `UPDATE customer c SET ref_id = NULL
       WHERE c.ref_id IS NOT NULL AND EXISTS (SELECT 1 FROM platform_identity pi WHERE pi.customer_id = c.id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE customer c SET ref_id = old.ref_id
       FROM (
         SELECT DISTINCT ON (pi.customer_id) pi.customer_id,
           CASE WHEN p.type = 'facebook' THEN 'facebook' WHEN cu.whatsapp_id IS NOT NULL THEN 'whatsapp' ELSE 'sanuker' END
             || ':' || pi.platform_id || ':' || pi.external_id AS ref_id
         FROM platform_identity pi
         JOIN external_platform p ON p.id = pi.platform_id
         JOIN customer cu ON cu.id = pi.customer_id
         ORDER BY pi.customer_id, pi.platform_id, pi.external_id
       ) old
       WHERE c.id = old.customer_id AND c.ref_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM customer other WHERE other.workspace_id = c.workspace_id AND other.ref_id = old.ref_id)`,
    );
    await q.query(`DROP INDEX "public"."platform_identity_customer"`);
  }
}
