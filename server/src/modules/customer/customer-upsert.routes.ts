import { z } from 'zod';
import { clientTypeField } from '../../core/rest/fields';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { customerSchema, updateBodySchema } from './customer.schemas';
import type { CustomerUpsertService } from './customer-upsert.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  customerUpsert: CustomerUpsertService;
}

const upsertBodySchema = updateBodySchema.omit({ userId: true, clientType: true }).extend({
  tags: z.array(z.string().max(100)).max(50).optional().describe('Added to the customer’s tags (new ones join the workspace’s customer tag list)'),
  clientType: clientTypeField,
});

export function customerUpsertRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/admin/customer/upsert',
      operationId: 'upsertCustomer',
      errors: [409],
      tag: 'customer',
      summary:
        'Creates or updates a customer an integrator knows: found by refId, else by email (case aside), else created; the other fields, custom fields (checked by type) and tags are then applied. Answers the customer and whether it was created. manageUser. Open a conversation for them with POST /api/conversation/create (customer: [id]).',
      auth: 'session',
      body: upsertBodySchema,
      response: z.object({ created: z.boolean(), customer: customerSchema }),
      handler: ({ ctx, body }) => {
        const { clientType: _clientType, ...input } = body;
        return services.customerUpsert.upsert(ctx.actor, input);
      },
    }),
  ];
}
