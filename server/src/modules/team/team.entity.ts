import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('team')
export class Team {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ type: 'text' })
  name: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity('team_member')
export class TeamMember {
  @Column({ name: 'team_id', type: 'uuid', primary: true })
  teamId: string;

  @Column({ name: 'agent_id', type: 'uuid', primary: true })
  agentId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;
}
