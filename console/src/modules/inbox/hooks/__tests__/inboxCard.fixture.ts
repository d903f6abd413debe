import type { InboxCard } from '../../utils/cardCache';

/** An inbox card as the cache holds it: an open web conversation with nothing on it, then the test's own fields. */
export const inboxCard = (id: string, fields: Partial<InboxCard> = {}): InboxCard & { __typename: 'Conversation' } => ({
  __typename: 'Conversation',
  id,
  name: `Conversation ${id}`,
  generatedName: false,
  online: false,
  profilePic: null,
  status: 'open',
  hidden: false,
  snooze: 0,
  mentioned: false,
  unread: false,
  source: 'web',
  livechat: false,
  tags: [],
  orderTimestamp: 1,
  lastUpdateTimestamp: 1,
  customerRating: null,
  customer: [],
  assignedAgent: [],
  team: [],
  lastMessage: null,
  ...fields,
});
