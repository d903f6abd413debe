import { In, IsNull, type EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { ServiceDeps } from '../service-deps';
import { AppError, invalid, unauthenticated, msg, fieldsProblem } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { hasPermission, requireSignedIn, SDK_PERMISSION } from '../../auth/permissions';
import { verifyPassword } from '../../auth/password';
import { accountAtAddress } from '../../auth/rate-limits';
import { randomToken, sha256 } from '../../auth/tokens';
import { domainEvent, type DomainEvent } from '../../core/events/events';
import { sessionRevoked } from '../../core/events/access-revocation';
import { Agent } from '../agent/agent.entity';
import { ApiKey } from '../api-key/api-key.entity';
import { proveRefId } from '../api-key/identity-verification';
import { customerCreated, insertCustomer } from '../customer/customer-create';
import { assertClaimableRefId, RESERVED_REF_ID_MESSAGE, widgetCustomerByRefId } from '../customer/customer-ref-id';
import { Customer } from '../customer/customer.entity';
import { Identity } from '../identity/identity.entity';
import { Workspace } from '../workspace/workspace.entity';
import { issuesToFields } from '../setting/custom-fields';
import { meUpdateFieldsSchema } from './session.schemas';
import { AuthSession, type SubjectType } from './session.entity';
import { normaliseLang, type AgentLoginInput, type CustomerLoginInput, type MeUpdateInput, type SessionResult } from './session.types';
import { generatedCustomerName, type SessionUser } from '@parley/protocol';
import { PREPARED } from '../../db/prepared-statements';
import { SessionCache, type SessionActor } from './session-cache';

const DAY = 24 * 60 * 60 * 1000;
const SESSION_TTL: Record<SubjectType, number> = { agent: 30 * DAY, customer: 365 * DAY };
const TOUCH_EVERY = 5 * 60 * 1000;

interface SessionSubjectRow {
  id: string;
  workspace_id: string;
  subject_type: SubjectType;
  last_used_at: Date;
  expires_at: Date;
  agent_id: string | null;
  permissions: string[] | null;
  customer_id: string | null;
}
const BAD_LOGIN = 'session.badLogin';
// A real scrypt hash of a random string: verifying against it costs what a real check costs,
// so an unknown email answers as slowly as a wrong password.
const DUMMY_HASH = 'scrypt$32768$8$1$Lc+UIFEFNbzrmxjsic9YBQ==$i8DoRMfZC30xbJVmuyBduZ4dVRN5gaWfXO9sREzUi80=';

export class SessionService {
  private readonly cache: SessionCache;

  constructor(private readonly deps: ServiceDeps) {
    this.cache = new SessionCache(deps.bus);
  }

  private get ds() {
    return this.deps.dataSource;
  }

  async loginAgent(input: AgentLoginInput, ip: string): Promise<SessionResult> {
    const email = input.username.trim().toLowerCase();
    // Per address, and per account at this address: failures elsewhere never lock the owner out.
    await this.deps.rateLimits.consume('loginIp', ip);
    await this.deps.rateLimits.consume('loginAccountAddress', accountAtAddress(email, ip));
    const identity = await this.ds.getRepository(Identity).findOneBy({ email });
    const ok = await verifyPassword(input.password, identity?.passwordHash ?? DUMMY_HASH);
    if (!identity || !ok) throw new AppError('INVALID_CREDENTIALS', BAD_LOGIN);
    await this.deps.rateLimits.reset('loginAccountAddress', accountAtAddress(email, ip));
    const agents = await this.ds.getRepository(Agent).find({
      where: { identityId: identity.id, deletedAt: IsNull() },
      order: { createdAt: 'ASC' },
    });
    if (agents.length === 0) throw new AppError('INVALID_CREDENTIALS', BAD_LOGIN);
    let agent = agents[0];
    if (input.preferredAccount) {
      const chosen = agents.find((a) => a.workspaceId === input.preferredAccount);
      if (!chosen) throw invalid('session.thisAccountIsNotAvailableFor', { preferredAccount: 'unknown' });
      agent = chosen;
    } else if (agents.length > 1) {
      const workspaces = await this.ds.getRepository(Workspace).findBy({ id: In(agents.map((a) => a.workspaceId)) });
      const names = new Map(workspaces.map((w) => [w.id, w.name]));
      throw new AppError('CHOOSE_WORKSPACE', 'session.chooseWorkspace', {
        accounts: agents.map((a) => ({ id: a.workspaceId, name: names.get(a.workspaceId) ?? '' })),
      });
    }
    return this.ds.transaction(async (m) => {
      await m.update(Agent, { id: agent.id }, { lastActivity: new Date() });
      return this.openSession(m, 'agent', agent.workspaceId, agent.id, input);
    });
  }

  /** Widget visitors: the workspace's API key (sdk) opens a customer session, by refId or anonymous. */
  async loginCustomer(input: CustomerLoginInput): Promise<SessionResult> {
    const apiKey = await this.ds.getRepository(ApiKey).findOneBy({ key: input.appKey });
    if (!apiKey || !hasPermission(apiKey.permissions, SDK_PERMISSION)) {
      throw unauthenticated('common.theAPIKeyIsNotValid');
    }
    await this.deps.rateLimits.visitors.sessionOpened(input.address, apiKey.id);
    const refId = input.refId?.trim() || undefined;
    let created: DomainEvent | null = null;
    const session = await this.ds.transaction(async (m) => {
      // A refId is proven or not for the whole workspace, whichever key it comes through (identity-verification.ts).
      const refIdVerified = refId ? await proveRefId(m, apiKey, refId, input.refIdHash?.trim()) : null;
      const customer = await this.widgetCustomer(m, apiKey.workspaceId, refId);
      created = customer.created ? customerCreated(apiKey.workspaceId, { ...customer, source: 'widget' }) : null;
      await m.update(Customer, { id: customer.id }, { lastActivity: new Date() });
      return this.openSession(m, 'customer', apiKey.workspaceId, customer.id, { ...input, refIdVerified });
    });
    if (created) await this.deps.bus.publish(created);
    return session;
  }

  /**
   * The visitor's customer: the one their refId names, or a new one (anonymous visitors get a
   * generated refId). Never a platform customer (customer-ref-id.ts): a reserved or platform-held
   * refId is refused rather than matched or duplicated.
   */
  private async widgetCustomer(
    m: EntityManager,
    workspaceId: string,
    refId: string | undefined,
  ): Promise<{ id: string; created: boolean; displayName: string; refId: string }> {
    if (refId) assertClaimableRefId(refId);
    const wanted = refId ?? `v_${randomToken(16)}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const found = await widgetCustomerByRefId(m, workspaceId, wanted);
      if (found.kind === 'platform') throw invalid(RESERVED_REF_ID_MESSAGE, { refId: 'reserved' });
      if (found.kind === 'found') {
        if (found.archived) throw new AppError('FORBIDDEN', 'session.thisVisitorCanNoLongerChat');
        return { id: found.id, created: false, displayName: '', refId: wanted };
      }
      const displayName = generatedCustomerName('visitor', wanted);
      const created = await insertCustomer(m, { workspaceId, refId: wanted, displayName, generatedName: true });
      if (created) return { id: created, created: true, displayName, refId: wanted };
      // A concurrent first visit with this refId inserted it first: look again.
    }
    throw new AppError('CONFLICT', 'common.anotherCustomerAlreadyHasThisReference', { fields: { refId: 'taken' } });
  }

  /** Opens a session inside the caller's transaction (sign-in, invitation accept). */
  async openSession(
    m: EntityManager,
    subjectType: SubjectType,
    workspaceId: string,
    subjectId: string,
    input: { lang?: string; deviceName?: string; refIdVerified?: boolean | null },
  ): Promise<SessionResult> {
    const token = randomToken(32);
    const session = await m.save(
      m.create(AuthSession, {
        workspaceId,
        subjectType,
        subjectId,
        tokenHash: sha256(token),
        udId: randomUUID(),
        deviceName: input.deviceName?.slice(0, 200) ?? null,
        lang: normaliseLang(input.lang),
        expiresAt: new Date(Date.now() + SESSION_TTL[subjectType]),
        refIdVerified: input.refIdVerified ?? null,
      }),
    );
    return { token, user: await this.userOf(m, session) };
  }

  /** Bearer or cookie token to actor; null when unknown, expired or revoked. */
  async resolveToken(token: string): Promise<SessionActor | null> {
    const hash = sha256(token);
    const now = Date.now();
    const cached = this.cache.get(hash, now);
    if (cached) {
      if (now - cached.lastUsedAt > TOUCH_EVERY) {
        cached.lastUsedAt = now;
        await this.touch(cached.actor.sessionId);
      }
      return { ...cached.actor, permissions: [...cached.actor.permissions] };
    }
    const stamp = this.cache.stamp();
    // One statement, the session with its (live) agent or customer, and only the columns it needs.
    const [row]: SessionSubjectRow[] = await this.ds.query(
      `${PREPARED}SELECT s.id, s.workspace_id, s.subject_type, s.last_used_at, s.expires_at, a.id AS agent_id, a.permissions, c.id AS customer_id
        FROM auth_session s
        LEFT JOIN agent a ON s.subject_type = 'agent' AND a.id = s.subject_id AND a.workspace_id = s.workspace_id AND a.deleted_at IS NULL
        LEFT JOIN customer c ON s.subject_type = 'customer' AND c.id = s.subject_id AND c.workspace_id = s.workspace_id AND c.archived_at IS NULL
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [hash],
    );
    if (!row || (!row.agent_id && !row.customer_id)) return null;
    let lastUsedAt = new Date(row.last_used_at).getTime();
    if (now - lastUsedAt > TOUCH_EVERY) {
      lastUsedAt = now;
      await this.touch(row.id);
    }
    const actor: SessionActor = row.agent_id
      ? { kind: 'agent', workspaceId: row.workspace_id, agentId: row.agent_id, sessionId: row.id, permissions: row.permissions ?? [] }
      : { kind: 'customer', workspaceId: row.workspace_id, customerId: row.customer_id!, sessionId: row.id, permissions: [] };
    this.cache.set(hash, actor, { expiresAt: new Date(row.expires_at).getTime(), lastUsedAt }, stamp);
    return { ...actor, permissions: [...actor.permissions] };
  }

  private async touch(sessionId: string): Promise<void> {
    await this.ds.getRepository(AuthSession).update({ id: sessionId }, { lastUsedAt: new Date() });
  }

  async me(actor: Actor): Promise<SessionUser> {
    const a = requireSignedIn(actor);
    if (a.kind === 'apiToken') throw unauthenticated('session.aPITokensHaveNoUserSession');
    const session = await this.ds.getRepository(AuthSession).findOneByOrFail({ id: a.sessionId });
    return this.userOf(this.ds.manager, session);
  }

  /** GET /api/session: the user of a signed-in session, or nobody (anonymous, an API token) without an error. */
  async probe(actor: Actor): Promise<{ signedIn: boolean; user: SessionUser | null }> {
    if (actor.kind === 'anonymous' || actor.kind === 'apiToken') return { signedIn: false, user: null };
    return { signedIn: true, user: await this.me(actor) };
  }

  async logout(actor: Actor): Promise<void> {
    const a = requireSignedIn(actor);
    if (a.kind === 'apiToken') return;
    await this.ds.getRepository(AuthSession).update({ id: a.sessionId }, { revokedAt: new Date() });
    // Its open sockets close too, on every node (core/events/access-revocation.ts).
    await this.deps.bus.publish(sessionRevoked(a.workspaceId, { sessionIds: [a.sessionId] }));
  }

  async updateMe(actor: Actor, raw: MeUpdateInput): Promise<SessionUser> {
    const a = requireSignedIn(actor);
    if (a.kind === 'apiToken') throw unauthenticated('session.aPITokensHaveNoUserSession');
    const input = parseMeUpdate(raw);
    const user = await this.ds.transaction(async (m) => {
      if (input.lang !== undefined) {
        await m.update(AuthSession, { id: a.sessionId }, { lang: normaliseLang(input.lang) });
      }
      if (a.kind === 'agent') {
        const patch: { displayName?: string; profilePic?: string | null } = {};
        if (input.displayName !== undefined) patch.displayName = requireText(input.displayName, 'displayName');
        if (input.profilePic !== undefined) patch.profilePic = input.profilePic;
        if (Object.keys(patch).length) await m.update(Agent, { id: a.agentId, workspaceId: a.workspaceId }, patch);
      } else {
        const customer = await m.findOneByOrFail(Customer, { id: a.customerId, workspaceId: a.workspaceId });
        if (input.displayName !== undefined) {
          customer.displayName = requireText(input.displayName, 'displayName');
          customer.generatedName = false;
        }
        if (input.email !== undefined) customer.email = input.email;
        if (input.subtitle !== undefined) customer.subtitle = input.subtitle;
        if (input.bio !== undefined) customer.bio = input.bio;
        if (input.fields !== undefined) customer.fields = { ...customer.fields, ...input.fields };
        await m.save(customer);
      }
      const session = await m.findOneByOrFail(AuthSession, { id: a.sessionId });
      return this.userOf(m, session);
    });
    const type = a.kind === 'agent' ? 'agent.updated' : 'customer.updated';
    await this.deps.bus.publish(
      domainEvent(type, a.workspaceId, a.kind === 'customer' ? { customerId: a.customerId } : { agentIds: [a.agentId] }, {
        userId: user.userId,
        displayName: user.displayName,
        profilePic: user.profilePic,
      }),
    );
    return user;
  }

  private async userOf(m: EntityManager, session: AuthSession): Promise<SessionUser> {
    const workspace = await m.findOneByOrFail(Workspace, { id: session.workspaceId });
    const base = {
      udId: session.udId,
      workspaceId: workspace.id,
      workspaceName: workspace.name,
      lang: normaliseLang(session.lang),
    };
    if (session.subjectType === 'agent') {
      const agent = await m.findOneByOrFail(Agent, { id: session.subjectId });
      return {
        ...base,
        userId: agent.id,
        type: 'agent',
        permissions: agent.permissions,
        displayName: agent.displayName,
        email: agent.email,
        username: agent.email,
        profilePic: agent.profilePic,
        refId: agent.refId,
      };
    }
    const customer = await m.findOneByOrFail(Customer, { id: session.subjectId });
    return {
      ...base,
      userId: customer.id,
      type: 'customer',
      permissions: [],
      displayName: customer.displayName,
      email: customer.email,
      username: customer.username,
      profilePic: null,
      refId: customer.refId,
    };
  }
}

/** The REST body's rules for every door; null for a field that cannot be cleared is a 400, and '' clears the email. */
function parseMeUpdate(raw: MeUpdateInput): MeUpdateInput {
  const r = meUpdateFieldsSchema.safeParse(Object.fromEntries(Object.entries(raw ?? {}).filter(([, v]) => v !== undefined)));
  if (!r.success) {
    const fields = issuesToFields(r.error, '');
    throw fieldsProblem(fields, 'request.invalidInput');
  }
  return { ...r.data, email: r.data.email === '' ? null : r.data.email };
}

function requireText(value: string, field: string): string {
  const v = value.trim();
  if (!v) throw invalid(msg('session.mustNotBeEmpty', { field }), { [field]: 'required' });
  return v;
}
