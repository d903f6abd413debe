export const CONVERSATION_STATUSES = ['open', 'closed', 'terminated'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const SOURCES = ['facebook', 'whatsapp', 'sanuker', 'api', 'web'] as const;
export type Source = (typeof SOURCES)[number];
/** Spec §3 Conversation.agentStatus (derived, not stored): see conversation-query.ts AGENT_STATUS_SQL. */
export const AGENT_STATUSES = ['unassigned', 'offline', 'online'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const STATUS_FILTERS = ['all', 'open', 'closed'] as const;
export const VIEW_FILTERS = ['all', 'me', 'unassigned', 'snooze', 'hidden', 'mention', 'team'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type ViewFilter = (typeof VIEW_FILTERS)[number];

export const LIST_PAGE = { default: 20, max: 100 } as const;
