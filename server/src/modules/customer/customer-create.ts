import type { EntityManager } from 'typeorm';
import { DEFAULT_CUSTOMER_TAGS_KEY, storedDefaultCustomerTags } from '../setting/default-customer-tags';
import { WorkspaceSetting } from '../setting/setting.entity';
import { domainEvent, type DomainEvent } from '../../core/events/events';
import { Customer } from './customer.entity';

export interface NewCustomer {
  workspaceId: string;
  /** The widget identity; null for a platform customer, known by platform_identity only (customer-ref-id.ts). */
  refId: string | null;
  displayName: string;
  generatedName: boolean;
  whatsappId?: string | null;
}

/**
 * Inserts a customer unless one with this refId exists (a concurrent first visit inserts nothing,
 * and gets null), with the workspace's default customer tags. Every door that creates customers
 * (widget, API, platforms) comes here, so none forgets the defaults. Answers the new id.
 */
export async function insertCustomer(m: EntityManager, customer: NewCustomer): Promise<string | null> {
  const defaults = await m.findOneBy(WorkspaceSetting, { workspaceId: customer.workspaceId, key: DEFAULT_CUSTOMER_TAGS_KEY });
  const result = await m
    .createQueryBuilder()
    .insert()
    .into(Customer)
    .values({ ...customer, tags: storedDefaultCustomerTags(defaults?.value) })
    .orIgnore()
    .returning('id')
    .execute();
  const [row] = result.raw as { id: string }[];
  return row?.id ?? null;
}

/** What `customer.created` says of a new customer (realtime to agents, and webhooks): who they are and where they came from. */
export function customerCreatedPayload(c: {
  id: string;
  displayName: string;
  refId: string | null;
  email?: string | null;
  source: string;
}): Record<string, unknown> {
  return { userId: c.id, displayName: c.displayName, refId: c.refId, email: c.email ?? null, source: c.source };
}

export function customerCreated(workspaceId: string, c: Parameters<typeof customerCreatedPayload>[0]): DomainEvent {
  return domainEvent('customer.created', workspaceId, { customerId: c.id }, customerCreatedPayload(c));
}
