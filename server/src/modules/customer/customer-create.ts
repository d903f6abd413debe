import type { EntityManager } from 'typeorm';
import { DEFAULT_CUSTOMER_TAGS_KEY, storedDefaultCustomerTags } from '../setting/default-customer-tags';
import { WorkspaceSetting } from '../setting/setting.entity';
import { Customer } from './customer.entity';

export interface NewCustomer {
  workspaceId: string;
  refId: string;
  displayName: string;
  generatedName: boolean;
}

/**
 * Inserts a customer unless one with this refId exists (a concurrent first visit inserts nothing),
 * with the workspace's default customer tags. Every door that creates customers (widget, API,
 * platforms) comes here, so none forgets the defaults.
 */
export async function insertCustomer(m: EntityManager, customer: NewCustomer): Promise<void> {
  const defaults = await m.findOneBy(WorkspaceSetting, { workspaceId: customer.workspaceId, key: DEFAULT_CUSTOMER_TAGS_KEY });
  await m
    .createQueryBuilder()
    .insert()
    .into(Customer)
    .values({ ...customer, tags: storedDefaultCustomerTags(defaults?.value) })
    .orIgnore()
    .execute();
}
