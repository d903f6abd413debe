import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { definedOnly } from '../../core/graphql/args';
import type { GqlContext } from '../graphql-context';
import { ConversationType } from '../conversation/conversation.graphql-types';
import type { ConversationCore } from '../conversation/conversation.types';
import type { CustomerPage, CustomerSelfView, CustomerView, PlatformReferenceKind } from './customer.types';
import type { CustomerService } from './customer.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  customer: CustomerService;
}

@ObjectType('CustomerNote')
export class CustomerNoteType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The agent (or API token) who wrote it' })
  userId: string;

  @Field(() => String, { nullable: true })
  authorName: string | null;

  @Field()
  content: string;

  @Field(() => Float)
  timestamp: number;
}

@ObjectType('ExternalPlatformLastSent', { description: 'The platform and channel last used with a customer, one per platform.' })
export class ExternalPlatformLastSentType {
  @Field(() => ID)
  platformId: string;

  @Field()
  channelId: string;

  @Field({ description: 'facebook or whatsapp' })
  platformType: string;
}

@ObjectType('CustomerPlatformReference', { description: 'Who a platform customer is, readable: they have no refId.' })
export class CustomerPlatformReferenceType {
  @Field(() => String, { description: 'facebook, whatsapp or sanuker' })
  platform: PlatformReferenceKind;

  @Field({ description: 'The WhatsApp number (+ and digits) or the name the platform gave' })
  reference: string;
}

@ObjectType('Customer', { description: 'Spec §3 Customer; visitors reading themselves get no tags, notes or counts.' })
export class CustomerType {
  @Field(() => ID)
  id: string;

  @Field()
  displayName: string;

  @Field(() => String, { nullable: true })
  username: string | null;

  @Field(() => String, { nullable: true })
  refId: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  subtitle: string | null;

  @Field(() => String, { nullable: true })
  bio: string | null;

  @Field(() => String, { nullable: true, description: 'Customers who came through WhatsApp' })
  whatsappId: string | null;

  @Field(() => [ExternalPlatformLastSentType], { description: 'The platform and channel last used with them, one entry per platform' })
  externalPlatformLastSent: ExternalPlatformLastSentType[];

  @Field(() => CustomerPlatformReferenceType, { nullable: true, description: 'Platform customers only: their WhatsApp number or platform name' })
  platformReference: CustomerPlatformReferenceType | null;

  @Field(() => Float)
  createDate: number;

  @Field(() => Float, { nullable: true })
  lastActivity: number | null;

  @Field()
  online: boolean;

  @Field()
  generatedName: boolean;

  @Field()
  archived: boolean;

  @Field(() => [String])
  tags: string[];

  @Field(() => GraphQLJSONObject, { description: '{ <fieldId>: { value } }' })
  fields: Record<string, unknown>;

  @Field(() => Int)
  conversationCount: number;

  @Field(() => [CustomerNoteType], { description: 'Newest first' })
  notes: CustomerNoteType[];
}

@ObjectType('CustomerPage')
export class CustomerPageType {
  @Field(() => [CustomerType])
  items: CustomerType[];

  @Field()
  hasMore: boolean;
}

@InputType('UpdateCustomerInput')
export class UpdateCustomerInput {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: "'' clears it" })
  email?: string | null;

  @Field(() => String, { nullable: true })
  subtitle?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Refused when it starts facebook:, whatsapp: or sanuker:, or the customer came from a messaging platform',
  })
  refId?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: "Changed custom fields only: { id: { value } } or { id: value }; null or '' clears one" })
  fields?: Record<string, unknown> | null;
}

export function toType(v: CustomerView | CustomerSelfView): CustomerType {
  return {
    id: v.id,
    displayName: v.displayName,
    username: v.username,
    refId: v.refId,
    email: v.email,
    subtitle: v.subtitle,
    bio: v.bio,
    whatsappId: v.whatsappId,
    externalPlatformLastSent: v.externalPlatformLastSent,
    platformReference: v.platformReference,
    createDate: v.createDate,
    lastActivity: v.lastActivity,
    online: v.online,
    generatedName: v.generatedName,
    archived: 'archived' in v ? v.archived : false,
    tags: 'tags' in v ? v.tags : [],
    fields: v.fields,
    conversationCount: 'conversationCount' in v ? v.conversationCount : 0,
    notes: 'notes' in v ? (v.notes ?? []) : [],
  };
}

const toPage = (page: CustomerPage): CustomerPageType => ({ items: page.items.map(toType), hasMore: page.hasMore });

/** GraphQL door of the customer service (the REST twins of spec §7 "Customers"). */
@Resolver(() => CustomerType)
export class CustomerResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => CustomerPageType, { description: 'POST /api/admin/customer: not archived, newest first, filtered by criteria (manageUser)' })
  async customers(
    @Arg('criteria', () => [String], { nullable: true }) criteria: string[] | null,
    @Arg('operand', () => String, { defaultValue: 'and' }) operand: string,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('size', () => Int, { defaultValue: 20 }) size: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<CustomerPageType> {
    return toPage(await this.services.customer.list(ctx.actor, { criteria: criteria ?? [], operand, offset, size, fields: 'notes' }));
  }

  @Authorized()
  @Query(() => CustomerType, { description: 'GET /api/customer/get with one id' })
  async customer(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<CustomerType> {
    return toType(await this.services.customer.getOne(ctx.actor, id));
  }

  @Authorized()
  @Query(() => [ConversationType], { description: "The customer's conversations the caller may read, newest activity first" })
  customerConversations(
    @Arg('id', () => ID) id: string,
    @Arg('size', () => Int, { defaultValue: 20 }) size: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ConversationCore[]> {
    return this.services.customer.conversations(ctx.actor, id, size);
  }

  @Authorized()
  @Mutation(() => CustomerType, { description: 'POST /api/admin/customer/update (manageUser)' })
  async updateCustomer(@Arg('input') input: UpdateCustomerInput, @Ctx() { ctx }: GqlContext): Promise<CustomerType> {
    const { id, ...changes } = input;
    // GraphQL null means "not sent", except for email, subtitle, bio and refId where '' clears.
    return toType(await this.services.customer.update(ctx.actor, { userId: id, ...definedOnly(changes) }));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/admin/customer/archive (manageUser)' })
  archiveCustomer(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return this.services.customer.archive(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => CustomerType, { description: 'POST /api/admin/customer/note/add (manageUser): answers the customer, notes newest first' })
  async addCustomerNote(@Arg('id', () => ID) id: string, @Arg('content') content: string, @Ctx() { ctx }: GqlContext): Promise<CustomerType> {
    return toType(await this.services.customer.addNote(ctx.actor, id, content));
  }

  @Authorized()
  @Mutation(() => CustomerType, { description: 'POST /api/tag/customer/assign' })
  async assignCustomerTags(@Arg('id', () => ID) id: string, @Arg('tag', () => [String]) tag: string[], @Ctx() { ctx }: GqlContext): Promise<CustomerType> {
    return toType(await this.services.customer.assignTags(ctx.actor, id, tag));
  }

  @Authorized()
  @Mutation(() => CustomerType, { description: 'POST /api/tag/customer/unassign' })
  async unassignCustomerTags(@Arg('id', () => ID) id: string, @Arg('tag', () => [String]) tag: string[], @Ctx() { ctx }: GqlContext): Promise<CustomerType> {
    return toType(await this.services.customer.unassignTags(ctx.actor, id, tag));
  }
}
