import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // pg_trgm serves ILIKE '%…%' for Chinese text in message and customer search.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE workspace (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        timezone text NOT NULL DEFAULT 'UTC',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE identity (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE,
        password_hash text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE agent (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        identity_id uuid NOT NULL REFERENCES identity(id),
        display_name text NOT NULL,
        email text NOT NULL,
        permissions text[] NOT NULL DEFAULT '{}',
        profile_pic text,
        ref_id text,
        fields jsonb NOT NULL DEFAULT '{}',
        tags text[] NOT NULL DEFAULT '{}',
        last_activity timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX agent_workspace_identity ON agent (workspace_id, identity_id)`);
    await q.query(`CREATE INDEX agent_identity ON agent (identity_id)`);
    await q.query(`
      CREATE TABLE customer (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        ref_id text,
        username text,
        display_name text NOT NULL,
        generated_name boolean NOT NULL DEFAULT false,
        email text,
        subtitle text,
        bio text,
        whatsapp_id text,
        tags text[] NOT NULL DEFAULT '{}',
        fields jsonb NOT NULL DEFAULT '{}',
        external_platform_last_sent jsonb NOT NULL DEFAULT '[]',
        last_activity timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        archived_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX customer_workspace_ref ON customer (workspace_id, ref_id) WHERE ref_id IS NOT NULL`);
    await q.query(`CREATE INDEX customer_workspace_created ON customer (workspace_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX customer_display_name_trgm ON customer USING gin (display_name gin_trgm_ops)`);
    await q.query(`CREATE INDEX customer_email_trgm ON customer USING gin (email gin_trgm_ops)`);
    await q.query(`
      CREATE TABLE customer_note (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX customer_note_customer ON customer_note (customer_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE team (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX team_workspace_name ON team (workspace_id, lower(name))`);
    await q.query(`
      CREATE TABLE team_member (
        team_id uuid NOT NULL REFERENCES team(id) ON DELETE CASCADE,
        agent_id uuid NOT NULL REFERENCES agent(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        PRIMARY KEY (team_id, agent_id)
      )`);
    await q.query(`CREATE INDEX team_member_agent ON team_member (agent_id)`);
    await q.query(`
      CREATE TABLE auth_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        subject_type text NOT NULL CHECK (subject_type IN ('agent', 'customer')),
        subject_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        ud_id text NOT NULL,
        device_name text,
        lang text NOT NULL DEFAULT 'en',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX auth_session_subject ON auth_session (subject_type, subject_id)`);
    await q.query(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        name text NOT NULL,
        key text NOT NULL UNIQUE,
        secret text NOT NULL,
        permissions text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX api_key_workspace ON api_key (workspace_id)`);
    await q.query(`
      CREATE TABLE api_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        name text NOT NULL,
        token text NOT NULL UNIQUE,
        secret_hash text NOT NULL,
        permissions text[] NOT NULL DEFAULT '{}',
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_token_workspace ON api_token (workspace_id)`);
    await q.query(`
      CREATE TABLE workspace_setting (
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        key text NOT NULL,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, key)
      )`);
    await q.query(`
      CREATE TABLE user_configuration (
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        agent_id uuid NOT NULL REFERENCES agent(id) ON DELETE CASCADE,
        key text NOT NULL,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, agent_id, key)
      )`);
    await q.query(`
      CREATE TABLE invitation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        email text NOT NULL,
        display_name text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        invited_by uuid,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE password_reset (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        identity_id uuid NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'password_reset',
      'invitation',
      'user_configuration',
      'workspace_setting',
      'api_token',
      'api_key',
      'auth_session',
      'team_member',
      'team',
      'customer_note',
      'customer',
      'agent',
      'identity',
      'workspace',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
