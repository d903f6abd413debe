import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { generatedCustomerName } from '@parley/protocol';
import type { ServiceDeps } from '../service-deps';
import type { Actor } from '../../auth/actor';
import { requirePermission } from '../../auth/permissions';
import { AppError, invalid } from '../../common/errors';
import { assertClaimableRefId, PLATFORM_CUSTOMER_REF_ID_MESSAGE, widgetCustomerByRefId } from './customer-ref-id';
import { customerCreated, insertCustomer } from './customer-create';
import type { CustomerService } from './customer.service';
import type { CustomerView, UpdateCustomerInput } from './customer.types';

export interface UpsertCustomerInput extends Omit<UpdateCustomerInput, 'userId'> {
  /** Added to the customer's tags (new ones join the workspace's customer tag list). */
  tags?: string[];
}

export interface UpsertCustomerResult {
  created: boolean;
  customer: CustomerView;
}

/**
 * An integrator's door to customers they already know (issue 52): found by refId, else by email
 * (the oldest customer with it, case aside), else created; then given the other fields, custom
 * fields and tags through the same rules as an agent's edit. manageUser. One event says so:
 * customer.created for a new one, customer.updated for a change.
 */
export class CustomerUpsertService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly customers: CustomerService,
  ) {}

  async upsert(actor: Actor, input: UpsertCustomerInput): Promise<UpsertCustomerResult> {
    const a = requirePermission(actor, 'manageUser');
    const refId = input.refId?.trim() || undefined;
    const email = input.email?.trim() || undefined;
    if (!refId && !email) throw invalid('customer.refIdOrEmailIsRequired', { refId: 'required', email: 'required' });
    if (refId) assertClaimableRefId(refId);
    const found = await this.deps.dataSource.transaction((m) => this.findOrCreate(m, a.workspaceId, refId, email, input.displayName?.trim()));
    const { tags, ...fields } = input;
    const changes: UpdateCustomerInput = { userId: found.id, ...fields, refId: found.byEmail ? refId : undefined };
    if (found.created) {
      // Its name and ids were set by the insert; the rest goes through the edit's checks.
      delete changes.refId;
      if (changes.displayName !== undefined && changes.displayName.trim() === found.displayName) delete changes.displayName;
    }
    const hasChanges = Object.entries(changes).some(([k, v]) => k !== 'userId' && v !== undefined);
    let view: CustomerView | null = null;
    try {
      if (hasChanges) view = await this.customers.update(a, changes, { announce: false });
      if (tags && tags.length > 0) view = await this.customers.assignTags(a, found.id, tags, { announce: false });
    } catch (err) {
      // A new customer whose fields were refused is not left behind half made.
      if (found.created) await this.deps.dataSource.query(`DELETE FROM customer WHERE id = $1`, [found.id]);
      throw err;
    }
    view ??= (await this.customers.adminGet(a, [found.id]))[0]!;
    if (found.created) {
      await this.deps.bus.publish(
        customerCreated(a.workspaceId, { id: view.id, displayName: view.displayName, refId: refId ?? null, email: email ?? null, source: 'api' }),
      );
    } else if (hasChanges || tags?.length) {
      await this.customers.announce(a.workspaceId, view);
    }
    return { created: found.created, customer: view };
  }

  private async findOrCreate(
    m: EntityManager,
    workspaceId: string,
    refId: string | undefined,
    email: string | undefined,
    displayName: string | undefined,
  ): Promise<{ id: string; created: boolean; byEmail: boolean; displayName: string }> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (refId) {
        const byRef = await widgetCustomerByRefId(m, workspaceId, refId);
        if (byRef.kind === 'platform') throw invalid(PLATFORM_CUSTOMER_REF_ID_MESSAGE, { refId: 'platformCustomer' });
        if (byRef.kind === 'found') {
          if (byRef.archived) throw new AppError('CONFLICT', 'customer.thisCustomerIsArchived');
          return { id: byRef.id, created: false, byEmail: false, displayName: '' };
        }
      }
      if (email) {
        const [byEmail] = (await m.query(
          `SELECT id FROM customer WHERE workspace_id = $1 AND lower(email) = lower($2) AND archived_at IS NULL ORDER BY created_at, id LIMIT 1`,
          [workspaceId, email],
        )) as { id: string }[];
        if (byEmail) return { id: byEmail.id, created: false, byEmail: true, displayName: '' };
      }
      const name = displayName || generatedCustomerName('visitor', refId ?? randomUUID());
      const id = await insertCustomer(m, { workspaceId, refId: refId ?? null, displayName: name, generatedName: !displayName });
      if (id) return { id, created: true, byEmail: false, displayName: name };
      // Another request made the customer with this refId first: found on the second look.
    }
    throw new AppError('CONFLICT', 'common.anotherCustomerAlreadyHasThisReference', { fields: { refId: 'taken' } });
  }
}
