import { IsNull } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { AppError, invalid, notFound } from '../../common/errors';
import { hashPassword, isStrongPassword } from '../../auth/password';
import { randomToken, sha256 } from '../../auth/tokens';
import { accountAtAddress } from '../../auth/rate-limits';
import { Agent } from '../agent/agent.entity';
import { Identity } from '../identity/identity.entity';
import { PasswordReset } from '../invitation/invitation.entity';
import { AuthSession } from '../session/session.entity';
import { sessionRevoked } from '../../core/events/access-revocation';
import { publicLink } from './links';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const STRONG_PASSWORD_MESSAGE = 'account.thePasswordMustBe8To';

export class PasswordResetService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Answers the same whether or not the email exists, so it cannot be used to find accounts. */
  async request(rawEmail: string, ip: string): Promise<{ timestamp: number }> {
    const email = rawEmail.trim().toLowerCase();
    await this.deps.rateLimits.consume('forgotIp', ip);
    // Per account at this address: a flood from elsewhere cannot block the owner's own request.
    await this.deps.rateLimits.consume('forgotAccountAddress', accountAtAddress(email, ip));
    // Everything that depends on whether the email exists (the lookup, the link, SMTP) happens in a
    // durable job: known and unknown emails do the same work here and answer in the same time.
    await this.deps.jobs.send('password-reset', { email });
    return { timestamp: Date.now() };
  }

  /**
   * The password-reset job: a link and its email only when the email has an account. The job's data
   * is the address alone (no token is stored in clear); a retry after an SMTP failure makes another link.
   */
  async issue(email: string): Promise<void> {
    const identity = await this.deps.dataSource.getRepository(Identity).findOneBy({ email });
    if (!identity) return;
    const token = randomToken(32);
    await this.deps.dataSource.getRepository(PasswordReset).save({
      identityId: identity.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = publicLink(this.deps.config, `/account/${token}/reset`);
    const mail = {
      to: email,
      subject: 'Reset your Parley password',
      text: `Someone asked to reset the password of your Parley account.\n\nChoose a new password here (the link works once, for 60 minutes):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
      link,
    };
    await this.deps.mailer.send(mail);
  }

  private async find(token: string): Promise<PasswordReset> {
    const reset = await this.deps.dataSource.getRepository(PasswordReset).findOneBy({ tokenHash: sha256(token) });
    if (!reset) throw notFound('account.resetLinkNotFound');
    if (reset.usedAt || reset.expiresAt.getTime() < Date.now()) {
      throw new AppError('GONE', 'account.theResetPasswordLinkHasExpired');
    }
    return reset;
  }

  async lookup(token: string): Promise<{ email: string }> {
    const reset = await this.find(token);
    const identity = await this.deps.dataSource.getRepository(Identity).findOneByOrFail({ id: reset.identityId });
    return { email: identity.email };
  }

  /** Sets the new password, spends the link and signs the person out everywhere. */
  async submit(token: string, password: string): Promise<void> {
    if (!isStrongPassword(password)) throw invalid(STRONG_PASSWORD_MESSAGE, { password: 'weak' });
    const hash = await hashPassword(password);
    const agents = await this.deps.dataSource.transaction(async (m) => {
      const reset = await m.findOne(PasswordReset, { where: { tokenHash: sha256(token) }, lock: { mode: 'pessimistic_write' } });
      if (!reset) throw notFound('account.resetLinkNotFound');
      if (reset.usedAt || reset.expiresAt.getTime() < Date.now()) throw new AppError('GONE', 'account.theResetPasswordLinkHasExpired');
      await m.update(PasswordReset, { id: reset.id }, { usedAt: new Date() });
      await m.update(Identity, { id: reset.identityId }, { passwordHash: hash });
      const agents = await m.findBy(Agent, { identityId: reset.identityId });
      for (const agent of agents) {
        await m.update(AuthSession, { subjectType: 'agent', subjectId: agent.id, revokedAt: IsNull() }, { revokedAt: new Date() });
      }
      return agents;
    });
    // Everywhere includes open sockets, in each workspace the person belongs to.
    const byWorkspace = new Map<string, string[]>();
    for (const agent of agents) byWorkspace.set(agent.workspaceId, [...(byWorkspace.get(agent.workspaceId) ?? []), agent.id]);
    for (const [workspaceId, agentIds] of byWorkspace) await this.deps.bus.publish(sessionRevoked(workspaceId, { subjectIds: agentIds }));
  }
}
