/**
 * Every reason an error can give, by area: the id a client maps to its own words (REST error.reason,
 * GraphQL extensions.reason) and the key of its message in the catalogs (locales/<lang>/messages.po).
 */
import { ACCOUNT_REASONS, type AccountReason } from './account';
import { AGENT_REASONS, type AgentReason } from './agent';
import { API_KEY_REASONS, type ApiKeyReason } from './apiKey';
import { API_TOKEN_REASONS, type ApiTokenReason } from './apiToken';
import { APP_CONFIG_REASONS, type AppConfigReason } from './appConfig';
import { ASSIGNMENT_REASONS, type AssignmentReason } from './assignment';
import { AUDIT_REASONS, type AuditReason } from './audit';
import { AUTH_REASONS, type AuthReason } from './auth';
import { CANNED_REPLY_REASONS, type CannedReplyReason } from './cannedReply';
import { COMMON_REASONS, type CommonReason } from './common';
import { CONFIGURATION_REASONS, type ConfigurationReason } from './configuration';
import { CONTINUITY_REASONS, type ContinuityReason } from './continuity';
import { CONVERSATION_REASONS, type ConversationReason } from './conversation';
import { CUSTOMER_REASONS, type CustomerReason } from './customer';
import { FIELD_REASONS, type FieldReason } from './field';
import { FILE_REASONS, type FileReason } from './file';
import { INLINE_INPUT_REASONS, type InlineInputReason } from './inlineInput';
import { INVITATION_REASONS, type InvitationReason } from './invitation';
import { MESSAGE_REASONS, type MessageReason } from './message';
import { NOTIFICATION_REASONS, type NotificationReason } from './notification';
import { NOUN_REASONS, type NounReason } from './noun';
import { PLATFORM_REASONS, type PlatformReason } from './platform';
import { PRESENCE_REASONS, type PresenceReason } from './presence';
import { REPORT_REASONS, type ReportReason } from './report';
import { REQUEST_REASONS, type RequestReason } from './request';
import { RETENTION_REASONS, type RetentionReason } from './retention';
import { SESSION_REASONS, type SessionReason } from './session';
import { SETTING_REASONS, type SettingReason } from './setting';
import { TAG_REASONS, type TagReason } from './tag';
import { TEAM_REASONS, type TeamReason } from './team';
import { UPDATES_REASONS, type UpdatesReason } from './updates';
import { WEBHOOK_REASONS, type WebhookReason } from './webhook';
import { WORKSPACE_REASONS, type WorkspaceReason } from './workspace';

export const REASONS = {
  ...ACCOUNT_REASONS,
  ...AGENT_REASONS,
  ...API_KEY_REASONS,
  ...API_TOKEN_REASONS,
  ...APP_CONFIG_REASONS,
  ...ASSIGNMENT_REASONS,
  ...AUDIT_REASONS,
  ...AUTH_REASONS,
  ...CANNED_REPLY_REASONS,
  ...COMMON_REASONS,
  ...CONFIGURATION_REASONS,
  ...CONTINUITY_REASONS,
  ...CONVERSATION_REASONS,
  ...CUSTOMER_REASONS,
  ...FIELD_REASONS,
  ...FILE_REASONS,
  ...INLINE_INPUT_REASONS,
  ...INVITATION_REASONS,
  ...MESSAGE_REASONS,
  ...NOTIFICATION_REASONS,
  ...NOUN_REASONS,
  ...PLATFORM_REASONS,
  ...PRESENCE_REASONS,
  ...REPORT_REASONS,
  ...REQUEST_REASONS,
  ...RETENTION_REASONS,
  ...SESSION_REASONS,
  ...SETTING_REASONS,
  ...TAG_REASONS,
  ...TEAM_REASONS,
  ...UPDATES_REASONS,
  ...WEBHOOK_REASONS,
  ...WORKSPACE_REASONS,
} as const;

export type Reason =
  | AccountReason
  | AgentReason
  | ApiKeyReason
  | ApiTokenReason
  | AppConfigReason
  | AssignmentReason
  | AuditReason
  | AuthReason
  | CannedReplyReason
  | CommonReason
  | ConfigurationReason
  | ContinuityReason
  | ConversationReason
  | CustomerReason
  | FieldReason
  | FileReason
  | InlineInputReason
  | InvitationReason
  | MessageReason
  | NotificationReason
  | NounReason
  | PlatformReason
  | PresenceReason
  | ReportReason
  | RequestReason
  | RetentionReason
  | SessionReason
  | SettingReason
  | TagReason
  | TeamReason
  | UpdatesReason
  | WebhookReason
  | WorkspaceReason;

export type {
  AccountReason,
  AgentReason,
  ApiKeyReason,
  ApiTokenReason,
  AppConfigReason,
  AssignmentReason,
  AuditReason,
  AuthReason,
  CannedReplyReason,
  CommonReason,
  ConfigurationReason,
  ContinuityReason,
  ConversationReason,
  CustomerReason,
  FieldReason,
  FileReason,
  InlineInputReason,
  InvitationReason,
  MessageReason,
  NounReason,
  PlatformReason,
  PresenceReason,
  ReportReason,
  RequestReason,
  RetentionReason,
  SessionReason,
  SettingReason,
  TagReason,
  TeamReason,
  UpdatesReason,
  WorkspaceReason,
};
