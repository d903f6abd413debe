import 'reflect-metadata';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { TagService, TagKind } from './tag.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  tag: TagService;
}

export const TagKindEnum = { conversation: 'conversation', customer: 'customer', agent: 'agent' } as const satisfies Record<TagKind, TagKind>;
registerEnumType(TagKindEnum, { name: 'TagKind' });

/** GraphQL door of the tag lists (GET /api/tag/{kind}, POST /api/tag/{kind}/create and /delete). */
@Resolver()
export class TagResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [String], { description: "The workspace's tags of this kind, alphabetically" })
  tags(@Arg('kind', () => TagKindEnum) kind: TagKind, @Ctx() { ctx }: GqlContext): Promise<string[]> {
    return this.services.tag.list(ctx.actor, kind);
  }

  @Authorized()
  @Mutation(() => [String], { description: 'Adds a tag to the list; answers the new list' })
  createTag(@Arg('kind', () => TagKindEnum) kind: TagKind, @Arg('tag') tag: string, @Ctx() { ctx }: GqlContext): Promise<string[]> {
    return this.services.tag.create(ctx.actor, kind, [tag]);
  }

  @Authorized()
  @Mutation(() => [String], { description: 'Takes a tag off the list (records keep it); answers the new list' })
  deleteTag(@Arg('kind', () => TagKindEnum) kind: TagKind, @Arg('tag') tag: string, @Ctx() { ctx }: GqlContext): Promise<string[]> {
    return this.services.tag.delete(ctx.actor, kind, [tag]);
  }
}
