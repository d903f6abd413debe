import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting an agent ends the personal (livechat) conversations they took over: this finds those
 * without reading every conversation of the workspace. Few conversations have one, so the index
 * holds only those rows.
 */
export class AgentTeamAdmin1765100000000 implements MigrationInterface {
  name = 'AgentTeamAdmin1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX conversation_livechat_agent ON conversation (livechat_agent_id) WHERE livechat_agent_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS conversation_livechat_agent`);
  }
}
