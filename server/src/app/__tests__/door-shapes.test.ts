import { isObjectType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { routeDefinitions } from '../routes';
import { createSchema } from '../schema';
import { shapeDiff } from './shape-diff';

interface Twin {
  /** The GraphQL object type. */
  graphql: string;
  /** The REST route whose answer (`data`; a list's item) is its twin: 'get /api/...'. */
  rest: string;
  /** A paged REST answer (`{ data: [...], total }`): the GraphQL type holds the list under this name beside total. */
  pagedAs?: string;
  /** Where the two doors part on purpose: the difference's path, and why. */
  apart?: Record<string, string>;
}

const SPEC_USER_ID = 'The spec names the id userId and REST keeps that name beside id; GraphQL identifies by id alone';
const LOADED_NAME = 'GraphQL resolves the name from the reference apart (a DataLoader); REST sends only the id';
const BY_QUERY = 'REST adds it on request (fields=conversations); GraphQL reads it with its own query';
const VISITOR_DEFAULTS =
  'REST omits the agent-only parts for a visitor reading themself; GraphQL answers them empty (false, [], 0: CustomerResolver toType) so agents read them non-null';

/**
 * Every shape served on both doors. Nested objects are compared where they sit (Conversation's
 * lastMessage, Customer's notes, a dashboard's days...), so each is listed once, under the type
 * that carries it.
 */
const TWINS: Twin[] = [
  {
    graphql: 'Conversation',
    rest: 'post /api/conversation/create',
    apart: {
      'Conversation.assignedAgent[].displayName': LOADED_NAME,
      'Conversation.assignedAgent[].profilePic': LOADED_NAME,
      'Conversation.agent[].displayName': LOADED_NAME,
      'Conversation.agent[].profilePic': LOADED_NAME,
      'Conversation.team[].name': LOADED_NAME,
      'Conversation.customer[].displayName': LOADED_NAME,
      'Conversation.customer[].generatedName': LOADED_NAME,
    },
  },
  {
    graphql: 'ConversationCounts',
    rest: 'get /api/conversation/counts',
    apart: { 'ConversationCounts.team': 'A map keyed by team id in REST; GraphQL has no map type, so a list of TeamCount { teamId, count }' },
  },
  { graphql: 'ConversationMergeResult', rest: 'post /api/conversation/merge' },
  { graphql: 'Message', rest: 'post /api/message/send' },
  { graphql: 'MessagePage', rest: 'get /api/conversation/:id/message', pagedAs: 'messages' },
  { graphql: 'MessageSearchHit', rest: 'get /api/message/search' },
  { graphql: 'ReadReceipt', rest: 'post /api/conversation/read' },
  {
    graphql: 'Customer',
    rest: 'get /api/admin/customer/get',
    apart: {
      'Customer.userId': SPEC_USER_ID,
      'Customer.conversations': BY_QUERY,
      'Customer.archived': VISITOR_DEFAULTS,
      'Customer.tags': VISITOR_DEFAULTS,
      'Customer.conversationCount': VISITOR_DEFAULTS,
      'Customer.notes': VISITOR_DEFAULTS,
    },
  },
  {
    graphql: 'CustomerPage',
    rest: 'post /api/admin/customer',
    apart: {
      'CustomerPage.items[].userId': SPEC_USER_ID,
      'CustomerPage.items[].conversations': BY_QUERY,
      'CustomerPage.items[].archived': VISITOR_DEFAULTS,
      'CustomerPage.items[].tags': VISITOR_DEFAULTS,
      'CustomerPage.items[].conversationCount': VISITOR_DEFAULTS,
      'CustomerPage.items[].notes': VISITOR_DEFAULTS,
    },
  },
  { graphql: 'CustomerMergeResult', rest: 'post /api/admin/customer/merge' },
  { graphql: 'InvitationList', rest: 'get /api/admin/agent/invitation' },
  { graphql: 'GettingStarted', rest: 'get /api/gettingStarted' },
  { graphql: 'CustomerErasure', rest: 'post /api/admin/customer/erase' },
  {
    graphql: 'Agent',
    rest: 'get /api/admin/agent/get',
    apart: {
      'Agent.userId': SPEC_USER_ID,
      'Agent.conversations': BY_QUERY,
      'Agent.capacity': 'Resolved apart by the assignment module (AgentCapacityResolver); REST reads it at GET /api/admin/agent/capacity',
      'Agent.teams[].name': `GraphQL reuses ConversationTeam, whose name is resolved apart and null for a team gone meanwhile; ${LOADED_NAME}`,
    },
  },
  { graphql: 'AgentCapacity', rest: 'get /api/admin/agent/capacity' },
  {
    graphql: 'Team',
    rest: 'get /api/admin/team',
    apart: { 'Team.members': 'The members resolved as agents (TeamResolver); REST and GraphQL both list their ids in agent' },
  },
  { graphql: 'TeamQueue', rest: 'post /api/admin/team/assignment' },
  { graphql: 'AssignmentQueues', rest: 'get /api/assignment/queue' },
  { graphql: 'ApiKey', rest: 'get /api/admin/setting/apiKey' },
  { graphql: 'ApiToken', rest: 'get /api/admin/apiToken' },
  { graphql: 'ExternalPlatform', rest: 'get /api/admin/setting/externalPlatform' },
  { graphql: 'CannedReply', rest: 'get /api/cannedReply' },
  { graphql: 'InlineInputTemplate', rest: 'get /api/admin/inlineInput/:id' },
  { graphql: 'InlineInputTemplatePage', rest: 'get /api/admin/inlineInput', pagedAs: 'items' },
  {
    graphql: 'AdminSetting',
    rest: 'get /api/admin/setting',
    apart: Object.fromEntries(
      ['customerFields', 'agentFields'].flatMap((list) => [
        [`AdminSetting.${list}[].name.zh_cn`, 'A GraphQL name cannot hold a hyphen: the spec’s zh-cn name is zh_cn there'],
        [`AdminSetting.${list}[].name.zh-cn`, 'The spec’s name per language (en, zh, zh-cn); GraphQL spells it zh_cn'],
      ]),
    ),
  },
  { graphql: 'TagAssignRule', rest: 'get /api/admin/setting/rule' },
  { graphql: 'ReportDashboard', rest: 'get /api/admin/report/dashboard' },
  { graphql: 'MessageExport', rest: 'get /api/admin/report/message/export' },
  { graphql: 'AuditPage', rest: 'get /api/admin/audit' },
  { graphql: 'Presence', rest: 'get /api/presence' },
  {
    graphql: 'UpdatesPage',
    rest: 'get /api/updates',
    apart: {
      'UpdatesPage.updates[].data': 'REST sends each kind’s thing as data (a conversation, a message, or a deleted message’s ids)',
      'UpdatesPage.updates[].conversation': 'GraphQL spreads REST’s data by kind: conversation.* events',
      'UpdatesPage.updates[].message': 'GraphQL spreads REST’s data by kind: message.created and message.updated',
      'UpdatesPage.updates[].messageId': 'GraphQL spreads REST’s data by kind: the message concerned',
      'UpdatesPage.updates[].conversationId': 'GraphQL spreads REST’s data by kind: the conversation concerned',
    },
  },
  {
    graphql: 'UserConfiguration',
    rest: 'get /api/configuration',
    apart: { 'UserConfiguration.id': 'The agent’s id, for the client cache (one configuration per agent); REST answers only the caller’s own' },
  },
  {
    graphql: 'SessionUser',
    rest: 'get /api/me',
    apart: {
      'SessionUser.workspace': 'GraphQL resolves the workspace as an object (id, name)',
      'SessionUser.workspaceName': 'REST flattens the workspace to its name',
    },
  },
  { graphql: 'RetentionPolicy', rest: 'get /api/admin/retention' },
  { graphql: 'RetentionDryRun', rest: 'post /api/admin/retention/dryRun' },
  { graphql: 'Webhook', rest: 'get /api/admin/webhook' },
  { graphql: 'WebhookDeliveryPage', rest: 'get /api/admin/webhook/delivery' },
  { graphql: 'NotificationSettings', rest: 'get /api/notification/settings' },
  {
    graphql: 'UpsertCustomerResult',
    rest: 'post /api/admin/customer/upsert',
    apart: {
      'UpsertCustomerResult.customer.userId': SPEC_USER_ID,
      'UpsertCustomerResult.customer.conversations': BY_QUERY,
      'UpsertCustomerResult.customer.archived': VISITOR_DEFAULTS,
      'UpsertCustomerResult.customer.tags': VISITOR_DEFAULTS,
      'UpsertCustomerResult.customer.conversationCount': VISITOR_DEFAULTS,
      'UpsertCustomerResult.customer.notes': VISITOR_DEFAULTS,
    },
  },
];

/** Object types with no REST twin, and why. Any other object type of the schema must be compared above. */
const GRAPHQL_ONLY: Record<string, string> = {
  ReplyRules: 'The composer’s reply rules (replyRules query): no REST route',
  RealtimeEvent: 'A subscription’s event: REST clients get theirs on the spec socket',
  TeamCount: 'ConversationCounts.team as a list (see its exception)',
  Workspace: 'SessionUser.workspace (see its exception)',
};

/** A REST route's answer (`data`, a list's item), or its paged envelope read as GraphQL names it. */
function answerOf({ rest, pagedAs }: Twin): z.ZodType {
  const [method, path] = rest.split(' ');
  const route = routeDefinitions().find((r) => r.method === method && r.path === path);
  if (!route?.response) throw new Error(`${rest}: no such route with a response schema`);
  if (pagedAs) return z.object({ [pagedAs]: route.response, total: z.number().int() });
  return route.response instanceof z.ZodArray ? (route.response.element as z.ZodType) : route.response;
}

describe('a shape served on both doors has the same fields, nullability and lists in GraphQL and in its REST schema', () => {
  let schema: GraphQLSchema;
  const compared = new Set<string>();
  beforeAll(async () => {
    schema = await createSchema();
  });

  it.each(TWINS)('$graphql and $rest', (twin) => {
    const type = schema.getType(twin.graphql);
    if (!isObjectType(type)) throw new Error(`${twin.graphql} is not an object type of the schema`);
    const apart = twin.apart ?? {};
    const diffs = shapeDiff(type, answerOf(twin), compared);
    expect(diffs.filter((d) => !(d.path in apart)).map((d) => `${d.path}: ${d.what}`)).toEqual([]);
    // An exception the shapes no longer need leaves the table.
    expect(Object.keys(apart).filter((path) => !diffs.some((d) => d.path === path))).toEqual([]);
  });

  it('every other GraphQL object type is one with no REST twin, named with its reason', () => {
    const objectTypes = Object.values(schema.getTypeMap()).filter(
      (t) => isObjectType(t) && !t.name.startsWith('__') && t !== schema.getQueryType() && t !== schema.getMutationType() && t !== schema.getSubscriptionType(),
    );
    expect(objectTypes.map((t) => t.name).filter((name) => !compared.has(name) && !(name in GRAPHQL_ONLY))).toEqual([]);
    expect(Object.keys(GRAPHQL_ONLY).filter((name) => compared.has(name) || !schema.getType(name))).toEqual([]);
  });
});
