import { z } from 'zod';
import { sendDownload } from '../../common/csv';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import {
  customerPageSchema,
  customerSchema,
  downloadQuerySchema,
  getQuerySchema,
  listBodySchema,
  noteBodySchema,
  tagBodySchema,
  updateBodySchema,
  userIdBodySchema,
} from './customer.schemas';
import type { CustomerService } from './customer.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  customer: CustomerService;
}

const tag = 'customer';

export function customerRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/admin/customer',
      operationId: 'customers',
      tag,
      summary:
        'Customers that are not archived, newest first, filtered by criteria (and / or); `size` from `offset`; hasMore when another page follows. manageUser.',
      auth: 'session',
      body: listBodySchema,
      response: customerPageSchema,
      handler: ({ ctx, body }) => services.customer.list(ctx.actor, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/customer/get',
      operationId: 'getAdminCustomers',
      tag,
      summary: 'Customers by id (one, or several joined by commas), archived ones included, in the order asked; 404 when none. manageUser.',
      auth: 'session',
      errors: [404],
      query: getQuerySchema,
      response: z.array(customerSchema),
      handler: ({ ctx, query }) => services.customer.adminGet(ctx.actor, query.userId, query.fields),
    }),
    defineRoute({
      method: 'get',
      path: '/api/customer/get',
      operationId: 'getCustomers',
      tag,
      summary:
        'Customers by id: a visitor reads only themselves (no notes or tags); agents and API tokens the customers of conversations they read (all with manageUser).',
      auth: 'session',
      errors: [404],
      query: getQuerySchema,
      response: z.array(customerSchema),
      handler: ({ ctx, query }) => services.customer.get(ctx.actor, query.userId, query.fields),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/customer/update',
      operationId: 'updateCustomer',
      tag,
      summary:
        'Changes name, email, subtitle, bio, reference number and custom field values (checked by type, spec §5); answers the customer. manageUser, or an agent who reads a conversation of the customer.',
      auth: 'session',
      errors: [404, 409],
      body: updateBodySchema,
      response: customerSchema,
      handler: ({ ctx, body }) => {
        const { userId, clientType: _clientType, ...changes } = body;
        return services.customer.update(ctx.actor, { userId, ...changes });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/customer/archive',
      operationId: 'archiveCustomer',
      tag,
      summary: 'Archives the customer: gone from lists, search and exports, their sessions end; their conversations stay readable. manageUser.',
      auth: 'session',
      errors: [404],
      body: userIdBodySchema,
      response: z.boolean(),
      handler: ({ ctx, body }) => services.customer.archive(ctx.actor, body.userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/customer/note/add',
      operationId: 'addCustomerNote',
      tag,
      summary:
        'Adds a note (not empty) to the customer; answers the customer with its notes, newest first. manageUser, or an agent who reads a conversation of the customer.',
      auth: 'session',
      errors: [404, 409],
      body: noteBodySchema,
      response: customerSchema,
      handler: ({ ctx, body }) => services.customer.addNote(ctx.actor, body.userId, body.content),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tag/customer/assign',
      operationId: 'assignCustomerTags',
      tag,
      summary:
        "Adds tags to a customer (new ones join the workspace's customer tags); answers the customer. manageUser, or a reader of one of its conversations.",
      auth: 'session',
      errors: [404, 409],
      body: tagBodySchema,
      response: customerSchema,
      handler: ({ ctx, body }) => services.customer.assignTags(ctx.actor, body.userId, body.tag),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tag/customer/unassign',
      operationId: 'unassignCustomerTags',
      tag,
      summary: 'Removes tags from a customer; answers the customer.',
      auth: 'session',
      errors: [404, 409],
      body: tagBodySchema,
      response: customerSchema,
      handler: ({ ctx, body }) => services.customer.unassignTags(ctx.actor, body.userId, body.tag),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/report/customer/download',
      operationId: 'downloadCustomerReport',
      tag: 'report',
      summary:
        'The filtered customer list (criteria as JSON text, operand) as CSV: header row, UTF-8 with BOM, RFC 4180 quoting, formula cells neutralised; streamed. manageUser.',
      auth: 'session',
      query: downloadQuerySchema,
      raw: true,
      handler: async ({ ctx, query, res }) => sendDownload(res, await services.customer.exportCsv(ctx.actor, query)),
    }),
  ];
}
