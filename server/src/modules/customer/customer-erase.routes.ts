import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { uuid } from '../../core/rest/fields';
import { ERASE_REASON_MAX, type CustomerEraseService } from './customer-erase.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  customerErase: CustomerEraseService;
}

export function customerEraseRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/admin/customer/erase',
      operationId: 'eraseCustomer',
      tag: 'customer',
      summary:
        'Erases a customer for good (GDPR): profile, notes, platform identities and sessions (open widgets end); their conversations with every ' +
        'message and file; what they sent in other conversations; webhook deliveries naming them; message archives whose days hold their messages. ' +
        'Every customer merged into them (transitively) goes the same way. The counts cover them all. ' +
        'An audit record keeps who erased whom (by id, the merged ones listed in `merged`), when, the counts and the reason. Not undoable. manageUser.',
      auth: 'session',
      errors: [404],
      body: z.object({
        userId: uuid,
        reason: z.string().max(ERASE_REASON_MAX).nullish().describe('Why (a request reference): kept in the audit record'),
      }),
      response: z.object({
        customerId: z.string(),
        conversations: z.number().int(),
        messages: z.number().int(),
        files: z.number().int(),
        exports: z.number().int(),
      }),
      handler: ({ ctx, body }) => services.customerErase.erase(ctx.actor, { customerId: body.userId, reason: body.reason }),
    }),
  ];
}
