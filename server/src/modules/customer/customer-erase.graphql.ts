import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { CustomerEraseService, CustomerErasure } from './customer-erase.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  customerErase: CustomerEraseService;
}

@ObjectType('CustomerErasure', { description: 'What erasing a customer removed' })
export class CustomerErasureType implements CustomerErasure {
  @Field(() => ID)
  customerId: string;

  @Field(() => Int, { description: 'Their conversations, deleted with every message in them' })
  conversations: number;

  @Field(() => Int, { description: 'Messages deleted: those of their conversations and what they sent in others' })
  messages: number;

  @Field(() => Int, { description: 'Files deleted from storage' })
  files: number;

  @Field(() => Int, { description: 'Message-history archives deleted because their days held the customer’s messages' })
  exports: number;
}

/** GraphQL door of POST /api/admin/customer/erase. */
@Resolver()
export class CustomerEraseResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Mutation(() => CustomerErasureType, {
    description: 'POST /api/admin/customer/erase: erases a customer and everything that holds them (not undoable; manageUser)',
  })
  eraseCustomer(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<CustomerErasure> {
    return this.services.customerErase.erase(ctx.actor, { customerId: id, reason });
  }
}
