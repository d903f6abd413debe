import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { definedOnly } from '../../core/graphql/args';
import type { GqlContext } from '../graphql-context';
import type { NotificationService } from './notification.service';
import type { NotificationChannels, NotificationPreferences } from './notification-rules';
import type { NotificationSettingsView, PushSubscriptionView } from './notification.types';

/** The services these resolvers call, handed in by the composition root (app/schema.ts). */
interface ResolverServices {
  notification: NotificationService;
}

@ObjectType('NotificationChannels')
export class NotificationChannelsType {
  @Field()
  push: boolean;

  @Field()
  email: boolean;
}

@ObjectType('NotificationPreferences')
export class NotificationPreferencesType {
  @Field(() => NotificationChannelsType, { description: 'A new conversation assigned to you, in one of your teams, or unassigned while you are on duty' })
  newConversation: NotificationChannels;

  @Field(() => NotificationChannelsType, { description: 'A customer’s message in a conversation assigned to you' })
  assignedMessage: NotificationChannels;

  @Field(() => NotificationChannelsType, { description: 'An internal note mentioning you' })
  mention: NotificationChannels;
}

@ObjectType('PushSubscriptionInfo')
export class PushSubscriptionType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The browser and system it was made on' })
  label: string;

  @Field(() => Float)
  createdAt: number;

  @Field(() => Float, { nullable: true })
  lastPushAt: number | null;
}

@ObjectType('NotificationSettings')
export class NotificationSettingsType {
  @Field({ description: 'The VAPID public key (base64url): pushManager.subscribe’s applicationServerKey' })
  pushPublicKey: string;

  @Field(() => Float, { description: 'Minutes between two notification emails to one agent at most (the batching window)' })
  emailWindowMinutes: number;

  @Field(() => NotificationPreferencesType)
  preferences: NotificationPreferences;

  @Field(() => [PushSubscriptionType])
  pushSubscriptions: PushSubscriptionView[];
}

@InputType('NotificationChannelsInput')
export class NotificationChannelsInput {
  @Field()
  push: boolean;

  @Field()
  email: boolean;
}

@InputType('NotificationPreferencesInput')
export class NotificationPreferencesInput {
  @Field(() => NotificationChannelsInput, { nullable: true })
  newConversation?: NotificationChannelsInput | null;

  @Field(() => NotificationChannelsInput, { nullable: true })
  assignedMessage?: NotificationChannelsInput | null;

  @Field(() => NotificationChannelsInput, { nullable: true })
  mention?: NotificationChannelsInput | null;
}

@InputType('PushSubscriptionInput')
export class PushSubscriptionInput {
  @Field({ description: 'PushSubscription.endpoint' })
  endpoint: string;

  @Field({ description: 'PushSubscription.toJSON().keys.p256dh' })
  p256dh: string;

  @Field({ description: 'PushSubscription.toJSON().keys.auth' })
  auth: string;

  @Field(() => String, { nullable: true, description: 'What the profile lists it as; default: read from the user agent' })
  label?: string | null;
}

@Resolver()
export class NotificationResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => NotificationSettingsType, { description: 'GET /api/notification/settings: the signed-in agent’s browsers and choices' })
  notificationSettings(@Ctx() { ctx }: GqlContext): Promise<NotificationSettingsView> {
    return this.services.notification.settings(ctx.actor);
  }

  @Authorized()
  @Mutation(() => PushSubscriptionType, { description: 'POST /api/notification/push/subscribe: this browser receives pushes (one row per endpoint)' })
  subscribePush(@Arg('input') input: PushSubscriptionInput, @Ctx() { ctx }: GqlContext): Promise<PushSubscriptionView> {
    const { endpoint, p256dh, auth, label } = input;
    return this.services.notification.subscribe(ctx.actor, { endpoint, keys: { p256dh, auth }, ...(label ? { label } : {}) });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/notification/push/remove' })
  removePushSubscription(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return this.services.notification.remove(ctx.actor, { id });
  }

  @Authorized()
  @Mutation(() => NotificationPreferencesType, { description: 'POST /api/notification/preferences: each kind given is replaced' })
  updateNotificationPreferences(@Arg('input') input: NotificationPreferencesInput, @Ctx() { ctx }: GqlContext): Promise<NotificationPreferences> {
    return this.services.notification.updatePreferences(ctx.actor, definedOnly(input));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/notification/focus: a console tab gained or lost focus (pushes wait for nobody looking)' })
  reportConsoleFocus(@Arg('tabId') tabId: string, @Arg('focused') focused: boolean, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return this.services.notification.reportFocus(ctx.actor, { tabId, focused });
  }
}
