import { IsNull, type EntityManager } from 'typeorm';
import { z } from 'zod';
import type { ServiceDeps } from '../service-deps';
import { AppError, invalid, notFound } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { hashPassword, isStrongPassword } from '../../auth/password';
import { requirePermission } from '../../auth/permissions';
import { randomToken, sha256 } from '../../auth/tokens';
import { requireName } from '../../common/validate';
import { domainEvent } from '../../core/events/events';
import { publicLink } from '../account/links';
import { STRONG_PASSWORD_MESSAGE } from '../account/password-reset.service';
import { Agent } from '../agent/agent.entity';
import { assertCanGrant, cleanPermissions } from '../agent/agent-rules';
import { AgentService } from '../agent/agent.service';
import { Identity } from '../identity/identity.entity';
import type { SessionService } from '../session/session.service';
import type { SessionResult } from '../session/session.types';
import { Workspace } from '../workspace/workspace.entity';
import { Invitation } from './invitation.entity';
import { joinTeams, lockPending, selectPending, workspaceTeams } from './invitation-queries';
import type { InvitationList, InvitationView, InviteResult, MailDelivery } from './invitation.types';
import { auditActor, record as audit } from '../audit/audit-record';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** What an invited agent gets when the inviter chooses nothing: work every conversation, manage nothing. */
export const INVITED_AGENT_PERMISSIONS = ['allConversations'];

/** A stored invitation; its link is made and mailed by the invitation-email job. */
export interface IssuedInvitation {
  id: string;
  workspaceId: string;
  email: string;
  displayName: string;
  expiresAt: Date;
}

export class InvitationService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly sessions: SessionService,
    private readonly agents: AgentService,
  ) {}

  /**
   * POST /api/admin/agent/invite and GraphQL inviteAgent (manageUser). The permissions the person
   * joins with pass the same check as a permission change (agent-rules.ts assertCanGrant): nobody
   * invites someone into more than they hold, the default included. Inviting an email that has an
   * invitation waiting replaces that one (its name, permissions and teams, a new link and 7 days),
   * so the pending list holds one row a person.
   */
  async invite(
    actor: Actor,
    input: { email: string; displayName: string; permissions?: readonly string[] | null; teamIds?: readonly string[] | null },
  ): Promise<InviteResult> {
    const a = requirePermission(actor, 'manageUser');
    const permissions = cleanPermissions(input.permissions ?? INVITED_AGENT_PERMISSIONS);
    assertCanGrant(a.permissions, [], permissions);
    const email = input.email.trim().toLowerCase();
    // The REST door checks this too; GraphQL's inviteAgent reaches here with the raw text.
    if (!z.email().safeParse(email).success || email.length > 320) throw invalid('common.pleaseFillInTheEmail', { email: 'invalid' });
    const displayName = requireName(input.displayName, 'displayName');
    const ds = this.deps.dataSource;
    const identity = await ds.getRepository(Identity).findOneBy({ email });
    if (identity && (await ds.getRepository(Agent).findOneBy({ workspaceId: a.workspaceId, identityId: identity.id, deletedAt: IsNull() }))) {
      throw new AppError('CONFLICT', 'invitation.thisPersonIsAlreadyAnAgent');
    }
    const invitation = await ds.transaction(async (m) => {
      const teamIds = await workspaceTeams(m, a.workspaceId, input.teamIds ?? []);
      const waiting = await m.findOne(Invitation, { where: { workspaceId: a.workspaceId, email, acceptedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
      if (waiting) await m.delete(Invitation, { id: waiting.id });
      const issued = await this.record(m, {
        workspaceId: a.workspaceId,
        email,
        displayName,
        invitedBy: a.kind === 'agent' ? a.agentId : null,
        permissions,
        teamIds,
      });
      await audit(m, {
        actor: auditActor(a),
        action: 'agent.invited',
        target: { type: 'invitation', id: issued.id },
        detail: { email, displayName, permissions, ...(teamIds.length ? { teamIds } : {}), ...(waiting ? { replaced: waiting.id } : {}) },
      });
      return issued;
    });
    await this.announce(a.workspaceId, invitation.id);
    return { id: invitation.id, email, expiresAt: invitation.expiresAt.getTime(), delivery: this.delivery() };
  }

  /** GET /api/admin/agent/invitation and GraphQL invitations (manageUser): the invitations nobody has accepted, newest first. */
  async pending(actor: Actor): Promise<InvitationList> {
    const a = requirePermission(actor, 'manageUser');
    return { delivery: this.delivery(), items: await selectPending(this.deps.dataSource.manager, a.workspaceId) };
  }

  /**
   * POST /api/admin/agent/invitation/resend (manageUser): a new link by a new email, valid 7 days
   * from now; the old link stops working. The one who resends must hold what it grants.
   */
  async resend(actor: Actor, invitationId: string): Promise<InvitationView> {
    const a = requirePermission(actor, 'manageUser');
    const view = await this.deps.dataSource.transaction(async (m) => {
      const inv = await lockPending(m, a.workspaceId, invitationId);
      assertCanGrant(a.permissions, [], cleanPermissions(inv.permissions));
      // A link no email has carried yet: the job makes the one the email holds.
      await m.update(Invitation, { id: inv.id }, { expiresAt: new Date(Date.now() + INVITATION_TTL_MS), sentAt: null, tokenHash: sha256(randomToken(32)) });
      await this.deps.jobs.send('invitation-email', { invitationId: inv.id }, { manager: m });
      await audit(m, { actor: auditActor(a), action: 'invitation.resent', target: { type: 'invitation', id: inv.id }, detail: { email: inv.email } });
      const [row] = await selectPending(m, a.workspaceId, inv.id);
      return row;
    });
    await this.announce(a.workspaceId, view.id);
    return view;
  }

  /** POST /api/admin/agent/invitation/revoke (manageUser): the invitation goes, and its link with it. */
  async revoke(actor: Actor, invitationId: string): Promise<void> {
    const a = requirePermission(actor, 'manageUser');
    await this.deps.dataSource.transaction(async (m) => {
      const inv = await lockPending(m, a.workspaceId, invitationId);
      await m.delete(Invitation, { id: inv.id });
      await audit(m, {
        actor: auditActor(a),
        action: 'invitation.revoked',
        target: { type: 'invitation', id: inv.id },
        detail: { email: inv.email, displayName: inv.displayName },
      });
    });
    await this.announce(a.workspaceId, invitationId);
  }

  /** Managers' pending lists read again (the payload names the invitation, nothing of the person). */
  private async announce(workspaceId: string, invitationId: string): Promise<void> {
    await this.deps.bus.publish(domainEvent('invitation.updated', workspaceId, {}, { id: invitationId }));
  }

  private delivery(): MailDelivery {
    return this.deps.config.smtpUrl ? 'smtp' : 'outbox';
  }

  /**
   * Stores an invitation inside the caller's transaction (the system API creates a workspace and
   * invites its owner in one), with the job that mails it: both exist once the transaction commits.
   */
  async record(
    m: EntityManager,
    input: { workspaceId: string; email: string; displayName: string; invitedBy: string | null; permissions: string[]; teamIds?: string[] },
  ): Promise<IssuedInvitation> {
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    // Replaced by the job's link: no token exists before the email that carries it.
    const saved = await m.save(m.create(Invitation, { ...input, teamIds: input.teamIds ?? [], tokenHash: sha256(randomToken(32)), expiresAt }));
    await this.deps.jobs.send('invitation-email', { invitationId: saved.id }, { manager: m });
    return { id: saved.id, workspaceId: input.workspaceId, email: input.email, displayName: input.displayName, expiresAt };
  }

  /**
   * The invitation-email job: a fresh link (its token stored hashed; the job's data holds no secret)
   * and the email. A retry after an SMTP failure makes a new link, and only the newest one works.
   */
  async deliver(invitationId: string): Promise<void> {
    const repo = this.deps.dataSource.getRepository(Invitation);
    const inv = await repo.findOneBy({ id: invitationId });
    if (!inv || inv.acceptedAt || inv.expiresAt.getTime() < Date.now()) return;
    const token = randomToken(32);
    await repo.update({ id: inv.id }, { tokenHash: sha256(token) });
    const workspace = await this.deps.dataSource.getRepository(Workspace).findOneByOrFail({ id: inv.workspaceId });
    const link = publicLink(this.deps.config, `/invitation/${token}`);
    await this.deps.mailer.send({
      to: inv.email,
      subject: `You are invited to ${workspace.name} on Parley`,
      text: `${inv.displayName}, you are invited to answer customers with ${workspace.name} on Parley.\n\nJoin here (the link works once, for 7 days):\n${link}`,
      link,
    });
    await repo.update({ id: inv.id }, { sentAt: new Date() });
    await this.announce(inv.workspaceId, inv.id);
  }

  private async find(token: string): Promise<Invitation> {
    const inv = await this.deps.dataSource.getRepository(Invitation).findOneBy({ tokenHash: sha256(token) });
    if (!inv || inv.acceptedAt || inv.expiresAt.getTime() < Date.now()) throw notFound('invitation.notFound');
    return inv;
  }

  private async needsPassword(email: string): Promise<boolean> {
    const identity = await this.deps.dataSource.getRepository(Identity).findOneBy({ email });
    return !identity?.passwordHash;
  }

  async info(token: string): Promise<{ organization: string; requirePassword: boolean; email: string }> {
    const inv = await this.find(token);
    const workspace = await this.deps.dataSource.getRepository(Workspace).findOneByOrFail({ id: inv.workspaceId });
    return { organization: workspace.name, requirePassword: await this.needsPassword(inv.email), email: inv.email };
  }

  /** Joins the workspace and signs in. A person who already has a password keeps it. */
  async accept(token: string, input: { password?: string; lang?: string }, ip: string): Promise<SessionResult> {
    await this.deps.rateLimits.consume('invitationIp', ip);
    const inv = await this.find(token);
    const requirePassword = await this.needsPassword(inv.email);
    if (requirePassword && !input.password) throw invalid('common.pleaseEnterPassword', { password: 'required' });
    if (requirePassword && !isStrongPassword(input.password ?? '')) throw invalid(STRONG_PASSWORD_MESSAGE, { password: 'weak' });
    const result = await this.deps.dataSource.transaction(async (m) => {
      const locked = await m.findOne(Invitation, { where: { id: inv.id }, lock: { mode: 'pessimistic_write' } });
      if (!locked || locked.acceptedAt) throw notFound('invitation.notFound');
      await m.update(Invitation, { id: inv.id }, { acceptedAt: new Date() });
      const identity = await m.findOneBy(Identity, { email: inv.email });
      let agent = identity ? await m.findOneBy(Agent, { workspaceId: inv.workspaceId, identityId: identity.id }) : null;
      // As recorded and checked when it was made (an older invitation's were filled with the default by its migration).
      const permissions = inv.permissions;
      if (agent?.deletedAt) {
        await m.update(Agent, { id: agent.id }, { deletedAt: null, permissions });
      } else if (!agent) {
        agent = await this.agents.provision(
          {
            workspaceId: inv.workspaceId,
            email: inv.email,
            displayName: inv.displayName,
            permissions,
            password: requirePassword ? input.password : undefined,
          },
          m,
        );
      }
      await joinTeams(m, inv.workspaceId, agent.id, inv.teamIds);
      if (identity && requirePassword && input.password) {
        await m.update(Identity, { id: identity.id }, { passwordHash: await hashPassword(input.password) });
      }
      return this.sessions.openSession(m, 'agent', inv.workspaceId, agent.id, { lang: input.lang });
    });
    await this.deps.bus.publish(
      domainEvent('agent.joined', inv.workspaceId, { agentIds: [result.user.userId] }, { userId: result.user.userId, displayName: result.user.displayName }),
    );
    return result;
  }
}
