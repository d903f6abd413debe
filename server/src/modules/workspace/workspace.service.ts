import type { ServiceDeps } from '../../common/deps';
import type { Actor } from '../../auth/actor';
import { requirePermission } from '../../auth/permissions';
import { invalid } from '../../common/errors';
import { isStrongPassword } from '../../auth/password';
import { requireName } from '../../common/validate';
import { Identity } from '../identity/identity.entity';
import { generatePassword } from '../../auth/password';
import { randomToken } from '../../auth/tokens';
import { SDK_PERMISSION } from '../../auth/permissions';
import { AgentService } from '../agent/agent.service';
import { ApiKey } from '../api-key/api-key.entity';
import { Workspace } from './workspace.entity';

export interface SeedResult {
  seeded: boolean;
  workspace?: Workspace;
  adminEmail?: string;
  /** Only set when the password was generated here; printed once, never stored in clear. */
  generatedPassword?: string;
}

/** Fixed key of the advisory lock that keeps two nodes from seeding at once. */
const SEED_LOCK = 7_340_001;

export class WorkspaceService {
  constructor(private readonly deps: ServiceDeps) {}

  /** First start on an empty database: one workspace, its owner (permissions all) and an SDK key. */
  async seedIfEmpty(): Promise<SeedResult> {
    const { config } = this.deps;
    return this.deps.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      if ((await m.count(Workspace)) > 0) return { seeded: false };
      const password = config.adminPassword ?? generatePassword();
      const workspace = await m.save(m.create(Workspace, { name: config.workspaceName }));
      await new AgentService(this.deps).provision(
        { workspaceId: workspace.id, email: config.adminEmail, displayName: 'Admin', permissions: ['all'], password },
        m,
      );
      await m.save(
        m.create(ApiKey, {
          workspaceId: workspace.id,
          name: 'Website',
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
   * The system API: a new workspace with its owner (permissions all). The owner keeps their
   * password when the email already signs in elsewhere; otherwise ownerPassword is required.
   */
  async createWithOwner(
    actor: Actor,
    input: { name: string; ownerEmail: string; ownerDisplayName: string; ownerPassword?: string },
  ): Promise<{ id: string; name: string }> {
    requirePermission(actor, 'system');
    const name = requireName(input.name);
    const email = input.ownerEmail.trim().toLowerCase();
    return this.deps.dataSource.transaction(async (m) => {
      const identity = await m.findOneBy(Identity, { email });
      if (!identity?.passwordHash) {
        if (!input.ownerPassword) throw invalid('Please enter password', { ownerPassword: 'required' });
        if (!isStrongPassword(input.ownerPassword)) throw invalid('The password is not strong enough', { ownerPassword: 'weak' });
      }
      const workspace = await m.save(m.create(Workspace, { name }));
      await new AgentService(this.deps).provision(
        {
          workspaceId: workspace.id,
          email,
          displayName: requireName(input.ownerDisplayName, 'ownerDisplayName'),
          permissions: ['all'],
          password: input.ownerPassword,
        },
        m,
      );
      return { id: workspace.id, name: workspace.name };
    });
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
