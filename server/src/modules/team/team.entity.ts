import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Agent } from '../agent/agent.entity';
import { Workspace } from '../workspace/workspace.entity';

@MigrationIndexes('team_workspace_name')
@Check('team_assignment_mode_check', `assignment_mode IN ('off', 'roundRobin', 'leastBusy')`)
@Entity('team')
export class Team {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'team_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text' })
  name: string;

  /** Automatic assignment of its waiting conversations (modules/assignment): off, roundRobin or leastBusy. */
  @Column({ name: 'assignment_mode', type: 'text', default: 'off' })
  assignmentMode: 'off' | 'roundRobin' | 'leastBusy';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@MigrationIndexes('team_member_agent')
@Entity('team_member')
export class TeamMember {
  @Column({ name: 'team_id', type: 'uuid', primary: true })
  teamId: string;

  @Column({ name: 'agent_id', type: 'uuid', primary: true })
  agentId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'team_member_workspace_id_fkey')
  workspace?: Workspace;

  @ForeignKey(() => Team, 'team_id', 'team_member_team_id_fkey')
  team?: Team;

  @ForeignKey(() => Agent, 'agent_id', 'team_member_agent_id_fkey')
  agent?: Agent;

  /** When this team last assigned a conversation to this member automatically (round-robin turns). */
  @Column({ name: 'last_assigned_at', type: 'timestamptz', nullable: true })
  lastAssignedAt: Date | null;
}
