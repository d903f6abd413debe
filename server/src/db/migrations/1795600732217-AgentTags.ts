import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Agent tags (spec §3 Agent "tag list"): the tags an agent carries stay in `agent.tags` (a column
 * since the Foundation migration); the workspace's list of agent tags, offered by the agent page's
 * picker, joins the other tag lists in `workspace_tag` as a third kind.
 */
export class AgentTags1795600732217 implements MigrationInterface {
  name = 'AgentTags1795600732217';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE workspace_tag DROP CONSTRAINT workspace_tag_kind_check`);
    await q.query(`ALTER TABLE workspace_tag ADD CONSTRAINT workspace_tag_kind_check CHECK (kind IN ('conversation', 'customer', 'agent'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM workspace_tag WHERE kind = 'agent'`);
    await q.query(`ALTER TABLE workspace_tag DROP CONSTRAINT workspace_tag_kind_check`);
    await q.query(`ALTER TABLE workspace_tag ADD CONSTRAINT workspace_tag_kind_check CHECK (kind IN ('conversation', 'customer'))`);
  }
}
