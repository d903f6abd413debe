import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField } from '../../core/rest/fields';
import { CUSTOM_FIELD_TYPES } from '@parley/protocol';
import type { SettingService } from './setting.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  setting: SettingService;
}

const tag = 'setting';

const definitionSchema = z.object({
  id: z.string().describe('Letters, digits and _, starting with a letter; unique regardless of case. Criteria name it fields.<id>'),
  type: z.enum(CUSTOM_FIELD_TYPES),
  name: z.object({ en: z.string(), zh: z.string(), 'zh-cn': z.string() }).describe('A language left empty shows the English name'),
});

const settingSchema = z.object({
  customerFields: z.array(definitionSchema),
  agentFields: z.array(definitionSchema),
  exportKey: z.string().nullable().describe('The report password; null without manageSettings or report'),
  appConfig: z.record(z.string(), z.unknown()).describe('The widget/app configuration (GET /api/application without the live state)'),
  defaultCustomerTags: z.array(z.string()).describe('Tags every new customer starts with, whichever door they come through'),
  assignOnReply: z.boolean().describe('An agent who replies to a conversation nobody is assigned is assigned to it (default true)'),
});

const ruleSchema = z.object({
  type: z.literal('conversationTagAssignRule'),
  tag: z.string(),
  team: z.array(z.string()).describe('Team ids assigned to a conversation when it receives the tag'),
});

// Validated whole by the service (setting/custom-fields.ts, app-config) so a 400 names each bad field.
const updateBodySchema = z.object({
  customerFields: z.array(z.unknown()).optional().describe('The whole list of customer field definitions (replaces the stored one)'),
  agentFields: z.array(z.unknown()).optional().describe('The whole list of agent field definitions'),
  appConfig: z.record(z.string(), z.unknown()).optional().describe('Fields of the widget/app configuration to change'),
  defaultCustomerTags: z.array(z.unknown()).optional().describe('The whole list of default customer tags (at most 20; empty clears it)'),
  assignOnReply: z.unknown().optional().describe('true or false: whether replying to an unassigned conversation assigns it to the replier'),
  clientType: clientTypeField,
});

export function settingRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/setting',
      operationId: 'adminSetting',
      tag,
      summary:
        'Custom field definitions (customerFields, agentFields), the report password (exportKey) and the widget configuration. manageSettings or manageUser.',
      auth: 'session',
      query: z.object({ clientType: clientTypeField }),
      response: settingSchema,
      handler: ({ ctx }) => services.setting.get(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/setting/update',
      operationId: 'updateAdminSetting',
      tag,
      summary:
        'Replaces customerFields and/or agentFields (types text, longText, phone, address, email, url, date, anniversary) and merges appConfig; ' +
        'everything is validated before anything is stored. Answers the new settings. manageSettings.',
      auth: 'session',
      body: updateBodySchema,
      response: settingSchema,
      handler: ({ ctx, body }) => services.setting.update(ctx.actor, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/setting/rule',
      operationId: 'settingRules',
      tag,
      summary: "The tag rules: a conversation that receives `tag` is assigned to the rule's teams. manageSettings.",
      auth: 'session',
      query: z.object({ clientType: clientTypeField }),
      response: z.array(ruleSchema),
      handler: ({ ctx }) => services.setting.rules(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/setting/rule/update',
      operationId: 'updateSettingRules',
      tag,
      summary:
        'Replaces the tag rules ({type: conversationTagAssignRule, tag, team[]}; one rule per tag; a rule without teams is removed). ' +
        'Unknown teams answer 400 naming rules.N.team. A rule goes when its tag is deleted from the conversation tags; a deleted team leaves every rule. manageSettings.',
      auth: 'session',
      body: z.object({ rules: z.array(z.unknown()).describe('The whole list'), clientType: clientTypeField }),
      response: z.array(ruleSchema),
      handler: ({ ctx, body }) => services.setting.updateRules(ctx.actor, body.rules),
    }),
  ];
}
