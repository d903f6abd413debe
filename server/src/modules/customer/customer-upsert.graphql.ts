import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { definedOnly } from '../../core/graphql/args';
import type { GqlContext } from '../graphql-context';
import { CustomerType, toType } from './customer.graphql';
import type { CustomerUpsertService } from './customer-upsert.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  customerUpsert: CustomerUpsertService;
}

@InputType('UpsertCustomerInput')
export class UpsertCustomerInput {
  @Field(() => String, { nullable: true, description: 'Finds the customer first (a widget identity); none starting facebook:, whatsapp: or sanuker:' })
  refId?: string | null;

  @Field(() => String, { nullable: true, description: 'Finds the customer when no refId matches (case aside)' })
  email?: string | null;

  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Field(() => String, { nullable: true })
  subtitle?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Custom field values: { id: value }' })
  fields?: Record<string, unknown> | null;

  @Field(() => [String], { nullable: true, description: 'Added to the customer’s tags' })
  tags?: string[] | null;
}

@ObjectType('UpsertCustomerResult')
export class UpsertCustomerResultType {
  @Field({ description: 'Whether the customer was created by this call' })
  created: boolean;

  @Field(() => CustomerType)
  customer: CustomerType;
}

@Resolver()
export class CustomerUpsertResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Mutation(() => UpsertCustomerResultType, { description: 'POST /api/admin/customer/upsert (manageUser): found by refId, else email, else created' })
  async upsertCustomer(@Arg('input') input: UpsertCustomerInput, @Ctx() { ctx }: GqlContext): Promise<UpsertCustomerResultType> {
    const { created, customer } = await this.services.customerUpsert.upsert(ctx.actor, definedOnly(input));
    return { created, customer: toType(customer) };
  }
}
