import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { definedOnly } from '../../core/graphql/args';
import type { GqlContext } from '../graphql-context';
import type { WebhookService } from './webhook.service';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';
import type { WebhookDeliveryPage, WebhookDeliveryView, WebhookView } from './webhook.types';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  webhook: WebhookService;
}

@ObjectType('Webhook')
export class WebhookType {
  @Field(() => ID)
  id: string;

  @Field()
  url: string;

  @Field()
  description: string;

  @Field(() => [String])
  events: string[];

  @Field({ description: 'Internal notes and agent-only conversations are delivered too' })
  includeInternal: boolean;

  @Field()
  active: boolean;

  @Field(() => String, { nullable: true, description: "'failures' when Parley turned it off after consecutive failed deliveries" })
  disabledReason: string | null;

  @Field(() => Float, { nullable: true })
  disabledAt: number | null;

  @Field(() => Int)
  consecutiveFailures: number;

  @Field(() => Float, { nullable: true, description: 'While the receiver fails: when the next attempt is due (ms)' })
  retryAt: number | null;

  @Field(() => String, { nullable: true, description: 'Only in the answers of createWebhook and rotateWebhookSecret' })
  secret: string | null;

  @Field(() => Float, { nullable: true, description: 'After a rotation, the replaced secret signs too until then (ms)' })
  previousSecretUntil: number | null;

  @Field(() => Float)
  createdAt: number;
}

@ObjectType('WebhookDelivery')
export class WebhookDeliveryType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The event’s id: the same in every attempt and redelivery' })
  eventId: string;

  @Field()
  eventType: string;

  @Field({ description: 'pending or delivered' })
  status: string;

  @Field(() => Int)
  attempts: number;

  @Field(() => Float, { nullable: true })
  lastAttemptAt: number | null;

  @Field(() => Int, { nullable: true })
  lastStatus: number | null;

  @Field(() => Int, { nullable: true })
  lastDurationMs: number | null;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field(() => String, { nullable: true })
  lastResponse: string | null;

  @Field(() => Float, { nullable: true })
  deliveredAt: number | null;

  @Field(() => Float)
  createdAt: number;

  @Field({ description: 'The JSON body, exactly as sent' })
  body: string;
}

@ObjectType('WebhookDeliveryPage')
export class WebhookDeliveryPageType {
  @Field(() => [WebhookDeliveryType])
  items: WebhookDeliveryView[];

  @Field()
  hasMore: boolean;
}

@InputType('CreateWebhookInput')
export class CreateWebhookInput {
  @Field()
  url: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [String], { description: `Any of: ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  events: string[];

  @Field(() => Boolean, { nullable: true })
  includeInternal?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType('UpdateWebhookInput')
export class UpdateWebhookInput {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [String], { nullable: true })
  events?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  includeInternal?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@Resolver()
export class WebhookResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [WebhookType], { description: 'GET /api/admin/webhook (manageSettings)' })
  webhooks(@Ctx() { ctx }: GqlContext): Promise<WebhookView[]> {
    return this.services.webhook.list(ctx.actor);
  }

  @Authorized()
  @Query(() => WebhookDeliveryPageType, { description: 'GET /api/admin/webhook/delivery (manageSettings)' })
  webhookDeliveries(
    @Arg('id', () => ID) id: string,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<WebhookDeliveryPage> {
    return this.services.webhook.deliveryLog(ctx.actor, id, { before: before ?? undefined, size: size ?? undefined });
  }

  @Authorized()
  @Mutation(() => WebhookType, { description: 'POST /api/admin/webhook/create (manageSettings)' })
  createWebhook(@Arg('input') input: CreateWebhookInput, @Ctx() { ctx }: GqlContext): Promise<WebhookView> {
    return this.services.webhook.create(ctx.actor, { ...definedOnly(input), url: input.url, events: input.events });
  }

  @Authorized()
  @Mutation(() => WebhookType, { description: 'POST /api/admin/webhook/update (manageSettings)' })
  updateWebhook(@Arg('input') input: UpdateWebhookInput, @Ctx() { ctx }: GqlContext): Promise<WebhookView> {
    return this.services.webhook.update(ctx.actor, { ...definedOnly(input), id: input.id });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/admin/webhook/delete (manageSettings)' })
  deleteWebhook(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return this.services.webhook.delete(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => WebhookType, { description: 'POST /api/admin/webhook/rotateSecret (manageSettings)' })
  rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<WebhookView> {
    return this.services.webhook.rotateSecret(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryType, { description: 'POST /api/admin/webhook/ping (manageSettings)' })
  pingWebhook(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<WebhookDeliveryView> {
    return this.services.webhook.ping(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryType, { description: 'POST /api/admin/webhook/delivery/redeliver (manageSettings)' })
  redeliverWebhook(@Arg('id', () => ID) id: string, @Arg('deliveryId', () => ID) deliveryId: string, @Ctx() { ctx }: GqlContext): Promise<WebhookDeliveryView> {
    return this.services.webhook.redeliver(ctx.actor, id, deliveryId);
  }
}
