import type { ServiceDeps } from './service-deps';
import { AgentService } from './agent/agent.service';
import { AssignmentService } from './assignment/assignment.service';
import { ApiKeyService } from './api-key/api-key.service';
import { ApiTokenService } from './api-token/api-token.service';
import { PlatformService } from './platform/platform.service';
import { AppConfigService } from './app-config/app-config.service';
import { ConfigurationService } from './configuration/configuration.service';
import { ConversationService } from './conversation/conversation.service';
import { ConversationMergeService } from './conversation/conversation-merge.service';
import { CustomerMergeService } from './customer/customer-merge.service';
import { CustomerEraseService } from './customer/customer-erase.service';
import { FileService } from './file/file.service';
import { MessageService } from './message/message.service';
import { PresenceService } from './presence/presence.service';
import { UpdatesService } from './updates/updates.service';
import { SessionService } from './session/session.service';
import { TeamService } from './team/team.service';
import { PasswordResetService } from './account/password-reset.service';
import { InvitationService } from './invitation/invitation.service';
import { WorkspaceService } from './workspace/workspace.service';
import { CustomerService } from './customer/customer.service';
import { InlineInputService } from './inline-input/inline-input.service';
import { SettingService } from './setting/setting.service';
import { TagService } from './tag/tag.service';
import { ReportService } from './report/report.service';
import { CannedReplyService } from './canned-reply/canned-reply.service';
import { AuditService } from './audit/audit.service';
import { RetentionService } from './retention/retention.service';

/** Every area's service, built once per process and shared by all doors. */
export interface Services {
  workspace: WorkspaceService;
  agent: AgentService;
  session: SessionService;
  apiKey: ApiKeyService;
  apiToken: ApiTokenService;
  platform: PlatformService;
  passwordReset: PasswordResetService;
  invitation: InvitationService;
  conversation: ConversationService;
  conversationMerge: ConversationMergeService;
  customerMerge: CustomerMergeService;
  customerErase: CustomerEraseService;
  message: MessageService;
  file: FileService;
  updates: UpdatesService;
  presence: PresenceService;
  appConfig: AppConfigService;
  configuration: ConfigurationService;
  setting: SettingService;
  tag: TagService;
  customer: CustomerService;
  team: TeamService;
  inlineInput: InlineInputService;
  report: ReportService;
  assignment: AssignmentService;
  cannedReply: CannedReplyService;
  audit: AuditService;
  retention: RetentionService;
}

export function createServices(deps: ServiceDeps): Services {
  // Each service is built once and handed to those that need it (never built again inside another).
  const session = new SessionService(deps);
  const appConfig = new AppConfigService(deps);
  const message = new MessageService(deps, appConfig);
  const tag = new TagService(deps);
  const conversation = new ConversationService(deps);
  const apiToken = new ApiTokenService(deps);
  const agent = new AgentService(deps, conversation, tag, apiToken);
  const setting = new SettingService(deps, appConfig, tag);
  const invitation = new InvitationService(deps, session, agent);
  const file = new FileService(deps, message);
  return {
    workspace: new WorkspaceService(deps, invitation, agent),
    agent,
    session,
    apiKey: new ApiKeyService(deps),
    apiToken,
    platform: new PlatformService(deps),
    passwordReset: new PasswordResetService(deps),
    invitation,
    conversation,
    conversationMerge: new ConversationMergeService(deps),
    message,
    file,
    updates: new UpdatesService(deps),
    presence: new PresenceService(deps),
    appConfig,
    configuration: new ConfigurationService(deps),
    setting,
    tag,
    customer: new CustomerService(deps, appConfig, setting, tag),
    team: new TeamService(deps),
    inlineInput: new InlineInputService(deps, message),
    report: new ReportService(deps, appConfig, setting, file),
    assignment: new AssignmentService(deps),
    cannedReply: new CannedReplyService(deps),
    audit: new AuditService(deps),
    retention: new RetentionService(deps, () => file.storage),
    customerMerge: new CustomerMergeService(deps),
    customerErase: new CustomerEraseService(deps, () => file.storage),
  };
}
