import { Agent } from '../modules/agent/agent.entity';
import { AssignmentQueueEntry } from '../modules/assignment/assignment.entity';
import { ApiKey } from '../modules/api-key/api-key.entity';
import { ApiToken } from '../modules/api-token/api-token.entity';
import { Conversation, ConversationAssignee, ConversationMember, ConversationTeam } from '../modules/conversation/conversation.entity';
import { ConversationMerge } from '../modules/conversation/conversation-merge.entity';
import { ConversationCounted, InboxCounter } from '../modules/conversation/inbox-counter.entity';
import { Customer } from '../modules/customer/customer.entity';
import { CustomerNote } from '../modules/customer/customer-note.entity';
import { Identity } from '../modules/identity/identity.entity';
import { InlineInputTemplate } from '../modules/inline-input/inline-input-template.entity';
import { Invitation, PasswordReset } from '../modules/invitation/invitation.entity';
import { Message } from '../modules/message/message.entity';
import { MessageFile } from '../modules/message/message-file.entity';
import { ExternalPlatform, FacebookPage, PlatformChannel, PlatformEvent, PlatformIdentity } from '../modules/platform/platform.entity';
import { MessageExport } from '../modules/report/message-export.entity';
import { Presence } from '../modules/presence/presence.entity';
import { AuthSession } from '../modules/session/session.entity';
import { UserConfiguration, WorkspaceSetting } from '../modules/setting/setting.entity';
import { WorkspaceTag } from '../modules/tag/workspace-tag.entity';
import { Team, TeamMember } from '../modules/team/team.entity';
import { Workspace } from '../modules/workspace/workspace.entity';
import { CannedReply } from '../modules/canned-reply/canned-reply.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { WebhookDelivery, WebhookSubscription } from '../modules/webhook/webhook.entity';
import { RetentionPolicy } from '../modules/retention/retention-policy.entity';
import { AgentNotification, ConsoleFocus, PushSubscription } from '../modules/notification/notification.entity';
import { ConversationEmailThread } from '../modules/continuity/email-thread.entity';

export const entities = [
  Workspace,
  Identity,
  Agent,
  Customer,
  CustomerNote,
  Team,
  TeamMember,
  AuthSession,
  ApiKey,
  ApiToken,
  WorkspaceSetting,
  UserConfiguration,
  Invitation,
  PasswordReset,
  Conversation,
  ConversationAssignee,
  ConversationTeam,
  ConversationMember,
  ConversationMerge,
  InboxCounter,
  ConversationCounted,
  Message,
  MessageFile,
  Presence,
  ExternalPlatform,
  FacebookPage,
  PlatformIdentity,
  PlatformEvent,
  PlatformChannel,
  WorkspaceTag,
  InlineInputTemplate,
  MessageExport,
  AssignmentQueueEntry,
  CannedReply,
  AuditEntry,
  RetentionPolicy,
  WebhookSubscription,
  WebhookDelivery,
  PushSubscription,
  AgentNotification,
  ConsoleFocus,
  ConversationEmailThread,
];
