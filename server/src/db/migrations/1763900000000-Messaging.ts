import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Conversations, their assignees, teams and members (read state, mentions), and messages. */
export class Messaging1763900000000 implements MigrationInterface {
  name = 'Messaging1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE conversation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        name text,
        profile_pic text,
        subtitle text,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'terminated')),
        source text NOT NULL DEFAULT 'web' CHECK (source IN ('facebook', 'whatsapp', 'sanuker', 'api', 'web')),
        customer_id uuid REFERENCES customer(id),
        tags text[] NOT NULL DEFAULT '{}',
        -- Has an assigned agent or team; kept by the triggers below (cascades included).
        assigned boolean NOT NULL DEFAULT false,
        hidden boolean NOT NULL DEFAULT false,
        snooze_until timestamptz,
        livechat boolean NOT NULL DEFAULT false,
        livechat_agent_id uuid,
        agent_only boolean NOT NULL DEFAULT false,
        customer_rating jsonb,
        agent_rating jsonb,
        meta jsonb NOT NULL DEFAULT '{}',
        last_message jsonb,
        last_public_message jsonb,
        -- seq of the newest message; the next message takes last_seq + 1 under this row's lock.
        last_seq bigint NOT NULL DEFAULT 0,
        -- Times are kept to the millisecond, the precision clients see and filter with.
        order_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
      )`);
    // The inbox: newest activity first within a workspace (and a status); (order_at, id) is the cursor.
    await q.query(`CREATE INDEX conversation_list ON conversation (workspace_id, status, order_at DESC, id DESC)`);
    await q.query(`CREATE INDEX conversation_order ON conversation (workspace_id, order_at DESC, id DESC)`);
    await q.query(`CREATE INDEX conversation_customer ON conversation (customer_id, order_at DESC, id DESC)`);
    // Each inbox counter is driven by its own index, so it costs what it counts (see conversation-query.ts).
    await q.query(`CREATE INDEX conversation_unassigned ON conversation (workspace_id, status, order_at DESC, id DESC) WHERE NOT assigned`);
    await q.query(`CREATE INDEX conversation_snoozed ON conversation (workspace_id, snooze_until) WHERE snooze_until IS NOT NULL`);
    await q.query(`CREATE INDEX conversation_snooze_due ON conversation (snooze_until) WHERE snooze_until IS NOT NULL`);
    await q.query(`CREATE INDEX conversation_hidden ON conversation (workspace_id, status) WHERE hidden`);
    await q.query(`CREATE INDEX conversation_tags ON conversation USING gin (tags)`);
    await q.query(`
      CREATE TABLE conversation_assignee (
        conversation_id uuid NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        agent_id uuid NOT NULL REFERENCES agent(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL,
        PRIMARY KEY (conversation_id, agent_id)
      )`);
    await q.query(`CREATE INDEX conversation_assignee_agent ON conversation_assignee (agent_id, conversation_id)`);
    await q.query(`
      CREATE TABLE conversation_team (
        conversation_id uuid NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES team(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL,
        PRIMARY KEY (conversation_id, team_id)
      )`);
    await q.query(`CREATE INDEX conversation_team_team ON conversation_team (team_id, conversation_id)`);
    await q.query(`
      CREATE FUNCTION conversation_refresh_assigned() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE cid uuid;
      BEGIN
        IF TG_OP = 'DELETE' THEN cid := OLD.conversation_id; ELSE cid := NEW.conversation_id; END IF;
        UPDATE conversation SET assigned =
          EXISTS (SELECT 1 FROM conversation_assignee WHERE conversation_id = cid)
          OR EXISTS (SELECT 1 FROM conversation_team WHERE conversation_id = cid)
        WHERE id = cid;
        RETURN NULL;
      END $$`);
    for (const table of ['conversation_assignee', 'conversation_team']) {
      await q.query(`
        CREATE TRIGGER ${table}_assigned AFTER INSERT OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION conversation_refresh_assigned()`);
    }
    // Agents and customers with their own read state and mention flag. `participant` marks those
    // who took part (created, sent, were assigned): the conversation's agent[] and customer[];
    // someone who only read it has a row for their read state but is not a participant.
    await q.query(`
      CREATE TABLE conversation_member (
        conversation_id uuid NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        member_type text NOT NULL CHECK (member_type IN ('agent', 'customer')),
        member_id uuid NOT NULL,
        workspace_id uuid NOT NULL,
        participant boolean NOT NULL DEFAULT false,
        last_read_seq bigint NOT NULL DEFAULT 0,
        last_read_message_id uuid,
        mentioned boolean NOT NULL DEFAULT false,
        PRIMARY KEY (conversation_id, member_type, member_id)
      )`);
    await q.query(`CREATE INDEX conversation_member_member ON conversation_member (member_type, member_id, conversation_id)`);
    await q.query(`CREATE INDEX conversation_member_mentioned ON conversation_member (member_id, conversation_id) WHERE mentioned`);
    await q.query(`
      CREATE TABLE message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL,
        conversation_id uuid NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        seq bigint NOT NULL,
        local_id text,
        sender_type text NOT NULL CHECK (sender_type IN ('agent', 'customer', 'autoMessage', 'system')),
        sender_id uuid,
        data_type integer NOT NULL DEFAULT 51,
        internal boolean NOT NULL DEFAULT false,
        meta jsonb NOT NULL,
        push_content text,
        search_text text NOT NULL DEFAULT '',
        reply_to_id uuid,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        updated_at timestamptz,
        deleted_at timestamptz
      )`);
    // One total order per conversation: seq comes from conversation.last_seq, incremented under the row lock.
    await q.query(`CREATE UNIQUE INDEX message_order ON message (conversation_id, seq)`);
    // A retried send (same localId from the same sender) finds the first one instead of a second row.
    await q.query(`CREATE UNIQUE INDEX message_local_id ON message (conversation_id, sender_id, local_id) WHERE local_id IS NOT NULL`);
    await q.query(`CREATE INDEX message_search_trgm ON message USING gin (search_text gin_trgm_ops)`);
    // History filtered by meta.type (media library: photos, files, audio).
    await q.query(`CREATE INDEX message_type ON message (conversation_id, ((meta->>'type')), seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['message', 'conversation_member', 'conversation_team', 'conversation_assignee', 'conversation']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS conversation_refresh_assigned()`);
  }
}
