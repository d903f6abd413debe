import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { CustomerMergeService, CustomerMergeResult } from './customer-merge.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  customerMerge: CustomerMergeService;
}

@ObjectType('CustomerMergeResult', { description: 'A customer merged into another' })
export class CustomerMergeResultType implements CustomerMergeResult {
  @Field(() => ID)
  sourceId: string;

  @Field(() => ID)
  targetId: string;

  @Field(() => [ID], { description: "The conversations that became the target's" })
  conversationIds: string[];
}

/** GraphQL door of POST /api/admin/customer/merge. */
@Resolver()
export class CustomerMergeResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Mutation(() => CustomerMergeResultType, { description: 'POST /api/admin/customer/merge: merges sourceId into targetId (not undoable)' })
  mergeCustomer(
    @Arg('sourceId', () => ID) sourceId: string,
    @Arg('targetId', () => ID) targetId: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<CustomerMergeResult> {
    return this.services.customerMerge.merge(ctx.actor, { sourceId, targetId });
  }
}
