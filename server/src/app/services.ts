import { GettingStartedService } from '../modules/onboarding/getting-started.service';
import type { ServiceDeps } from '../modules/service-deps';
import { JobQueue } from '../core/jobs/job-queue';
import { createMailer } from '../mail/mailer';
import { AgentService } from '../modules/agent/agent.service';
import { AssignmentService } from '../modules/assignment/assignment.service';
import { ApiKeyService } from '../modules/api-key/api-key.service';
import { ApiTokenService } from '../modules/api-token/api-token.service';
import { PlatformService } from '../modules/platform/platform.service';
import { AppConfigService } from '../modules/app-config/app-config.service';
import { ConfigurationService } from '../modules/configuration/configuration.service';
import { ConversationService } from '../modules/conversation/conversation.service';
import { ConversationMergeService } from '../modules/conversation/conversation-merge.service';
import { CustomerMergeService } from '../modules/customer/customer-merge.service';
import { CustomerEraseService } from '../modules/customer/customer-erase.service';
import { FileService } from '../modules/file/file.service';
import { MessageService } from '../modules/message/message.service';
import { PresenceService } from '../modules/presence/presence.service';
import { UpdatesService } from '../modules/updates/updates.service';
import { SessionService } from '../modules/session/session.service';
import { TeamService } from '../modules/team/team.service';
import { PasswordResetService } from '../modules/account/password-reset.service';
import { InvitationService } from '../modules/invitation/invitation.service';
import { WorkspaceService } from '../modules/workspace/workspace.service';
import { CustomerService } from '../modules/customer/customer.service';
import { CustomerUpsertService } from '../modules/customer/customer-upsert.service';
import { InlineInputService } from '../modules/inline-input/inline-input.service';
import { SettingService } from '../modules/setting/setting.service';
import { TagService } from '../modules/tag/tag.service';
import { ReportService } from '../modules/report/report.service';
import { CannedReplyService } from '../modules/canned-reply/canned-reply.service';
import { AuditService } from '../modules/audit/audit.service';
import { RetentionService } from '../modules/retention/retention.service';
import { WebhookService } from '../modules/webhook/webhook.service';
import { NotificationService } from '../modules/notification/notification.service';
import { ContinuityService } from '../modules/continuity/continuity.service';

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
  customerUpsert: CustomerUpsertService;
  team: TeamService;
  inlineInput: InlineInputService;
  report: ReportService;
  assignment: AssignmentService;
  cannedReply: CannedReplyService;
  audit: AuditService;
  retention: RetentionService;
  gettingStarted: GettingStartedService;
  webhook: WebhookService;
  notification: NotificationService;
  continuity: ContinuityService;
}

/**
 * The durable job queue, started, and the services over it: a node and the demo seeder both need
 * them before they touch a workspace (the first seed may already queue an email). The caller stops the queue.
 */
export async function startServices(deps: Omit<ServiceDeps, 'mailer' | 'jobs'>): Promise<{ services: Services; jobs: JobQueue }> {
  const jobs = new JobQueue(deps.dataSource, deps.logger, { pollingSeconds: deps.config.jobsPollSeconds });
  await jobs.start();
  return { services: createServices({ ...deps, mailer: createMailer(deps.config, deps.logger), jobs }), jobs };
}

export function createServices(deps: ServiceDeps): Services {
  // Each service is built once and handed to those that need it (never built again inside another).
  const session = new SessionService(deps);
  const appConfig = new AppConfigService(deps);
  const conversation = new ConversationService(deps);
  const message = new MessageService(deps, appConfig, conversation);
  const tag = new TagService(deps);
  const apiToken = new ApiTokenService(deps);
  const agent = new AgentService(deps, conversation, tag, apiToken);
  const setting = new SettingService(deps, appConfig, tag);
  const invitation = new InvitationService(deps, session, agent);
  const file = new FileService(deps, message);
  const customer = new CustomerService(deps, appConfig, setting, tag);
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
    customer,
    customerUpsert: new CustomerUpsertService(deps, customer),
    team: new TeamService(deps),
    inlineInput: new InlineInputService(deps, message),
    report: new ReportService(deps, appConfig, setting, file),
    assignment: new AssignmentService(deps),
    cannedReply: new CannedReplyService(deps),
    audit: new AuditService(deps),
    retention: new RetentionService(deps, () => file.storage),
    customerMerge: new CustomerMergeService(deps),
    customerErase: new CustomerEraseService(deps, () => file.storage),
    gettingStarted: new GettingStartedService(deps, appConfig),
    webhook: new WebhookService(deps),
    notification: new NotificationService(deps, appConfig),
    continuity: new ContinuityService(deps, message, file),
  };
}
