import { z } from 'zod';
import type { ServiceDeps } from '../service-deps';
import type { Actor } from '../../auth/actor';
import { requirePermission, SDK_PERMISSION } from '../../auth/permissions';
import { generatePassword } from '../../auth/password';
import { randomToken } from '../../auth/tokens';
import { invalid } from '../../common/errors';
import { requireName } from '../../common/validate';
import { AgentService } from '../agent/agent.service';
import { ApiKey } from '../api-key/api-key.entity';
import type { InvitationService } from '../invitation/invitation.service';
import { Workspace } from './workspace.entity';

export interface SeedResult {
  seeded: boolean;
  workspace?: Workspace;
  adminEmail?: string;
  /** Only set when the password was generated here; printed once, never stored in clear. */
  generatedPassword?: string;
}

export interface SystemWorkspaceResult {
  id: string;
  name: string;
  /** The owner's invitation: they join by accepting it (7 days). */
  invitation: { email: string; expiresAt: number };
}

/** A workspace owner: everything in their workspace, not the system API (README, Who holds system). */
const OWNER_PERMISSIONS = ['all'] as const;
/** The first start's admin runs the install: an owner, and the operator who holds system. */
const OPERATOR_PERMISSIONS = ['all', 'system'];

/** Fixed key of the advisory lock that keeps two nodes from seeding at once. */
const SEED_LOCK = 7_340_001;

export class WorkspaceService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly invitations: InvitationService,
    private readonly agents: AgentService,
  ) {}

  /** First start on an empty database: one workspace, its owner (the operator: all and system) and an SDK key. */
  async seedIfEmpty(): Promise<SeedResult> {
    const { config } = this.deps;
    return this.deps.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      if ((await m.count(Workspace)) > 0) return { seeded: false };
      const password = config.adminPassword ?? generatePassword();
      const workspace = await m.save(m.create(Workspace, { name: config.workspaceName }));
      await this.agents.provision(
        { workspaceId: workspace.id, email: config.adminEmail, displayName: 'Admin', permissions: OPERATOR_PERMISSIONS, password },
        m,
      );
      await m.save(
        m.create(ApiKey, {
          workspaceId: workspace.id,
          // No name: every console says the default ("Website", 網站, 网站) in its reader's language (issue 50.5).
          name: '',
          key: `pk_${randomToken(18)}`,
          secret: randomToken(32),
          permissions: [SDK_PERMISSION],
        }),
      );
      return {
        seeded: true,
        workspace,
        adminEmail: config.adminEmail,
        generatedPassword: config.adminPassword ? undefined : password,
      };
    });
  }

  /**
   * The system API (README, Who holds system): a new workspace whose owner is INVITED with `all`.
   * Nobody sets a password or a membership for someone else: the owner accepts the emailed
   * invitation, choosing their password there when they have none, and an agent of another
   * workspace joins only by accepting.
   */
  async createWithOwner(
    actor: Actor,
    input: { name: string; ownerEmail: string; ownerDisplayName: string; ownerPassword?: unknown },
  ): Promise<SystemWorkspaceResult> {
    const a = requirePermission(actor, 'system');
    if (input.ownerPassword !== undefined) {
      throw invalid('workspace.theSystemAPIDoesNotSet', { ownerPassword: 'unsupported' });
    }
    const name = requireName(input.name);
    const email = input.ownerEmail.trim().toLowerCase();
    if (!z.email().safeParse(email).success || email.length > 320) throw invalid('common.pleaseFillInTheEmail', { ownerEmail: 'invalid' });
    const displayName = requireName(input.ownerDisplayName, 'ownerDisplayName');
    const { workspace, invitation } = await this.deps.dataSource.transaction(async (m) => {
      const workspace = await m.save(m.create(Workspace, { name }));
      const invitation = await this.invitations.record(m, {
        workspaceId: workspace.id,
        email,
        displayName,
        // The inviter is an agent of another workspace (or a token): not one of this workspace's agents.
        invitedBy: null,
        permissions: [...OWNER_PERMISSIONS],
      });
      return { workspace, invitation };
    });
    this.deps.logger.info({ workspaceId: workspace.id, by: a.workspaceId }, 'system API: workspace created, owner invited');
    return { id: workspace.id, name: workspace.name, invitation: { email, expiresAt: invitation.expiresAt.getTime() } };
  }

  /** System-level (seed, command line, tests): a new, empty workspace. */
  async create(name: string): Promise<Workspace> {
    const repo = this.deps.dataSource.getRepository(Workspace);
    return repo.save(repo.create({ name }));
  }

  async getName(workspaceId: string): Promise<string | null> {
    const ws = await this.deps.dataSource.getRepository(Workspace).findOneBy({ id: workspaceId });
    return ws?.name ?? null;
  }
}
