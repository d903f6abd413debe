import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../../common/deps';
import { hashPassword } from '../../auth/password';
import { normalisePermissions } from '../../auth/permissions';
import { Identity } from '../identity/identity.entity';
import { Agent } from './agent.entity';

export interface ProvisionAgentInput {
  workspaceId: string;
  email: string;
  displayName: string;
  permissions: string[];
  /** Sets the password only for a new identity: an existing person keeps theirs (spec: requirePassword false). */
  password?: string;
}

export class AgentService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * System-level: makes a person an agent of a workspace, reusing their identity when the email
   * already signs in elsewhere. Callers (first-start seed, invitation accept) check rights first.
   */
  async provision(input: ProvisionAgentInput, m: EntityManager = this.deps.dataSource.manager): Promise<Agent> {
    const email = input.email.trim().toLowerCase();
    let identity = await m.findOneBy(Identity, { email });
    if (!identity) {
      identity = await m.save(
        m.create(Identity, { email, passwordHash: input.password ? await hashPassword(input.password) : null }),
      );
    }
    return m.save(
      m.create(Agent, {
        workspaceId: input.workspaceId,
        identityId: identity.id,
        displayName: input.displayName,
        email,
        permissions: normalisePermissions(input.permissions),
      }),
    );
  }
}
