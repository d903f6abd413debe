import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every invitation records the permissions its person joins with (issue 47, finding 6): they are
 * chosen and checked against the inviter's own when it is made. An older console invitation left
 * them empty, meaning the default it was made with then; it gets that default written in, so it
 * still works and grants exactly what it did.
 */
export class InvitationPermissionsRecorded1795741000000 implements MigrationInterface {
  name = 'InvitationPermissionsRecorded1795741000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "invitation" SET "permissions" = ARRAY['allConversations']::text[] WHERE "permissions" IS NULL`);
    await q.query(`ALTER TABLE "invitation" ALTER COLUMN "permissions" SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The filled-in defaults stay: an empty column meant the same permissions.
    await q.query(`ALTER TABLE "invitation" ALTER COLUMN "permissions" DROP NOT NULL`);
  }
}
