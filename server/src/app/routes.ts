import { gettingStartedRoutes } from '../modules/onboarding/getting-started.routes';
import { apiKeyRoutes } from '../modules/api-key/api-key.routes';
import { appConfigRoutes } from '../modules/app-config/app-config.routes';
import { configurationRoutes } from '../modules/configuration/configuration.routes';
import { apiTokenRoutes } from '../modules/api-token/api-token.routes';
import { platformRoutes } from '../modules/platform/platform.routes';
import { sessionRoutes } from '../modules/session/session.routes';
import { conversationRoutes } from '../modules/conversation/conversation.routes';
import { conversationMergeRoutes } from '../modules/conversation/conversation-merge.routes';
import { customerMergeRoutes } from '../modules/customer/customer-merge.routes';
import { customerEraseRoutes } from '../modules/customer/customer-erase.routes';
import { messageRoutes } from '../modules/message/message.routes';
import { fileRoutes } from '../modules/file/file.routes';
import { accountRoutes } from '../modules/account/account.routes';
import { invitationRoutes } from '../modules/invitation/invitation.routes';
import { workspaceRoutes } from '../modules/workspace/workspace.routes';
import { realtimeRoutes } from '../doors/realtime/realtime.routes';
import { updatesRoutes } from '../modules/updates/updates.routes';
import { presenceRoutes } from '../modules/presence/presence.routes';
import { agentRoutes } from '../modules/agent/agent.routes';
import { teamRoutes } from '../modules/team/team.routes';
import { assignmentRoutes } from '../modules/assignment/assignment.routes';
import { customerRoutes } from '../modules/customer/customer.routes';
import { inlineInputRoutes } from '../modules/inline-input/inline-input.routes';
import { settingRoutes } from '../modules/setting/setting.routes';
import { tagRoutes } from '../modules/tag/tag.routes';
import { reportRoutes } from '../modules/report/report.routes';
import { cannedReplyRoutes } from '../modules/canned-reply/canned-reply.routes';
import { auditRoutes } from '../modules/audit/audit.routes';
import { retentionRoutes } from '../modules/retention/retention.routes';
import { webhookRoutes } from '../modules/webhook/webhook.routes';
import { notificationRoutes } from '../modules/notification/notification.routes';
import { continuityRoutes } from '../modules/continuity/continuity.routes';
import { customerUpsertRoutes } from '../modules/customer/customer-upsert.routes';
import type { AnyRoute } from '../core/rest/route';
import type { Services } from './services';

/**
 * Every REST route: mounted and documented from this one table. Each area's factory is handed the
 * services its handlers call (its parameter's type names them, so it can reach no other).
 */
export function allRoutes(services: Services): AnyRoute[] {
  return [
    ...sessionRoutes(services),
    ...accountRoutes(services),
    ...invitationRoutes(services),
    ...realtimeRoutes,
    ...updatesRoutes(services),
    ...presenceRoutes(services),
    ...apiKeyRoutes(services),
    ...apiTokenRoutes(services),
    ...platformRoutes(services),
    ...workspaceRoutes(services),
    ...conversationRoutes(services),
    ...conversationMergeRoutes(services),
    ...customerMergeRoutes(services),
    ...customerEraseRoutes(services),
    ...messageRoutes(services),
    ...fileRoutes(services),
    ...appConfigRoutes(services),
    ...configurationRoutes(services),
    ...customerRoutes(services),
    ...customerUpsertRoutes(services),
    ...tagRoutes(services),
    ...settingRoutes(services),
    ...inlineInputRoutes(services),
    ...agentRoutes(services),
    ...teamRoutes(services),
    ...assignmentRoutes(services),
    ...reportRoutes(services),
    ...cannedReplyRoutes(services),
    ...auditRoutes(services),
    ...retentionRoutes(services),
    ...gettingStartedRoutes(services),
    ...webhookRoutes(services),
    ...notificationRoutes(services),
    ...continuityRoutes(services),
  ];
}

const unserved = new Proxy({} as Services, {
  get: (_target, name) => {
    throw new Error(`The route definitions serve no request (a handler asked for services.${String(name)})`);
  },
});

/** The same table read for what it declares (the OpenAPI file, tests that walk every path): a handler that runs throws. */
export function routeDefinitions(): AnyRoute[] {
  return allRoutes(unserved);
}
