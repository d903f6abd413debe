import type { ConversationStatusFilter } from '../../../__generated__/graphql';
import { DEFAULT_VIEWS, resolveView, type ViewParams } from './views';

export const VIEW_PARAM = 'view';
export const STATUS_PARAM = 'status';
/** Set by the customer list's conversation count: the list shows that customer's conversations. */
export const CUSTOMER_PARAM = 'customerId';
const STATUSES: readonly ConversationStatusFilter[] = ['open', 'closed', 'all'];

/** The inbox's addresses: / and /conversation/{id?} (spec §2). */
export function isInboxPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/conversation' || pathname.startsWith('/conversation/');
}

/** The view, customer and status an inbox address names (an unknown status reads as open). */
export function readInboxAddress(search: URLSearchParams): { view: string | null; customerId: string | null; status: ConversationStatusFilter } {
  const rawStatus = search.get(STATUS_PARAM) as ConversationStatusFilter | null;
  return {
    view: search.get(VIEW_PARAM),
    customerId: search.get(CUSTOMER_PARAM),
    status: rawStatus && STATUSES.includes(rawStatus) ? rawStatus : 'open',
  };
}

/**
 * The list's filter for an inbox address when the address alone decides it (a default view, or a
 * customer's conversations); null for a team's or a saved view, which need the agent's teams and
 * views first, and for any other page.
 */
export function paramsFromAddress(location: { pathname: string; search: string }): ViewParams | null {
  if (!isInboxPath(location.pathname)) return null;
  const { view, customerId, status } = readInboxAddress(new URLSearchParams(location.search));
  if (!customerId && view !== null && !(DEFAULT_VIEWS as readonly string[]).includes(view)) return null;
  return resolveView(view, { teams: [], custom: [], status, customerId }).params;
}
