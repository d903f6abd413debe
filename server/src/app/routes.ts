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
import type { AnyRoute } from '../core/rest/route';

/** Every REST route: mounted and documented from this one table. */
export const allRoutes: AnyRoute[] = [
  ...sessionRoutes,
  ...accountRoutes,
  ...invitationRoutes,
  ...realtimeRoutes,
  ...updatesRoutes,
  ...presenceRoutes,
  ...apiKeyRoutes,
  ...apiTokenRoutes,
  ...platformRoutes,
  ...workspaceRoutes,
  ...conversationRoutes,
  ...conversationMergeRoutes,
  ...customerMergeRoutes,
  ...customerEraseRoutes,
  ...messageRoutes,
  ...fileRoutes,
  ...appConfigRoutes,
  ...configurationRoutes,
  ...customerRoutes,
  ...tagRoutes,
  ...settingRoutes,
  ...inlineInputRoutes,
  ...agentRoutes,
  ...teamRoutes,
  ...assignmentRoutes,
  ...reportRoutes,
  ...cannedReplyRoutes,
  ...auditRoutes,
  ...retentionRoutes,
];
