import { z } from 'zod';
import { asQueryText, clientTypeField, idListParam, uuid } from '../../core/rest/fields';
import { MAX_TIME_MS } from '../../common/validate';
import { AGENT_STATUSES, CONVERSATION_STATUSES, SOURCES } from './conversation.constants';
import { LIST_PAGE, STATUS_FILTERS, VIEW_FILTERS } from './conversation.constants';

/** One id or a list of them (the console sends either). */
export const idOrIds = z
  .union([uuid, z.array(uuid).max(50)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();
const idRef = z.object({ id: z.string() });
export const ratingSchema = z.object({ score: z.number().int(), comment: z.string().optional() });

/**
 * What a list row shows of the newest message (system notices excluded). Two are kept: the newest
 * of all (agents) and the newest non-internal one (customers), so a customer's list never shows an
 * internal message. The caller's unread flag compares its seq with their read position.
 */
export const lastMessageSchema = z.object({
  id: z.string(),
  seq: z.number(),
  senderType: z.string(),
  senderId: z.string().nullable(),
  type: z.number(),
  text: z.string(),
  internal: z.boolean(),
  timestamp: z.number(),
});

/** Spec §3 Conversation as the caller sees it (mentioned, lastRead and unread are the caller's own); GraphQL resolves the relations apart. */
export const conversationCoreSchema = z.object({
  id: z.string(),
  name: z.string().describe("'Conversation ' + the first 7 characters of the id unless named"),
  generatedName: z.boolean().describe("True while nobody named the conversation: name is the English default, for a client to say in its reader's language"),
  profilePic: z.string().nullable(),
  subtitle: z.string().nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  customer: z.array(idRef),
  tags: z.array(z.string()),
  hidden: z.boolean(),
  mentioned: z.boolean().describe('The caller was @mentioned and has not read it since'),
  snooze: z.number().describe('ms; 0 = not snoozed'),
  source: z.enum(SOURCES),
  lastUpdateTimestamp: z.number(),
  orderTimestamp: z.number(),
  agentOnly: z.boolean(),
  lastRead: idRef.nullable().describe("The caller's last read message"),
  livechat: z.boolean(),
  online: z.boolean().describe('Its customer has an open realtime connection'),
  agentStatus: z
    .enum(AGENT_STATUSES)
    .describe('unassigned: no agent is assigned; online: one of its assigned agents has an open realtime connection; offline: none has'),
  customerRating: ratingSchema.nullable(),
  agentRating: ratingSchema.nullable(),
  unread: z.boolean().describe('For the caller'),
  lastMessage: lastMessageSchema.nullable().describe('Customers get the newest non-internal message'),
  meta: z.record(z.string(), z.unknown()),
  mergedInto: idRef.nullable().describe('Merged into this conversation: read-only since; its messages are there'),
});

/** The REST shape: the core plus its relations. */
export const conversationSchema = conversationCoreSchema.extend({
  team: z.array(idRef),
  agent: z.array(idRef).describe('Agents taking part: created it, sent in it or were assigned'),
  assignedAgent: z.array(idRef),
});

/** Inbox counters over open conversations: me, unassigned, mention, snooze, hidden, and per team of the caller. */
export const countsSchema = z.object({
  me: z.number(),
  unassigned: z.number(),
  mention: z.number(),
  snooze: z.number(),
  hidden: z.number(),
  team: z.record(z.string(), z.number()).describe("Per team id, for the caller's teams"),
});

const filterTag = z.string().max(100);
const filterTime = z.number().int('must be a whole number of milliseconds').nonnegative().max(MAX_TIME_MS);

/**
 * Spec §3 "Conversation filter", declared once: the service and SQL builder read its type
 * (ConversationFilter), GET /api/conversation reads it from query text, a saved view keeps it
 * (configuration.types.ts) and the GraphQL types are held to it (conversation.graphql-types.ts).
 */
export const conversationFilterSchema = z.object({
  status: z.enum(STATUS_FILTERS).optional().describe('Default open'),
  filter: z.enum(VIEW_FILTERS).optional().describe('Default me for agents (all for API tokens); customers always get their own'),
  team: uuid.optional(),
  customerId: uuid.optional(),
  agentId: uuid.optional(),
  tag: filterTag.optional(),
  customerTag: filterTag.optional(),
  beforeTimestamp: filterTime.optional().describe('Last activity before this time (ms)'),
  afterTimestamp: filterTime.optional().describe('Last activity after this time (ms)'),
  showOnline: z.boolean().optional().describe('Only conversations whose customer is online'),
  reverseOrder: z.boolean().optional().describe('true: oldest activity first'),
});

/** The filter plus its paging: what a list is asked with, on either door. */
export const conversationListSchema = conversationFilterSchema.extend({
  size: z.number().int().min(1).max(LIST_PAGE.max).optional().describe(`Default ${LIST_PAGE.default}`),
  beforeId: uuid.optional().describe('The last conversation of the previous page'),
});

export const listQuerySchema = asQueryText(conversationListSchema).extend({ clientType: clientTypeField });

export const getQuerySchema = z.object({
  id: idListParam,
  clientType: clientTypeField,
});

export const updateBodySchema = z.object({
  id: uuid,
  status: z.enum(CONVERSATION_STATUSES).optional(),
  name: z.string().max(200).nullable().optional(),
  hidden: z.boolean().optional(),
  addAgent: idOrIds,
  removeAgent: idOrIds,
  addTeam: idOrIds,
  removeTeam: idOrIds,
  clientType: clientTypeField,
});

export const snoozeBodySchema = z.object({
  id: uuid,
  snooze: z.number().int().nonnegative().describe('Until when (ms); 0 clears. A time already past is refused.'),
  clientType: clientTypeField,
});

export const createBodySchema = z.object({
  agent: z.array(uuid).max(50).optional().describe('Assignees; an agent creating it is assigned when this and team are empty'),
  team: z
    .array(uuid)
    .max(50)
    .optional()
    .describe("Teams; without an agent it waits for their automatic assignment (a team's assignmentMode). Not for visitors"),
  customer: z.array(uuid).max(1).optional().describe('The customer; a visitor sends none or their own id'),
  source: z.enum(SOURCES).optional().describe('Default web (api for API tokens); visitors are always web'),
  name: z.string().max(200).optional(),
  clientType: clientTypeField,
});

export const idBodySchema = z.object({ id: uuid, clientType: clientTypeField });

export const tagBodySchema = z.object({
  conversationId: uuid,
  tag: z.array(z.string().max(100)).min(1).max(50),
  clientType: clientTypeField,
});

export const rateBodySchema = z.object({
  conversationId: uuid,
  score: z.number().int().min(1).max(5),
  comment: z.string().max(2000).optional(),
  clientType: clientTypeField,
});
