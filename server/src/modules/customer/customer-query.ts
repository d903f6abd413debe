import type { EntityManager } from 'typeorm';
import { forbidden } from '../../common/errors';
import { isUuid, SqlParams } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { hasPermission, requireSignedIn } from '../../auth/permissions';
import { accessPredicate, resolveAccess, type ConversationAccess } from '../conversation/conversation-access';
import { onlineSql } from '../presence/presence-sql';
import type { FieldValues } from '../agent/agent.entity';
import type { CustomerNoteView, CustomerSelfView, CustomerView, PlatformReference, ViewParts } from './customer.types';
import { RECENT_CONVERSATIONS } from './customer.constants';

/**
 * Who reads which customer, in one place:
 * - manageUser (agents and API tokens): every customer of the workspace, archived ones included;
 * - other agents and API tokens: the customers of the conversations they read (all of them with
 *   allConversations), so the inbox's customer panel works, and an archived customer's
 *   conversations stay readable with their customer;
 * - a visitor: themselves only, without notes and tags.
 */
export type CustomerAccess =
  | { kind: 'admin'; actor: AuthenticatedActor; workspaceId: string }
  | { kind: 'reader'; actor: AuthenticatedActor; workspaceId: string; conversations: ConversationAccess }
  | { kind: 'self'; actor: AuthenticatedActor; workspaceId: string; customerId: string };

export async function resolveCustomerAccess(m: EntityManager, actor: Actor): Promise<CustomerAccess> {
  const a = requireSignedIn(actor);
  if (a.kind === 'customer') return { kind: 'self', actor: a, workspaceId: a.workspaceId, customerId: a.customerId };
  if (hasPermission(a.permissions, 'manageUser')) return { kind: 'admin', actor: a, workspaceId: a.workspaceId };
  const conversations = await resolveAccess(m, a);
  if (conversations.scope === 'none') throw forbidden('customer.thisNeedsTheManageUserPermissionOr');
  return { kind: 'reader', actor: a, workspaceId: a.workspaceId, conversations };
}

/** The rule above as SQL over the customer aliased `alias`. */
export function customerPredicate(access: CustomerAccess, p: SqlParams, alias = 'c'): string {
  const ws = `${alias}.workspace_id = ${p.add(access.workspaceId)}`;
  switch (access.kind) {
    case 'admin':
      return ws;
    case 'self':
      return `${ws} AND ${alias}.id = ${p.add(access.customerId)}`;
    case 'reader':
      if (access.conversations.scope === 'all') return ws;
      return `${ws} AND EXISTS (SELECT 1 FROM conversation cv WHERE cv.customer_id = ${alias}.id AND ${accessPredicate(access.conversations, p, 'cv')})`;
  }
}

export interface CustomerRow {
  id: string;
  workspace_id: string;
  username: string | null;
  display_name: string;
  ref_id: string | null;
  email: string | null;
  subtitle: string | null;
  bio: string | null;
  whatsapp_id: string | null;
  external_platform_last_sent: { platformId: string; channelId: string; platformType: string }[] | null;
  /** The platform this customer came through (platform_identity), null for widget customers. */
  platform_type: string | null;
  generated_name: boolean;
  tags: string[];
  fields: FieldValues;
  last_activity: Date | null;
  created_at: Date;
  archived_at: Date | null;
  online: boolean;
  conversation_count: string;
}

/** Columns of a customer aliased `c`; the subqueries run only for the rows of the page. */
export const CUSTOMER_COLUMNS = `c.id, c.workspace_id, c.username, c.display_name, c.ref_id, c.email, c.subtitle, c.bio,
  c.whatsapp_id, c.external_platform_last_sent, c.generated_name, c.tags, c.fields, c.last_activity, c.created_at, c.archived_at,
  ${onlineSql('c.id')} AS online,
  (SELECT p.type FROM platform_identity pi JOIN external_platform p ON p.id = pi.platform_id WHERE pi.customer_id = c.id LIMIT 1) AS platform_type,
  (SELECT count(*) FROM conversation cv WHERE cv.customer_id = c.id) AS conversation_count`;

/** Customers by id that the access may read (archived included), in no particular order. */
export async function selectCustomers(m: EntityManager, access: CustomerAccess, ids: readonly string[], lock = false): Promise<CustomerRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const p = new SqlParams();
  const where = `c.id = ANY(${p.add(valid)}::uuid[]) AND ${customerPredicate(access, p)}`;
  if (lock) {
    // FOR UPDATE cannot sit beside the aggregate subquery: lock first, then read.
    await m.query(`SELECT c.id FROM customer c WHERE ${where} FOR UPDATE OF c`, p.values);
  }
  return m.query(`SELECT ${CUSTOMER_COLUMNS} FROM customer c WHERE ${where}`, p.values);
}

/** Notes of these customers, newest first, with their author's current name (agents, else API tokens). */
export async function loadNotes(m: EntityManager, workspaceId: string, customerIds: readonly string[]): Promise<Map<string, CustomerNoteView[]>> {
  const out = new Map<string, CustomerNoteView[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return out;
  const rows: { id: string; customer_id: string; user_id: string; content: string; created_at: Date; author_name: string | null }[] = await m.query(
    `SELECT n.id, n.customer_id, n.user_id, n.content, n.created_at, COALESCE(a.display_name, t.name) AS author_name
     FROM customer_note n
     LEFT JOIN agent a ON a.id = n.user_id AND a.workspace_id = n.workspace_id
     LEFT JOIN api_token t ON t.id = n.user_id AND t.workspace_id = n.workspace_id
     WHERE n.customer_id = ANY($1::uuid[]) AND n.workspace_id = $2
     ORDER BY n.created_at DESC, n.id DESC`,
    [customerIds, workspaceId],
  );
  for (const r of rows) {
    out.get(r.customer_id)?.push({ id: r.id, userId: r.user_id, authorName: r.author_name, content: r.content, timestamp: r.created_at.getTime() });
  }
  return out;
}

/** The newest conversations of these customers (ids only), RECENT_CONVERSATIONS each. */
async function loadRecentConversations(m: EntityManager, customerIds: readonly string[]): Promise<Map<string, { id: string }[]>> {
  const out = new Map<string, { id: string }[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return out;
  const rows: { customer_id: string; id: string }[] = await m.query(
    `SELECT x.customer_id, x.id FROM unnest($1::uuid[]) AS u(customer_id),
       LATERAL (SELECT cv.customer_id, cv.id FROM conversation cv WHERE cv.customer_id = u.customer_id
                ORDER BY cv.order_at DESC, cv.id DESC LIMIT $2) x`,
    [customerIds, RECENT_CONVERSATIONS],
  );
  for (const r of rows) out.get(r.customer_id)?.push({ id: r.id });
  return out;
}

/**
 * What agents read instead of a refId for a platform customer: the WhatsApp number (the provider
 * gives it as digits), else the name the platform gave (Facebook's page-scoped profile name).
 */
export function platformReference(r: CustomerRow): PlatformReference | null {
  if (!r.platform_type) return null;
  if (r.platform_type === 'facebook') return { platform: 'facebook', reference: r.display_name };
  if (r.whatsapp_id) return { platform: 'whatsapp', reference: r.whatsapp_id.startsWith('+') ? r.whatsapp_id : `+${r.whatsapp_id}` };
  return { platform: 'sanuker', reference: r.display_name };
}

function baseView(r: CustomerRow): Omit<CustomerView, 'notes' | 'conversations'> {
  return {
    id: r.id,
    userId: r.id,
    username: r.username,
    displayName: r.display_name,
    refId: r.ref_id,
    email: r.email,
    subtitle: r.subtitle,
    bio: r.bio,
    whatsappId: r.whatsapp_id,
    externalPlatformLastSent: r.external_platform_last_sent ?? [],
    platformReference: platformReference(r),
    createDate: r.created_at.getTime(),
    lastActivity: r.last_activity?.getTime() ?? null,
    online: r.online === true,
    generatedName: r.generated_name,
    archived: r.archived_at !== null,
    tags: r.tags,
    fields: r.fields ?? {},
    conversationCount: Number(r.conversation_count),
  };
}

/** Rows to agent views, with the parts asked for loaded in one query each. */
export async function toViews(m: EntityManager, workspaceId: string, rows: CustomerRow[], parts: ViewParts): Promise<CustomerView[]> {
  const ids = rows.map((r) => r.id);
  const notes = parts.notes ? await loadNotes(m, workspaceId, ids) : null;
  const conversations = parts.conversations ? await loadRecentConversations(m, ids) : null;
  return rows.map((r) => ({
    ...baseView(r),
    ...(notes ? { notes: notes.get(r.id) ?? [] } : {}),
    ...(conversations ? { conversations: conversations.get(r.id) ?? [] } : {}),
  }));
}

export function toSelfView(r: CustomerRow): CustomerSelfView {
  const { tags: _tags, archived: _archived, conversationCount: _count, ...rest } = baseView(r);
  return rest;
}
