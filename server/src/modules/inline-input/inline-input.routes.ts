import { z } from 'zod';
import { paged } from '../../core/rest/envelope';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField } from '../../core/rest/fields';
import { messageSchema } from '../message/message.schemas';
import { createBodySchema, idBodySchema, listQuerySchema, templateSchema, triggerBodySchema, updateBodySchema } from './inline-input.schemas';
import type { InlineInputService } from './inline-input.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  inlineInput: InlineInputService;
}

const tag = 'inline input';

export function inlineInputRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/inlineInput',
      operationId: 'inlineInputTemplates',
      tag,
      summary:
        'Interactive-information templates by name (size or limit; 0 or absent: all), with total. Every agent and API token (the composer picker filters by `internal`).',
      auth: 'session',
      query: listQuerySchema,
      response: z.array(templateSchema),
      paged: true,
      handler: async ({ ctx, query }) => {
        const { items, total } = await services.inlineInput.list(ctx.actor, query.size ?? query.limit ?? 0);
        return paged(items, total);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/inlineInput/:id',
      operationId: 'inlineInputTemplate',
      tag,
      summary: 'One template. Every agent and API token.',
      auth: 'session',
      errors: [404],
      params: z.object({ id: z.string().max(100) }),
      query: z.object({ clientType: clientTypeField }),
      response: templateSchema,
      handler: ({ ctx, params }) => services.inlineInput.get(ctx.actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/inlineInput/create',
      operationId: 'createInlineInputTemplate',
      tag,
      summary:
        'Creates a template: name, description, title, internal (audience), automation.type (newConversation, closeConversation or "" manual) and 1 to 20 questions ' +
        '{inputId, title, type, action}. An updateField action names name, email, subtitle or an existing customer field. manageSettings.',
      auth: 'session',
      body: createBodySchema,
      response: templateSchema,
      handler: ({ ctx, body }) => services.inlineInput.create(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/inlineInput/update',
      operationId: 'updateInlineInputTemplate',
      tag,
      summary: 'Replaces a template (the same fields as create, plus id). Forms already sent are not changed. manageSettings.',
      auth: 'session',
      errors: [404],
      body: updateBodySchema,
      response: templateSchema,
      handler: ({ ctx, body }) => services.inlineInput.update(ctx.actor, body.id, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/inlineInput/delete',
      operationId: 'deleteInlineInputTemplate',
      tag,
      summary: 'Deletes a template; forms already sent stay in their conversations. manageSettings.',
      auth: 'session',
      errors: [404],
      body: idBodySchema,
      response: z.boolean(),
      handler: ({ ctx, body }) => services.inlineInput.delete(ctx.actor, body.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/inlineInput/trigger',
      operationId: 'triggerInlineInputTemplate',
      tag,
      summary:
        "Sends the template's form into the conversation as a message of type 20 (meta.inlineInput {title, description, input[]}), from the caller; internal when the audience is agents.",
      auth: 'session',
      errors: [404, 409],
      body: triggerBodySchema,
      response: messageSchema,
      handler: ({ ctx, body }) => services.inlineInput.trigger(ctx.actor, body),
    }),
  ];
}
