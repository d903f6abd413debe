import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { LanguageTextsInput, LanguageTextsType } from '../../core/graphql/language-texts';
import type { GqlContext } from '../graphql-context';
import type { CustomFieldDefinition } from './custom-fields';
import type { SettingService, AdminSettingView } from './setting.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  setting: SettingService;
}

@ObjectType('CustomFieldName', { description: 'A custom field name per language; an empty language shows the English name.' })
export class CustomFieldNameType extends LanguageTextsType {}

@ObjectType('CustomFieldDefinition', { description: 'Spec §3: a custom customer or agent field.' })
export class CustomFieldDefinitionType {
  @Field({ description: 'Criteria name it fields.<id>' })
  id: string;

  @Field({ description: 'text, longText, phone, address, email, url, date (YYYY-MM-DD) or anniversary (MM-DD)' })
  type: string;

  @Field(() => CustomFieldNameType)
  name: CustomFieldNameType;
}

@ObjectType('AdminSetting')
export class AdminSettingType {
  @Field(() => [CustomFieldDefinitionType])
  customerFields: CustomFieldDefinitionType[];

  @Field(() => [CustomFieldDefinitionType])
  agentFields: CustomFieldDefinitionType[];

  @Field(() => String, { nullable: true, description: 'The report password; null without manageSettings or report' })
  exportKey: string | null;

  @Field(() => GraphQLJSONObject, { description: 'The widget/app configuration' })
  appConfig: Record<string, unknown>;

  @Field(() => [String], { description: 'Tags every new customer starts with' })
  defaultCustomerTags: string[];

  @Field({ description: 'An agent who replies to a conversation nobody is assigned is assigned to it (default true)' })
  assignOnReply: boolean;
}

@ObjectType('TagAssignRule', { description: 'Spec §3 settings rule: a conversation that receives `tag` is assigned to `team`.' })
export class TagAssignRuleType {
  @Field({ description: 'conversationTagAssignRule' })
  type: string;

  @Field()
  tag: string;

  @Field(() => [String], { description: 'Team ids' })
  team: string[];
}

@InputType('TagAssignRuleInput')
export class TagAssignRuleInput {
  @Field(() => String, { nullable: true, description: 'conversationTagAssignRule (the default)' })
  type?: string | null;

  @Field()
  tag: string;

  @Field(() => [String])
  team: string[];
}

@InputType('CustomFieldNameInput')
export class CustomFieldNameInput extends LanguageTextsInput {
  @Field()
  declare en: string;
}

@InputType('CustomFieldDefinitionInput')
export class CustomFieldDefinitionInput {
  @Field()
  id: string;

  @Field()
  type: string;

  @Field(() => CustomFieldNameInput)
  name: CustomFieldNameInput;
}

const definitionOut = (d: CustomFieldDefinition): CustomFieldDefinitionType => ({
  id: d.id,
  type: d.type,
  name: { en: d.name.en, zh: d.name.zh, zh_cn: d.name['zh-cn'] },
});

const definitionIn = (d: CustomFieldDefinitionInput) => ({
  id: d.id,
  type: d.type,
  name: { en: d.name.en, ...(d.name.zh ? { zh: d.name.zh } : {}), ...(d.name.zh_cn ? { zh_cn: d.name.zh_cn } : {}) },
});

export const toAdminSettingType = (v: AdminSettingView): AdminSettingType => ({
  customerFields: v.customerFields.map(definitionOut),
  agentFields: v.agentFields.map(definitionOut),
  exportKey: v.exportKey,
  appConfig: v.appConfig,
  defaultCustomerTags: v.defaultCustomerTags,
  assignOnReply: v.assignOnReply,
});

/** GraphQL door of the admin settings: GET /api/admin/setting and POST /api/admin/setting/update. */
@Resolver()
export class SettingResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => AdminSettingType, { description: 'GET /api/admin/setting (manageSettings or manageUser)' })
  async adminSetting(@Ctx() { ctx }: GqlContext): Promise<AdminSettingType> {
    return toAdminSettingType(await this.services.setting.get(ctx.actor));
  }

  @Authorized()
  @Mutation(() => AdminSettingType, { description: 'POST /api/admin/setting/update: each list given replaces the stored one (manageSettings)' })
  async updateAdminSetting(
    @Arg('customerFields', () => [CustomFieldDefinitionInput], { nullable: true }) customerFields: CustomFieldDefinitionInput[] | null,
    @Arg('agentFields', () => [CustomFieldDefinitionInput], { nullable: true }) agentFields: CustomFieldDefinitionInput[] | null,
    @Arg('appConfig', () => GraphQLJSONObject, { nullable: true }) appConfig: Record<string, unknown> | null,
    @Arg('defaultCustomerTags', () => [String], { nullable: true }) defaultCustomerTags: string[] | null,
    @Arg('assignOnReply', () => Boolean, { nullable: true }) assignOnReply: boolean | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AdminSettingType> {
    const view = await this.services.setting.update(ctx.actor, {
      customerFields: customerFields?.map(definitionIn),
      agentFields: agentFields?.map(definitionIn),
      appConfig: appConfig ?? undefined,
      defaultCustomerTags: defaultCustomerTags ?? undefined,
      assignOnReply: assignOnReply ?? undefined,
    });
    return toAdminSettingType(view);
  }

  @Authorized()
  @Query(() => [TagAssignRuleType], { description: 'GET /api/admin/setting/rule (manageSettings)' })
  settingRules(@Ctx() { ctx }: GqlContext): Promise<TagAssignRuleType[]> {
    return this.services.setting.rules(ctx.actor);
  }

  @Authorized()
  @Mutation(() => [TagAssignRuleType], { description: 'POST /api/admin/setting/rule/update: replaces the tag rules (manageSettings)' })
  updateSettingRules(@Arg('rules', () => [TagAssignRuleInput]) rules: TagAssignRuleInput[], @Ctx() { ctx }: GqlContext): Promise<TagAssignRuleType[]> {
    return this.services.setting.updateRules(
      ctx.actor,
      rules.map((r) => ({ ...(r.type ? { type: r.type } : {}), tag: r.tag, team: r.team })),
    );
  }
}
