import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField } from '../../core/rest/fields';
import { editors, MAX_TAG_LENGTH, TAG_KINDS, type TagKind, type TagService } from './tag.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  tag: TagService;
}

const tag = 'tag';
const tagsField = z
  .union([z.string().max(MAX_TAG_LENGTH), z.array(z.string().max(MAX_TAG_LENGTH)).min(1).max(50)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .describe('One tag, or a list');
const tagBody = z.object({ tag: tagsField, clientType: clientTypeField });
const listSchema = z.array(z.string());

function routesFor(services: RouteServices, kind: TagKind): AnyRoute[] {
  // One route a kind, where GraphQL has one field with a kind argument (tags, createTag, deleteTag).
  const noun = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Tags`;
  return [
    defineRoute({
      method: 'get',
      path: `/api/tag/${kind}`,
      operationId: `list${noun}`,
      tag,
      summary: `The workspace's ${kind} tags, alphabetically. Agents and API tokens.`,
      auth: 'session',
      query: z.object({ clientType: clientTypeField }),
      response: listSchema,
      handler: ({ ctx }) => services.tag.list(ctx.actor, kind),
    }),
    defineRoute({
      method: 'post',
      path: `/api/tag/${kind}/create`,
      operationId: `create${noun}`,
      tag,
      summary: `Adds ${kind} tags to the list (one already there is kept once); answers the list. ${editors(kind).join(' or ')}.`,
      auth: 'session',
      body: tagBody,
      response: listSchema,
      handler: ({ ctx, body }) => services.tag.create(ctx.actor, kind, body.tag),
    }),
    defineRoute({
      method: 'post',
      path: `/api/tag/${kind}/delete`,
      operationId: `delete${noun}`,
      tag,
      summary: `Takes ${kind} tags off the list (records keep the tags they carry); answers the list.`,
      auth: 'session',
      body: tagBody,
      response: listSchema,
      handler: ({ ctx, body }) => services.tag.delete(ctx.actor, kind, body.tag),
    }),
  ];
}

export function tagRoutes(services: RouteServices): AnyRoute[] {
  return TAG_KINDS.flatMap((kind) => routesFor(services, kind));
}
