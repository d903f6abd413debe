import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer merged into another (customer-merge.service.ts) was only archived, with no record of
 * into whom: erasing the survivor left the duplicate's name, email, bio and identities behind.
 * `merged_into_id` names the survivor so that an erasure takes the whole chain.
 *
 * Merges made before keep no record; they are found from what a merge leaves: an archived customer
 * with no conversation and no membership of their own (a merge moves both) whose messages are all
 * in conversations of one other customer. An archived customer who still has conversations was
 * archived, not merged, and is left alone. A merged customer who had sent nothing leaves no trace
 * and stays unlinked.
 */
export class CustomerMergedInto1795745000000 implements MigrationInterface {
  name = 'CustomerMergedInto1795745000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer ADD COLUMN merged_into_id uuid`);
    await q.query(
      `ALTER TABLE customer ADD CONSTRAINT customer_merged_into_id_fkey FOREIGN KEY (merged_into_id) REFERENCES customer (id) ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE INDEX customer_merged_into ON customer (merged_into_id) WHERE merged_into_id IS NOT NULL`);
    await q.query(
      `UPDATE customer b SET merged_into_id = t.target
       FROM (
         SELECT m.sender_id AS source, (array_agg(DISTINCT c.customer_id))[1] AS target
         FROM customer s
           JOIN message m ON m.workspace_id = s.workspace_id AND m.sender_type = 'customer' AND m.sender_id = s.id
           JOIN conversation c ON c.id = m.conversation_id
         WHERE s.archived_at IS NOT NULL AND c.customer_id IS NOT NULL AND c.customer_id <> s.id
         GROUP BY m.sender_id
         HAVING count(DISTINCT c.customer_id) = 1
       ) t
       WHERE b.id = t.source
         AND NOT EXISTS (SELECT 1 FROM conversation o WHERE o.customer_id = b.id)
         AND NOT EXISTS (SELECT 1 FROM conversation_member cm WHERE cm.member_type = 'customer' AND cm.member_id = b.id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX customer_merged_into`);
    await q.query(`ALTER TABLE customer DROP CONSTRAINT customer_merged_into_id_fkey`);
    await q.query(`ALTER TABLE customer DROP COLUMN merged_into_id`);
  }
}
