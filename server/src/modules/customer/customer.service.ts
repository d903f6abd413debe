import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import type { Download } from '../../common/csv';
import { AppError, forbidden, invalid, notFound, msg } from '../../common/errors';
import { isUuid, SqlParams } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { actorUserId } from '../../auth/actor';
import { requirePermission } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import { sessionRevoked } from '../../core/events/access-revocation';
import type { AppConfigService } from '../app-config/app-config.service';
import { accessPredicate, resolveAccess } from '../conversation/conversation-access';
import { selectByIds, toCore } from '../conversation/conversation-query';
import type { ConversationCore } from '../conversation/conversation.types';
import { fieldValueProblem } from '@parley/protocol';
import { applyFieldValues } from '../setting/custom-fields';
import type { SettingService } from '../setting/setting.service';
import { cleanTagList, type TagService } from '../tag/tag.service';
import { criteriaSql, parseCombine, parseCriteria } from './criteria';
import { assertClaimableRefId, isPlatformCustomer, PLATFORM_CUSTOMER_REF_ID_MESSAGE } from './customer-ref-id';
import { openCustomerExport } from './customer-export';
import { auditActor, record } from '../audit/audit-record';
import { CUSTOMER_COLUMNS, resolveCustomerAccess, selectCustomers, toSelfView, toViews, type CustomerAccess, type CustomerRow } from './customer-query';
import {
  type CustomerListInput,
  type CustomerPage,
  type CustomerSelfView,
  type CustomerView,
  type UpdateCustomerInput,
  type ViewParts,
} from './customer.types';
import { CUSTOMER_PAGE, MAX_OFFSET } from './customer.constants';
import { isUniqueViolation } from '../../db/unique-violation';

export const MAX_NAME = 200;
export const MAX_SUBTITLE = 500;
const MAX_BIO = 5000;
const MAX_REF_ID = 200;
const MAX_NOTE = 5000;
const MAX_TAGS = 100;
const MAX_IDS = 100;

/** 'createDate,conversations,tags,notes' (or a list) to the optional parts; notes unless a list leaves them out. */
export function viewParts(fields: string | string[] | undefined): ViewParts {
  if (fields === undefined) return { notes: true, conversations: false };
  const list = (Array.isArray(fields) ? fields : fields.split(',')).map((f) => f.trim());
  return { notes: list.includes('notes'), conversations: list.includes('conversations') };
}

/** Optional text: trimmed, '' and null clear it. */
function optionalText(value: string | null | undefined, field: string, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  const v = value?.trim() ?? '';
  if (v.length > max) throw invalid(msg('customer.isAtMostCharacters', { field, max }), { [field]: 'tooLong' });
  return v === '' ? null : v;
}

/**
 * Customers (spec §2, §3, §7): the filtered list, profiles, edits, archive, notes and tags.
 * Admin operations need manageUser; reading one customer follows customer-query.ts's rule.
 */
/** announce false: the caller tells of the change itself (an upsert that created the customer says customer.created once). */
interface Announce {
  announce?: boolean;
}

export class CustomerService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly appConfig: AppConfigService,
    private readonly settings: SettingService,
    private readonly tags: TagService,
  ) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /**
   * POST /api/admin/customer: customers that are not archived, newest first (ties by id), matching
   * the criteria (spec §9) joined by and / or; `size` (default 20) from `offset`. manageUser.
   */
  async list(actor: Actor, input: CustomerListInput): Promise<CustomerPage> {
    const a = requirePermission(actor, 'manageUser');
    const size = input.size ?? CUSTOMER_PAGE.default;
    const offset = input.offset ?? 0;
    if (!Number.isInteger(size) || size < 1 || size > CUSTOMER_PAGE.max)
      throw invalid(msg('customer.sizeMustBe1To', { max: CUSTOMER_PAGE.max }), { size: 'range' });
    if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET)
      throw invalid(msg('customer.offsetMustBe0To', { max: MAX_OFFSET }), { offset: 'range' });
    const p = new SqlParams();
    const where = await this.filterSql(a, input.criteria, input.operand, p);
    // The page is picked first (index order), then its rows get their computed columns.
    const rows: CustomerRow[] = await this.ds.query(
      `SELECT ${CUSTOMER_COLUMNS} FROM (
         SELECT * FROM customer c WHERE ${where}
         ORDER BY c.created_at DESC, c.id DESC LIMIT ${p.add(size + 1)} OFFSET ${p.add(offset)}
       ) c ORDER BY c.created_at DESC, c.id DESC`,
      p.values,
    );
    const items = await toViews(this.ds.manager, a.workspaceId, rows.slice(0, size), viewParts(input.fields));
    return { items, hasMore: rows.length > size };
  }

  /**
   * The WHERE clause over `customer c` of the list and the export: the workspace, not archived,
   * and the criteria, every value a parameter.
   */
  private async filterSql(a: AuthenticatedActor, criteria: unknown, operand: string | undefined, p: SqlParams): Promise<string> {
    const combine = parseCombine(operand);
    const definitions = await this.settings.fieldDefinitions(a.workspaceId, 'customerFields');
    const parsed = parseCriteria(criteria, definitions);
    const { timezone } = await this.appConfig.load(a.workspaceId);
    const filter = criteriaSql(parsed, combine, p, { alias: 'c', timeZone: timezone });
    return [`c.workspace_id = ${p.add(a.workspaceId)}`, 'c.archived_at IS NULL', ...(filter ? [filter] : [])].join(' AND ');
  }

  /** GET /api/admin/customer/get: by id (archived ones too), in the order asked; 404 when none. manageUser. */
  async adminGet(actor: Actor, ids: string[], fields?: string | string[]): Promise<CustomerView[]> {
    const a = requirePermission(actor, 'manageUser');
    return this.getAs({ kind: 'admin', actor: a, workspaceId: a.workspaceId }, ids, viewParts(fields));
  }

  /**
   * GET /api/customer/get: visitors read themselves (asking for anyone else is refused); agents and
   * API tokens the customers they may read (customer-query.ts), in the order asked; 404 when none.
   */
  async get(actor: Actor, ids: string[], fields?: string | string[]): Promise<(CustomerView | CustomerSelfView)[]> {
    const access = await resolveCustomerAccess(this.ds.manager, actor);
    if (access.kind === 'self') {
      if (ids.some((id) => id !== access.customerId)) throw forbidden('customer.aVisitorCanOnlyReadTheir');
      const rows = await selectCustomers(this.ds.manager, access, ids);
      if (rows.length === 0) throw notFound('customer.notFound');
      return rows.map(toSelfView);
    }
    return this.getAs(access, ids, viewParts(fields));
  }

  /** One customer for GraphQL `customer(id)`: the same rule as GET /api/customer/get. */
  async getOne(actor: Actor, id: string): Promise<CustomerView | CustomerSelfView> {
    const [view] = await this.get(actor, [id]);
    return view!;
  }

  private async getAs(access: CustomerAccess, ids: string[], parts: ViewParts): Promise<CustomerView[]> {
    if (ids.length > MAX_IDS) throw invalid(msg('common.atMostIdsAtATime', { max: MAX_IDS }), { userId: 'tooMany' });
    const rows = await selectCustomers(this.ds.manager, access, ids);
    const views = await toViews(this.ds.manager, access.workspaceId, rows, parts);
    const byId = new Map(views.map((v) => [v.id, v]));
    const found = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
    if (found.length === 0) throw notFound('customer.notFound');
    return found;
  }

  /**
   * POST /api/admin/customer/update: display name, email, subtitle, bio, reference number and custom
   * field values (spec §5: email and url types checked; the key of the problem is the message).
   * An archived customer cannot be changed. manageUser, or an agent who reads a conversation of
   * this customer (the inbox's customer panel edits the basics).
   */
  async update(actor: Actor, input: UpdateCustomerInput, opts: Announce = {}): Promise<CustomerView> {
    const a = await this.agentAccess(actor);
    const displayName = input.displayName === undefined ? undefined : input.displayName.trim();
    if (displayName !== undefined && displayName === '') throw invalid('customer.pleaseInputTheName', { displayName: 'required' });
    if (displayName && displayName.length > MAX_NAME)
      throw invalid(msg('customer.displayNameIsAtMostCharacters', { max: MAX_NAME }), { displayName: 'tooLong' });
    const email = optionalText(input.email, 'email', 320);
    if (email && fieldValueProblem('email', email)) throw invalid('field.PleaseEnterAValidEmail', { email: 'PleaseEnterAValidEmail' });
    const subtitle = optionalText(input.subtitle, 'subtitle', MAX_SUBTITLE);
    const bio = optionalText(input.bio, 'bio', MAX_BIO);
    const refId = optionalText(input.refId, 'refId', MAX_REF_ID);
    if (refId) assertClaimableRefId(refId);
    const view = await this.change(a, input.userId, async (m, row) => {
      // A refId opens the widget as this customer: a platform customer has none (customer-ref-id.ts).
      if (refId && (await isPlatformCustomer(m, row.id))) throw invalid(PLATFORM_CUSTOMER_REF_ID_MESSAGE, { refId: 'platformCustomer' });
      const sets: [string, unknown][] = [];
      if (displayName !== undefined && displayName !== row.display_name) sets.push(['display_name', displayName], ['generated_name', false]);
      if (email !== undefined) sets.push(['email', email]);
      if (subtitle !== undefined) sets.push(['subtitle', subtitle]);
      if (bio !== undefined) sets.push(['bio', bio]);
      if (refId !== undefined) sets.push(['ref_id', refId]);
      if (input.fields !== undefined) {
        const definitions = await this.settings.fieldDefinitions(a.workspaceId, 'customerFields', m);
        sets.push(['fields', JSON.stringify(applyFieldValues(row.fields ?? {}, input.fields, definitions))]);
      }
      if (sets.length === 0) return;
      const p = new SqlParams();
      const assignments = sets.map(([column, value]) => `${column} = ${p.add(value)}`).join(', ');
      try {
        // A savepoint, so a refused reference number leaves the transaction usable for the clear error.
        await m.query('SAVEPOINT customer_update');
        await m.query(`UPDATE customer SET ${assignments} WHERE id = ${p.add(row.id)}`, p.values);
        await m.query('RELEASE SAVEPOINT customer_update');
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        throw new AppError('CONFLICT', 'common.anotherCustomerAlreadyHasThisReference', { fields: { refId: 'taken' } });
      }
    });
    if (opts.announce !== false) await this.announce(a.workspaceId, view);
    return view;
  }

  /**
   * POST /api/admin/customer/archive: the customer leaves the list, search and exports and can no
   * longer chat (their sessions end); their conversations stay, readable by agents. manageUser.
   */
  async archive(actor: Actor, userId: string): Promise<boolean> {
    const a = requirePermission(actor, 'manageUser');
    const archived = await this.ds.transaction(async (m) => {
      const [row] = await selectCustomers(m, { kind: 'admin', actor: a, workspaceId: a.workspaceId }, [userId], true);
      if (!row) throw notFound('customer.notFound');
      if (row.archived_at) return null;
      await m.query(`UPDATE customer SET archived_at = now() WHERE id = $1`, [row.id]);
      await m.query(`UPDATE auth_session SET revoked_at = now() WHERE subject_type = 'customer' AND subject_id = $1 AND revoked_at IS NULL`, [row.id]);
      return row.id;
    });
    if (archived) {
      // Their open widget sockets close too, on every node.
      await this.deps.bus.publish(sessionRevoked(a.workspaceId, { subjectIds: [archived] }));
      await this.deps.bus.publish(domainEvent('customer.archived', a.workspaceId, { customerId: userId }, { userId }));
    }
    return true;
  }

  /**
   * POST /api/admin/customer/note/add: answers the customer with its notes, newest first. manageUser,
   * or an agent who reads a conversation of this customer (the inbox's customer panel adds notes).
   */
  async addNote(actor: Actor, userId: string, content: string): Promise<CustomerView> {
    const a = await this.agentAccess(actor);
    const text = content.trim();
    if (!text) throw invalid('customer.pleaseInputTheNote', { content: 'required' });
    if (text.length > MAX_NOTE) throw invalid(msg('customer.aNoteIsAtMostCharacters', { max: MAX_NOTE }), { content: 'tooLong' });
    const view = await this.change(a, userId, async (m, row) => {
      await m.query(`INSERT INTO customer_note (workspace_id, customer_id, user_id, content) VALUES ($1, $2, $3, $4)`, [
        a.workspaceId,
        row.id,
        actorUserId(a.actor),
        text,
      ]);
    });
    await this.announce(a.workspaceId, view);
    return view;
  }

  /**
   * POST /api/tag/customer/assign: adds tags (new ones join the workspace's customer tag list, as
   * the profile's creatable multi-select expects). manageUser, or an agent who reads a
   * conversation of this customer (the inbox's customer panel).
   */
  assignTags(actor: Actor, userId: string, tags: readonly string[], opts: Announce = {}): Promise<CustomerView> {
    const clean = cleanTagList(tags);
    return this.changeTags(actor, userId, (current) => [...new Set([...current, ...clean])], clean, opts);
  }

  unassignTags(actor: Actor, userId: string, tags: readonly string[]): Promise<CustomerView> {
    const clean = cleanTagList(tags);
    return this.changeTags(actor, userId, (current) => current.filter((t) => !clean.includes(t)), []);
  }

  private async changeTags(
    actor: Actor,
    userId: string,
    next: (current: string[]) => string[],
    register: string[],
    opts: Announce = {},
  ): Promise<CustomerView> {
    const access = await resolveCustomerAccess(this.ds.manager, actor);
    if (access.kind === 'self') throw forbidden('customer.customerTagsAreForAgents');
    const view = await this.ds.transaction(async (m) => {
      const [row] = await selectCustomers(m, access, [userId], true);
      if (!row) throw notFound('customer.notFound');
      if (row.archived_at) throw new AppError('CONFLICT', 'customer.thisCustomerIsArchived');
      const tags = next(row.tags);
      if (tags.length > MAX_TAGS) throw invalid(msg('customer.aCustomerHasAtMostTags', { max: MAX_TAGS }), { tag: 'tooMany' });
      await this.tags.register(m, access.workspaceId, 'customer', register);
      if (tags.length !== row.tags.length || tags.some((t, i) => t !== row.tags[i])) {
        await m.query(`UPDATE customer SET tags = $1::text[] WHERE id = $2`, [tags, row.id]);
      }
      const [fresh] = await selectCustomers(m, access, [row.id]);
      const [view] = await toViews(m, access.workspaceId, [fresh!], { notes: true, conversations: false });
      return view!;
    });
    if (opts.announce !== false) await this.announce(access.workspaceId, view);
    return view;
  }

  /**
   * The customer's conversations the caller may read, newest activity first (the profile's list
   * and GraphQL customerConversations). 404 when the caller may not read the customer.
   */
  async conversations(actor: Actor, userId: string, size = 20): Promise<ConversationCore[]> {
    if (!Number.isInteger(size) || size < 1 || size > CUSTOMER_PAGE.max)
      throw invalid(msg('customer.sizeMustBe1To', { max: CUSTOMER_PAGE.max }), { size: 'range' });
    const m = this.ds.manager;
    const customerAccess = await resolveCustomerAccess(m, actor);
    const [customer] = await selectCustomers(m, customerAccess, [userId]);
    if (!customer) throw notFound('customer.notFound');
    const access = await resolveAccess(m, actor);
    const p = new SqlParams();
    const rows: { id: string }[] = await m.query(
      `SELECT c.id FROM conversation c WHERE c.customer_id = ${p.add(customer.id)} AND ${accessPredicate(access, p)}
       ORDER BY c.order_at DESC, c.id DESC LIMIT ${p.add(size)}`,
      p.values,
    );
    const found = await selectByIds(
      m,
      access,
      rows.map((r) => r.id),
    );
    const byId = new Map(found.map((r) => [r.id, r]));
    return rows.flatMap((r) => {
      const row = byId.get(r.id);
      return row ? [toCore(row, access)] : [];
    });
  }

  /**
   * GET /api/admin/report/customer/download: the filtered list as CSV (same criteria as the list).
   * Permission and criteria are checked now, so a bad request is a JSON error; rows are read a page
   * at a time as the download is consumed. manageUser.
   */
  async exportCsv(actor: Actor, input: { criteria?: unknown; operand?: string }, now = new Date()): Promise<Download> {
    const a = requirePermission(actor, 'manageUser');
    const p = new SqlParams();
    const where = await this.filterSql(a, input.criteria, input.operand, p);
    const [definitions, config] = await Promise.all([this.settings.fieldDefinitions(a.workspaceId, 'customerFields'), this.appConfig.load(a.workspaceId)]);
    await this.ds.transaction((m) =>
      record(m, {
        actor: auditActor(a),
        action: 'export.requested',
        target: { type: 'workspace', id: a.workspaceId },
        detail: { kind: 'customers', criteria: input.criteria ?? null, operand: input.operand ?? null },
      }),
    );
    return openCustomerExport(this.ds.manager, { where, params: p.values, definitions, timeZone: config.timezone, now });
  }

  /** Agents who may change a customer: managers, and agents who read one of the customer's conversations. */
  private async agentAccess(actor: Actor): Promise<Exclude<CustomerAccess, { kind: 'self' }>> {
    const access = await resolveCustomerAccess(this.ds.manager, actor);
    if (access.kind === 'self') throw forbidden('customer.customerProfilesAreChangedByAgents');
    return access;
  }

  /** Locks one customer the caller may change, applies a change, answers the fresh view with notes. */
  private async change(
    access: Exclude<CustomerAccess, { kind: 'self' }>,
    userId: string,
    apply: (m: EntityManager, row: CustomerRow) => Promise<void>,
  ): Promise<CustomerView> {
    if (!isUuid(userId)) throw notFound('customer.notFound');
    const a = access.actor;
    return this.ds.transaction(async (m) => {
      const [row] = await selectCustomers(m, access, [userId], true);
      if (!row) throw notFound('customer.notFound');
      if (row.archived_at) throw new AppError('CONFLICT', 'customer.thisCustomerIsArchived');
      await apply(m, row);
      const [fresh] = await selectCustomers(m, access, [row.id]);
      const [view] = await toViews(m, a.workspaceId, [fresh!], { notes: true, conversations: false });
      return view!;
    });
  }

  /** Agents' open customer pages refresh; the visitor hears of their own profile (no notes, no tags). */
  announce(workspaceId: string, view: CustomerView): Promise<void> {
    return this.deps.bus.publish(domainEvent('customer.updated', workspaceId, { customerId: view.id }, { userId: view.id, displayName: view.displayName }));
  }
}
