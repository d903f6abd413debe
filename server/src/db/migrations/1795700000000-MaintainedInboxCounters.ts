import type { MigrationInterface, QueryRunner } from 'typeorm';

const NIL = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * The inbox counters kept with each change instead of counted on each read (issue 21: counting took
 * 0.3–1 s at a million conversations, and every console asks again after each change it hears of).
 *
 * Each open conversation contributes a few keys `bucket agent teams` (`inbox_keys`): its state
 * (main / snooze / hidden) with its team set, `unassigned`, one `assigned_<state>` per assignee and
 * one `mention` / `mention_assigned` per mentioned agent. `inbox_counter` holds how many
 * conversations hold each key; `conversation_counted` remembers the keys a conversation was counted
 * under, so a change applies only the difference. Keeping the team set in the key lets an agent who
 * sees only their own conversations and their teams' read exact counts of the union (assigned to
 * them or in one of their teams) from a handful of rows, and team membership changes need no recount.
 *
 * Every change that can move a key (the conversation's status, assigned flag, hidden, snooze set or
 * cleared; an assignee, a team, a mention added or removed) recounts its conversation in a trigger,
 * after taking the workspace's change lock (the one `stamp_change` takes): recounts of a workspace
 * run one after the other and each sees every earlier one committed, so the counters stay exact under
 * concurrent changes and counter rows are never locked in two orders. Messages do not move a counter.
 */
export class MaintainedInboxCounters1795700000000 implements MigrationInterface {
  name = 'MaintainedInboxCounters1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE inbox_counter (
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        agent_id uuid NOT NULL,
        bucket text NOT NULL,
        teams text NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (workspace_id, agent_id, bucket, teams)
      )`);
    await q.query(`
      CREATE TABLE conversation_counted (
        conversation_id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        keys text[] NOT NULL
      )`);
    // Volatile (the default): each statement inside sees what committed before it, which the recount needs after its lock.
    await q.query(`
      CREATE FUNCTION inbox_keys(cid uuid) RETURNS text[] LANGUAGE sql AS $$
        WITH c AS (
          SELECT CASE WHEN c.hidden THEN 'hidden' WHEN c.snooze_until IS NOT NULL THEN 'snooze' ELSE 'main' END AS state,
                 c.assigned,
                 coalesce((SELECT string_agg(t.team_id::text, ',' ORDER BY t.team_id) FROM conversation_team t WHERE t.conversation_id = c.id), '') AS teams
          FROM conversation c WHERE c.id = cid AND c.status = 'open'
        ),
        a AS (SELECT agent_id FROM conversation_assignee WHERE conversation_id = cid),
        k AS (
          SELECT c.state AS bucket, ${NIL} AS agent_id, c.teams FROM c
          UNION ALL SELECT 'unassigned', ${NIL}, '' FROM c WHERE c.state = 'main' AND NOT c.assigned
          UNION ALL SELECT 'assigned_' || c.state, a.agent_id, CASE WHEN c.state = 'main' THEN '' ELSE c.teams END FROM c, a
          UNION ALL SELECT CASE WHEN m.member_id IN (SELECT agent_id FROM a) THEN 'mention_assigned' ELSE 'mention' END, m.member_id, c.teams
            FROM c, conversation_member m
            WHERE c.state = 'main' AND m.conversation_id = cid AND m.member_type = 'agent' AND m.mentioned
        )
        SELECT coalesce(array_agg(k.bucket || ' ' || k.agent_id || ' ' || k.teams ORDER BY k.bucket, k.agent_id, k.teams), '{}') FROM k
      $$`);
    await q.query(`
      CREATE FUNCTION inbox_recount(cid uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE ws uuid; fresh text[]; old text[];
      BEGIN
        SELECT workspace_id INTO ws FROM conversation WHERE id = cid;
        IF ws IS NULL THEN
          -- Deleted: it leaves the counters it was counted in, unless its whole workspace goes with it.
          SELECT workspace_id INTO ws FROM conversation_counted WHERE conversation_id = cid;
          IF ws IS NULL THEN RETURN; END IF;
          IF NOT EXISTS (SELECT 1 FROM workspace WHERE id = ws) THEN
            DELETE FROM conversation_counted WHERE conversation_id = cid;
            RETURN;
          END IF;
        END IF;
        -- 7340003: the change lock of stamp_change (ChangeCursorAndPresence).
        PERFORM pg_advisory_xact_lock(7340003, hashtext(ws::text));
        SELECT keys INTO old FROM conversation_counted WHERE conversation_id = cid FOR UPDATE;
        old := coalesce(old, '{}');
        SELECT inbox_keys(cid) INTO fresh;
        IF fresh = old THEN RETURN; END IF;
        INSERT INTO inbox_counter AS ic (workspace_id, agent_id, bucket, teams, n)
          SELECT ws, split_part(d.k, ' ', 2)::uuid, split_part(d.k, ' ', 1), split_part(d.k, ' ', 3), sum(d.delta)
          FROM (SELECT unnest(fresh) AS k, 1 AS delta UNION ALL SELECT unnest(old), -1) d
          GROUP BY d.k HAVING sum(d.delta) <> 0
          ORDER BY 2, 3, 4
        ON CONFLICT (workspace_id, agent_id, bucket, teams) DO UPDATE SET n = ic.n + EXCLUDED.n;
        IF cardinality(fresh) = 0 THEN
          DELETE FROM conversation_counted WHERE conversation_id = cid;
        ELSE
          INSERT INTO conversation_counted (conversation_id, workspace_id, keys) VALUES (cid, ws, fresh)
          ON CONFLICT (conversation_id) DO UPDATE SET keys = EXCLUDED.keys;
        END IF;
      END $$`);
    await q.query(`
      CREATE FUNCTION inbox_recount_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'conversation' THEN
          IF TG_OP = 'DELETE' THEN PERFORM inbox_recount(OLD.id); ELSE PERFORM inbox_recount(NEW.id); END IF;
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM inbox_recount(NEW.conversation_id);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM inbox_recount(OLD.conversation_id);
        ELSE
          PERFORM inbox_recount(OLD.conversation_id);
          IF NEW.conversation_id <> OLD.conversation_id THEN PERFORM inbox_recount(NEW.conversation_id); END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER conversation_inbox_row AFTER INSERT OR DELETE ON conversation FOR EACH ROW EXECUTE FUNCTION inbox_recount_row()`);
    await q.query(`
      CREATE TRIGGER conversation_inbox_update AFTER UPDATE OF status, assigned, hidden, snooze_until ON conversation FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.assigned IS DISTINCT FROM NEW.assigned OR OLD.hidden IS DISTINCT FROM NEW.hidden
            OR (OLD.snooze_until IS NULL) <> (NEW.snooze_until IS NULL))
      EXECUTE FUNCTION inbox_recount_row()`);
    for (const table of ['conversation_assignee', 'conversation_team']) {
      await q.query(`CREATE TRIGGER ${table}_inbox AFTER INSERT OR DELETE OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION inbox_recount_row()`);
    }
    await q.query(`
      CREATE TRIGGER conversation_member_inbox_insert AFTER INSERT ON conversation_member FOR EACH ROW
      WHEN (NEW.mentioned AND NEW.member_type = 'agent') EXECUTE FUNCTION inbox_recount_row()`);
    await q.query(`
      CREATE TRIGGER conversation_member_inbox_update AFTER UPDATE ON conversation_member FOR EACH ROW
      WHEN (OLD.mentioned IS DISTINCT FROM NEW.mentioned
            OR (NEW.mentioned AND (OLD.conversation_id, OLD.member_type, OLD.member_id) IS DISTINCT FROM (NEW.conversation_id, NEW.member_type, NEW.member_id)))
      EXECUTE FUNCTION inbox_recount_row()`);
    await q.query(`
      CREATE TRIGGER conversation_member_inbox_delete AFTER DELETE ON conversation_member FOR EACH ROW
      WHEN (OLD.mentioned AND OLD.member_type = 'agent') EXECUTE FUNCTION inbox_recount_row()`);
    await q.query(`
      INSERT INTO conversation_counted (conversation_id, workspace_id, keys)
      SELECT id, workspace_id, inbox_keys(id) FROM conversation WHERE status = 'open'`);
    await q.query(`
      INSERT INTO inbox_counter (workspace_id, agent_id, bucket, teams, n)
      SELECT cc.workspace_id, split_part(k, ' ', 2)::uuid, split_part(k, ' ', 1), split_part(k, ' ', 3), count(*)
      FROM conversation_counted cc, unnest(cc.keys) k
      GROUP BY 1, 2, 3, 4`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['conversation_member_inbox_delete', 'conversation_member_inbox_update', 'conversation_member_inbox_insert']) {
      await q.query(`DROP TRIGGER IF EXISTS ${t} ON conversation_member`);
    }
    await q.query(`DROP TRIGGER IF EXISTS conversation_team_inbox ON conversation_team`);
    await q.query(`DROP TRIGGER IF EXISTS conversation_assignee_inbox ON conversation_assignee`);
    await q.query(`DROP TRIGGER IF EXISTS conversation_inbox_update ON conversation`);
    await q.query(`DROP TRIGGER IF EXISTS conversation_inbox_row ON conversation`);
    await q.query(`DROP FUNCTION IF EXISTS inbox_recount_row()`);
    await q.query(`DROP FUNCTION IF EXISTS inbox_recount(uuid)`);
    await q.query(`DROP FUNCTION IF EXISTS inbox_keys(uuid)`);
    await q.query(`DROP TABLE IF EXISTS conversation_counted`);
    await q.query(`DROP TABLE IF EXISTS inbox_counter`);
  }
}
