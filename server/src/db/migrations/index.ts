import { Foundation1763800000000 } from './1763800000000-Foundation';
import { Messaging1763900000000 } from './1763900000000-Messaging';
import { WidgetIdentityVerification1764400000000 } from './1764400000000-WidgetIdentityVerification';
import { MessageFiles1764600000000 } from './1764600000000-MessageFiles';
import { ChangeCursorAndPresence1764800000000 } from './1764800000000-ChangeCursorAndPresence';
import { CustomerAdmin1765000000000 } from './1765000000000-CustomerAdmin';
import { AgentTeamAdmin1765100000000 } from './1765100000000-AgentTeamAdmin';
import { InboxCounters1765250000000 } from './1765250000000-InboxCounters';
import { AccountSecurity1765400000000 } from './1765400000000-AccountSecurity';
import { InlineInputTemplates1795566629645 } from './1795566629645-InlineInputTemplates';
import { ExternalPlatforms1795578639740 } from './1795578639740-ExternalPlatforms';
import { ProviderChannels1795580688867 } from './1795580688867-ProviderChannels';
import { ReportsAndExports1795587715506 } from './1795587715506-ReportsAndExports';
import { AgentTags1795600732217 } from './1795600732217-AgentTags';
import { CannedReplies1795600852718 } from './1795600852718-CannedReplies';
import { AutoAssignment1795600854197 } from './1795600854197-AutoAssignment';
import { ConversationMerge1795601228923 } from './1795601228923-ConversationMerge';
import { MaintainedInboxCounters1795700000000 } from './1795700000000-MaintainedInboxCounters';
import { MessageSearchRecent1795700100000 } from './1795700100000-MessageSearchRecent';
import { DropCountingIndexes1795700200000 } from './1795700200000-DropCountingIndexes';
import { AuditLog1795725107323 } from './1795725107323-AuditLog';
import { RetentionPolicy1795726482978 } from './1795726482978-RetentionPolicy';
import { OneRecentMessagesIndex1795727000000 } from './1795727000000-OneRecentMessagesIndex';
import { MessageReplyIndex1795728000000 } from './1795728000000-MessageReplyIndex';
import { ChangeCursorWithoutSerialising1795729000000 } from './1795729000000-ChangeCursorWithoutSerialising';
import { PresenceRefreshInPlace1795730000000 } from './1795730000000-PresenceRefreshInPlace';
import { AssignmentsInInboxOrder1795731000000 } from './1795731000000-AssignmentsInInboxOrder';
import { ChangeCursorReadWithoutQueueing1795732000000 } from './1795732000000-ChangeCursorReadWithoutQueueing';
import { ChangeCursorStampWithin1795733000000 } from './1795733000000-ChangeCursorStampWithin';
import { PlatformCustomersWithoutRefId1795740000000 } from './1795740000000-PlatformCustomersWithoutRefId';
import { InvitationPermissionsRecorded1795741000000 } from './1795741000000-InvitationPermissionsRecorded';
import { SecretsAtRest1795742000000 } from './1795742000000-SecretsAtRest';
import { CustomerMergedInto1795745000000 } from './1795745000000-CustomerMergedInto';
import { InvitationTeamsAndSentAt1796233967180 } from './1796233967180-InvitationTeamsAndSentAt';
import { NumberedGeneratedNames1796300000000 } from './1796300000000-NumberedGeneratedNames';
import { UndeliveredPlatformForms1796310000000 } from './1796310000000-UndeliveredPlatformForms';
import { Webhooks1796313038572 } from './1796313038572-Webhooks';
import { ContinuityAndNotifications1796344862884 } from './1796344862884-ContinuityAndNotifications';

/** Every migration, oldest first. A landed migration is never edited: add a new one. */
export const migrations = [
  Foundation1763800000000,
  Messaging1763900000000,
  WidgetIdentityVerification1764400000000,
  MessageFiles1764600000000,
  ChangeCursorAndPresence1764800000000,
  CustomerAdmin1765000000000,
  AgentTeamAdmin1765100000000,
  InboxCounters1765250000000,
  AccountSecurity1765400000000,
  InlineInputTemplates1795566629645,
  ExternalPlatforms1795578639740,
  ProviderChannels1795580688867,
  ReportsAndExports1795587715506,
  AgentTags1795600732217,
  CannedReplies1795600852718,
  AutoAssignment1795600854197,
  ConversationMerge1795601228923,
  MaintainedInboxCounters1795700000000,
  MessageSearchRecent1795700100000,
  DropCountingIndexes1795700200000,
  AuditLog1795725107323,
  RetentionPolicy1795726482978,
  OneRecentMessagesIndex1795727000000,
  MessageReplyIndex1795728000000,
  ChangeCursorWithoutSerialising1795729000000,
  PresenceRefreshInPlace1795730000000,
  AssignmentsInInboxOrder1795731000000,
  ChangeCursorReadWithoutQueueing1795732000000,
  ChangeCursorStampWithin1795733000000,
  PlatformCustomersWithoutRefId1795740000000,
  InvitationPermissionsRecorded1795741000000,
  SecretsAtRest1795742000000,
  CustomerMergedInto1795745000000,
  InvitationTeamsAndSentAt1796233967180,
  NumberedGeneratedNames1796300000000,
  UndeliveredPlatformForms1796310000000,
  Webhooks1796313038572,
  ContinuityAndNotifications1796344862884,
];
