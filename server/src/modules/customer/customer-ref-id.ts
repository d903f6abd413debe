import type { EntityManager } from 'typeorm';
import { invalid } from '../../common/errors';
import type { Source } from '../conversation/conversation.constants';

/**
 * A refId is a widget identity: whoever names it (and signs it, with identity verification) opens
 * that customer's session. Platform customers are known by platform_identity only and have no
 * refId, so nobody reaches a Messenger or WhatsApp customer's conversations through the widget.
 *
 * Platforms once gave their customers refIds `<source>:<platformId>:<external id>`; the platform id
 * is not secret (webhook URLs), so that namespace stays reserved: a visitor who claims it could
 * otherwise open an old platform customer, or wait for a platform user to write first.
 */
const PLATFORM_SOURCES: readonly Source[] = ['facebook', 'whatsapp', 'sanuker'];
const RESERVED_PREFIXES = PLATFORM_SOURCES.map((s) => `${s}:`);

export const RESERVED_REF_ID_MESSAGE = 'customer.thisRefIdIsReservedForCustomers';
export const PLATFORM_CUSTOMER_REF_ID_MESSAGE = 'customer.aCustomerOfAMessagingPlatform';

/** Case-insensitive: `Facebook:` must not slip past a rule that reads like it refuses it. */
export function isReservedRefId(refId: string): boolean {
  const lower = refId.toLowerCase();
  return RESERVED_PREFIXES.some((p) => lower.startsWith(p));
}

/** Every door that sets or names a refId (widget sign-in, customer update) refuses the reserved ones. */
export function assertClaimableRefId(refId: string): void {
  if (isReservedRefId(refId)) throw invalid(RESERVED_REF_ID_MESSAGE, { refId: 'reserved' });
}

/** SQL: the customer aliased `alias` came from a messaging platform. */
export function isPlatformCustomerSql(alias: string): string {
  return `EXISTS (SELECT 1 FROM platform_identity pi WHERE pi.customer_id = ${alias}.id)`;
}

export type WidgetCustomerLookup = { kind: 'none' } | { kind: 'platform' } | { kind: 'found'; id: string; archived: boolean };

/**
 * The customer a widget refId names. A platform customer is never the answer, even one that still
 * holds a refId from before (old data, or set by hand): the caller refuses instead of creating a
 * second customer beside it.
 */
export async function widgetCustomerByRefId(m: EntityManager, workspaceId: string, refId: string): Promise<WidgetCustomerLookup> {
  const [row]: { id: string; archived_at: Date | null; platform: boolean }[] = await m.query(
    `SELECT c.id, c.archived_at, ${isPlatformCustomerSql('c')} AS platform FROM customer c WHERE c.workspace_id = $1 AND c.ref_id = $2`,
    [workspaceId, refId],
  );
  if (!row) return { kind: 'none' };
  if (row.platform) return { kind: 'platform' };
  return { kind: 'found', id: row.id, archived: row.archived_at !== null };
}

/** Whether this customer came from a messaging platform. */
export async function isPlatformCustomer(m: EntityManager, customerId: string): Promise<boolean> {
  const rows: unknown[] = await m.query('SELECT 1 FROM platform_identity WHERE customer_id = $1 LIMIT 1', [customerId]);
  return rows.length > 0;
}
