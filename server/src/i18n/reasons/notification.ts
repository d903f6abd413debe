import type { ReasonTable } from './reason-table';

/** Agent notifications (modules/notification): its errors, and the words of its pushes and emails. */
export const NOTIFICATION_REASONS = {
  'notification.pushSubscriptionNotFound': [],
  'notification.forAgents': [],
  'notification.notAPushKey': [],
  'notify.newConversationTitle': ['name'],
  'notify.messageTitle': ['name'],
  'notify.mentionTitle': ['name'],
  'notify.openToRead': [],
  'notify.sentFile': ['name'],
  'notify.sentAttachment': [],
  'notify.emailSubject': ['count', 'workspace'],
  'notify.emailGreeting': ['name'],
  'notify.emailIntro': [],
  'notify.kind.newConversation': [],
  'notify.kind.assignedMessage': [],
  'notify.kind.mention': [],
  'notify.emailOpen': [],
  'notify.emailFooter': ['minutes', 'link'],
} as const satisfies ReasonTable;

export type NotificationReason = keyof typeof NOTIFICATION_REASONS;
