import { IsNull } from 'typeorm';
import type { ServiceDeps } from '../../common/deps';
import { AppError, invalid, notFound } from '../../common/errors';
import { hashPassword, isStrongPassword } from '../../auth/password';
import { randomToken, sha256 } from '../../auth/tokens';
import { Agent } from '../agent/agent.entity';
import { Identity } from '../identity/identity.entity';
import { PasswordReset } from '../invitation/invitation.entity';
import { AuthSession } from '../session/session.entity';
import { publicLink } from './links';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const STRONG_PASSWORD_MESSAGE =
  'The password must be 8 to 64 characters with at least one digit, one lowercase letter, one uppercase letter and one symbol';

export class PasswordResetService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Answers the same whether or not the email exists, so it cannot be used to find accounts. */
  async request(rawEmail: string, ip: string): Promise<{ timestamp: number }> {
    const email = rawEmail.trim().toLowerCase();
    await this.deps.rateLimits.consume('forgotIp', ip);
    await this.deps.rateLimits.consume('forgotAccount', email);
    const identity = await this.deps.dataSource.getRepository(Identity).findOneBy({ email });
    if (identity) {
      const token = randomToken(32);
      await this.deps.dataSource.getRepository(PasswordReset).save({
        identityId: identity.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      const link = publicLink(this.deps.config, `/account/${token}/reset`);
      await this.deps.mailer.send({
        to: email,
        subject: 'Reset your Parley password',
        text: `Someone asked to reset the password of your Parley account.\n\nChoose a new password here (the link works once, for 60 minutes):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
        link,
      });
    }
    return { timestamp: Date.now() };
  }

  private async find(token: string): Promise<PasswordReset> {
    const reset = await this.deps.dataSource.getRepository(PasswordReset).findOneBy({ tokenHash: sha256(token) });
    if (!reset) throw notFound('Reset link');
    if (reset.usedAt || reset.expiresAt.getTime() < Date.now()) {
      throw new AppError('GONE', 'The reset password link has expired');
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
    await this.deps.dataSource.transaction(async (m) => {
      const reset = await m.findOne(PasswordReset, { where: { tokenHash: sha256(token) }, lock: { mode: 'pessimistic_write' } });
      if (!reset) throw notFound('Reset link');
      if (reset.usedAt || reset.expiresAt.getTime() < Date.now()) throw new AppError('GONE', 'The reset password link has expired');
      await m.update(PasswordReset, { id: reset.id }, { usedAt: new Date() });
      await m.update(Identity, { id: reset.identityId }, { passwordHash: hash });
      const agents = await m.findBy(Agent, { identityId: reset.identityId });
      for (const agent of agents) {
        await m.update(AuthSession, { subjectType: 'agent', subjectId: agent.id, revokedAt: IsNull() }, { revokedAt: new Date() });
      }
    });
  }
}
