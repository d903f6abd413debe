import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { PlatformView, ReplyRules } from './platform.types';
import type { PlatformService } from './platform.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  platform: PlatformService;
}

@ObjectType('FacebookMessageTag')
class FacebookMessageTagType {
  @Field()
  tag: string;

  @Field()
  name: string;

  @Field()
  description: string;
}

@InputType('FacebookMessageTagInput')
class FacebookMessageTagInput {
  @Field()
  tag: string;

  @Field({ defaultValue: '' })
  name: string;

  @Field({ defaultValue: '' })
  description: string;
}

@ObjectType('FacebookPage')
class FacebookPageType {
  @Field()
  pageId: string;

  @Field()
  name: string;

  @Field({ description: 'The end of the page token only: it is never sent back.' })
  accessTokenHint: string;

  @Field(() => Int)
  responseWindowHours: number;

  @Field(() => [FacebookMessageTagType])
  tags: FacebookMessageTagType[];
}

@ObjectType('TemplateParam')
class TemplateParamType {
  @Field()
  name: string;

  @Field()
  description: string;

  @Field()
  component: string;

  @Field(() => Int)
  index: number;
}

@InputType('TemplateParamInput')
class TemplateParamInput {
  @Field()
  name: string;

  @Field({ defaultValue: '' })
  description: string;

  @Field({ defaultValue: 'body' })
  component: string;

  @Field(() => Float, { description: 'From 0; rounded to a whole number (2.6 is 3)' })
  index: number;
}

@ObjectType('ChannelTemplate')
class ChannelTemplateType {
  @Field()
  key: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => [TemplateParamType])
  params: TemplateParamType[];
}

@InputType('ChannelTemplateInput')
class ChannelTemplateInput {
  @Field()
  key: string;

  @Field()
  name: string;

  @Field({ defaultValue: '' })
  description: string;

  @Field(() => [TemplateParamInput], { defaultValue: [] })
  params: TemplateParamInput[];
}

@ObjectType('PlatformChannel')
class PlatformChannelType {
  @Field()
  channelId: string;

  @Field()
  name: string;

  @Field({ description: 'whatsapp or facebook' })
  platformType: string;

  @Field(() => String, { nullable: true })
  accountId: string | null;

  @Field(() => String, { nullable: true })
  namespace: string | null;

  @Field(() => Int)
  responseWindowHours: number;

  @Field(() => [ChannelTemplateType])
  templates: ChannelTemplateType[];
}

@ObjectType('ExternalPlatform')
export class ExternalPlatformType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'facebook or sanuker' })
  type: string;

  @Field(() => String, { nullable: true, description: 'The end of the app secret only.' })
  appSecretHint: string | null;

  @Field(() => String, { nullable: true })
  verifyToken: string | null;

  @Field(() => String, { nullable: true, description: 'The callback URL to give Facebook.' })
  webhookUrl: string | null;

  @Field(() => [FacebookPageType])
  pages: FacebookPageType[];

  @Field(() => String, { nullable: true })
  organizationId: string | null;

  @Field(() => String, { nullable: true })
  projectGChannelId: string | null;

  @Field(() => String, { nullable: true, description: 'Provider: the end of the access token only.' })
  accessTokenHint: string | null;

  @Field(() => String, { nullable: true, description: 'Provider: where it posts customer messages (docs/provider-webhook.md).' })
  liveChatWebhook: string | null;

  @Field(() => String, { nullable: true, description: 'Provider: where it posts delivery updates.' })
  relayWebhook: string | null;

  @Field(() => String, { nullable: true, description: 'Provider: where replies are posted.' })
  sendWebhook: string | null;

  @Field(() => String, { nullable: true })
  webhookSecretHint: string | null;

  @Field(() => String, { nullable: true, description: 'Only in the answer to createProviderPlatform.' })
  webhookSecret: string | null;

  @Field(() => [PlatformChannelType])
  channels: PlatformChannelType[];

  @Field(() => Float)
  createDate: number;
}

@ObjectType('ReplyRules', { description: 'How a reply in a platform conversation reaches its customer.' })
class ReplyRulesType {
  @Field()
  platformType: string;

  @Field()
  channelName: string;

  @Field(() => Int)
  responseWindowHours: number;

  @Field()
  windowOpen: boolean;

  @Field(() => [FacebookMessageTagType])
  messageTags: FacebookMessageTagType[];

  @Field(() => [ChannelTemplateType], { description: 'Provider channels: outside the window only these can be sent.' })
  templates: ChannelTemplateType[];
}

/** GraphQL twins of /api/admin/setting/externalPlatform (manageSettings); each change answers the refreshed list. */
@Resolver()
export class PlatformResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [ExternalPlatformType])
  externalPlatforms(@Ctx() { ctx }: GqlContext): Promise<PlatformView[]> {
    return this.services.platform.list(ctx.actor, ctx.origin);
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType])
  createFacebookPlatform(@Arg('appSecret', () => String, { nullable: true }) appSecret: string | null, @Ctx() { ctx }: GqlContext): Promise<PlatformView[]> {
    return this.services.platform.createFacebook(ctx.actor, { appSecret: appSecret ?? undefined }, ctx.origin);
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType])
  updateFacebookPlatform(@Arg('id', () => ID) id: string, @Arg('appSecret') appSecret: string, @Ctx() { ctx }: GqlContext): Promise<PlatformView[]> {
    return this.services.platform.updateFacebook(ctx.actor, { id, appSecret }, ctx.origin);
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType])
  deleteExternalPlatform(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<PlatformView[]> {
    return this.services.platform.deletePlatform(ctx.actor, { id }, ctx.origin);
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType])
  saveFacebookPage(
    @Arg('id', () => ID) id: string,
    @Arg('pageId') pageId: string,
    @Arg('name') name: string,
    @Arg('accessToken', () => String, { nullable: true }) accessToken: string | null,
    @Arg('responseWindowHours', () => Int, { nullable: true }) responseWindowHours: number | null,
    @Arg('tags', () => [FacebookMessageTagInput], { nullable: true }) tags: FacebookMessageTagInput[] | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PlatformView[]> {
    return this.services.platform.upsertPage(
      ctx.actor,
      { id, pageId, name, accessToken: accessToken ?? undefined, responseWindowHours: responseWindowHours ?? undefined, tags: tags ?? undefined },
      ctx.origin,
    );
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType])
  deleteFacebookPage(@Arg('id', () => ID) id: string, @Arg('pageId') pageId: string, @Ctx() { ctx }: GqlContext): Promise<PlatformView[]> {
    return this.services.platform.deletePage(ctx.actor, { id, pageId }, ctx.origin);
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType], { description: 'A provider (sanuker) platform; the answer carries its webhook secret in full, this once.' })
  createProviderPlatform(@Ctx() { ctx }: GqlContext): Promise<PlatformView[]> {
    return this.services.platform.createSanuker(ctx.actor, ctx.origin);
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType])
  updateProviderPlatform(
    @Arg('id', () => ID) id: string,
    @Arg('accessToken', () => String, { nullable: true }) accessToken: string | null,
    @Arg('organizationId', () => String, { nullable: true }) organizationId: string | null,
    @Arg('projectGChannelId', () => String, { nullable: true }) projectGChannelId: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PlatformView[]> {
    return this.services.platform.updateSanuker(
      ctx.actor,
      { id, accessToken: accessToken ?? undefined, organizationId: organizationId ?? undefined, projectGChannelId: projectGChannelId ?? undefined },
      ctx.origin,
    );
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType])
  saveProviderChannel(
    @Arg('id', () => ID) id: string,
    @Arg('channelId') channelId: string,
    @Arg('name') name: string,
    @Arg('platformType') platformType: string,
    @Arg('accountId', () => String, { nullable: true }) accountId: string | null,
    @Arg('namespace', () => String, { nullable: true }) namespace: string | null,
    @Arg('responseWindowHours', () => Int, { nullable: true }) responseWindowHours: number | null,
    @Arg('templates', () => [ChannelTemplateInput], { nullable: true }) templates: ChannelTemplateInput[] | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PlatformView[]> {
    return this.services.platform.upsertChannel(
      ctx.actor,
      { id, channelId, name, platformType, accountId, namespace, responseWindowHours: responseWindowHours ?? undefined, templates: templates ?? undefined },
      ctx.origin,
    );
  }

  @Authorized()
  @Mutation(() => [ExternalPlatformType])
  deleteProviderChannel(@Arg('id', () => ID) id: string, @Arg('channelId') channelId: string, @Ctx() { ctx }: GqlContext): Promise<PlatformView[]> {
    return this.services.platform.deleteChannel(ctx.actor, { id, channelId }, ctx.origin);
  }

  @Authorized()
  @Query(() => ReplyRulesType, {
    nullable: true,
    description: 'For the composer: the page, its response window now and its message tags; null for web and API conversations.',
  })
  replyRules(@Arg('conversationId', () => ID) conversationId: string, @Ctx() { ctx }: GqlContext): Promise<ReplyRules | null> {
    return this.services.platform.replyRules(ctx.actor, conversationId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Sends again a reply whose delivery to its platform failed.' })
  async retryMessageDelivery(@Arg('messageId', () => ID) messageId: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.platform.retryDelivery(ctx.actor, messageId);
    return true;
  }
}
