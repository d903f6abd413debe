import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Holds, SameShape } from '../../core/graphql/same-shape';
import { AGENT_STATUSES, CONVERSATION_STATUSES, LIST_PAGE, SOURCES, STATUS_FILTERS, VIEW_FILTERS } from './conversation.constants';
import type { AgentStatus, ConversationStatus, Source, StatusFilter, ViewFilter } from './conversation.constants';
import { conversationListSchema } from './conversation.schemas';
import type { ConversationFilter, ConversationFilterShape } from './conversation.types';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const ConversationStatusEnum = enumOf(CONVERSATION_STATUSES);
export const StatusFilterEnum = enumOf(STATUS_FILTERS);
export const ViewFilterEnum = enumOf(VIEW_FILTERS);
export const SourceEnum = enumOf(SOURCES);
registerEnumType(ConversationStatusEnum, { name: 'ConversationStatus' });
registerEnumType(StatusFilterEnum, { name: 'ConversationStatusFilter', description: 'open (default), closed, or all' });
registerEnumType(ViewFilterEnum, { name: 'ConversationViewFilter', description: 'The inbox views of spec §3' });
registerEnumType(SourceEnum, { name: 'ConversationSource' });
export const AgentStatusEnum = enumOf(AGENT_STATUSES);
registerEnumType(AgentStatusEnum, {
  name: 'ConversationAgentStatus',
  description: 'unassigned: no agent is assigned; online: one of its assigned agents has an open realtime connection; offline: none has',
});

@ObjectType('ConversationAgent', { description: 'An agent in a conversation (assigned or taking part).' })
export class ConversationAgentType {
  @Field()
  id: string;
}

@ObjectType('ConversationTeam')
export class ConversationTeamType {
  @Field()
  id: string;
}

@ObjectType('ConversationCustomer')
export class ConversationCustomerType {
  @Field()
  id: string;
}

@ObjectType('IdRef')
export class IdRefType {
  @Field()
  id: string;
}

@ObjectType('Rating')
export class RatingType {
  @Field(() => Int)
  score: number;

  @Field(() => String, { nullable: true })
  comment?: string;
}

@ObjectType('LastMessage', { description: 'The newest message of a conversation (customers: the newest non-internal one).' })
export class LastMessageType {
  @Field()
  id: string;

  @Field(() => Float)
  seq: number;

  @Field()
  senderType: string;

  @Field(() => String, { nullable: true })
  senderId: string | null;

  @Field(() => Int)
  type: number;

  @Field()
  text: string;

  @Field()
  internal: boolean;

  @Field(() => Float)
  timestamp: number;
}

@ObjectType('Conversation', { description: 'Spec §3 Conversation; mentioned, lastRead and unread are the caller’s own.' })
export class ConversationType {
  @Field()
  id: string;

  @Field()
  name: string;

  @Field({ description: 'True while nobody named the conversation: name is the English default, to be said in the reader’s language.' })
  generatedName: boolean;

  @Field(() => String, { nullable: true })
  profilePic: string | null;

  @Field(() => String, { nullable: true })
  subtitle: string | null;

  @Field(() => ConversationStatusEnum)
  status: ConversationStatus;

  @Field(() => [String])
  tags: string[];

  @Field()
  hidden: boolean;

  @Field()
  mentioned: boolean;

  @Field(() => Float, { description: 'ms; 0 = not snoozed' })
  snooze: number;

  @Field(() => SourceEnum)
  source: Source;

  @Field(() => Float)
  lastUpdateTimestamp: number;

  @Field(() => Float)
  orderTimestamp: number;

  @Field()
  agentOnly: boolean;

  @Field(() => IdRefType, { nullable: true })
  lastRead: IdRefType | null;

  @Field()
  livechat: boolean;

  @Field({ description: 'Its customer has an open realtime connection' })
  online: boolean;

  @Field(() => AgentStatusEnum, { description: 'Spec §3 agentStatus: its assigned agents, and whether one is connected' })
  agentStatus: AgentStatus;

  @Field(() => RatingType, { nullable: true })
  customerRating: RatingType | null;

  @Field(() => RatingType, { nullable: true })
  agentRating: RatingType | null;

  @Field()
  unread: boolean;

  @Field(() => LastMessageType, { nullable: true })
  lastMessage: LastMessageType | null;

  @Field(() => IdRefType, { nullable: true, description: 'Merged into this conversation: read-only since; its messages are there' })
  mergedInto: IdRefType | null;

  @Field(() => GraphQLJSONObject)
  meta: Record<string, unknown>;
}

@ObjectType('TeamCount')
export class TeamCountType {
  @Field()
  teamId: string;

  @Field(() => Int)
  count: number;
}

@ObjectType('ConversationCounts', { description: 'Inbox counters over open conversations.' })
export class ConversationCountsType {
  @Field(() => Int)
  me: number;

  @Field(() => Int)
  unassigned: number;

  @Field(() => Int)
  mention: number;

  @Field(() => Int)
  snooze: number;

  @Field(() => Int)
  hidden: number;

  @Field(() => [TeamCountType], { description: "Per team of the caller's teams" })
  team: TeamCountType[];
}

const about = (field: keyof typeof conversationListSchema.shape) => conversationListSchema.shape[field].description;

/**
 * The spec §3 conversation filter's fields for GraphQL, from its Zod declaration
 * (conversation.schemas.ts): the descriptions are read from there and the compiler holds the
 * fields to it (below). A saved view's params (configuration.graphql.ts) and the list input extend
 * it; it is never in the schema itself (no field returns or takes it), its decorators only register
 * the fields they inherit, as an object type and as an input type.
 */
@ObjectType('ConversationFilterFields')
@InputType('ConversationFilterFieldsInput')
export abstract class ConversationFilterFields {
  @Field(() => StatusFilterEnum, { nullable: true, description: about('status') })
  status?: StatusFilter;

  @Field(() => ViewFilterEnum, { nullable: true, description: about('filter') })
  filter?: ViewFilter;

  @Field(() => String, { nullable: true })
  team?: string;

  @Field(() => String, { nullable: true })
  customerId?: string;

  @Field(() => String, { nullable: true })
  agentId?: string;

  @Field(() => String, { nullable: true })
  tag?: string;

  @Field(() => String, { nullable: true })
  customerTag?: string;

  @Field(() => Float, { nullable: true, description: about('beforeTimestamp') })
  beforeTimestamp?: number;

  @Field(() => Float, { nullable: true, description: about('afterTimestamp') })
  afterTimestamp?: number;

  @Field(() => Boolean, { nullable: true, description: about('showOnline') })
  showOnline?: boolean;

  @Field(() => Boolean, { nullable: true, description: about('reverseOrder') })
  reverseOrder?: boolean;
}

@InputType({ description: 'Spec §3 "Conversation filter" plus paging.' })
export class ConversationFilterInput extends ConversationFilterFields {
  @Field(() => Int, { nullable: true, description: `${about('size')}, at most ${LIST_PAGE.max}` })
  size?: number;

  @Field(() => String, { nullable: true, description: about('beforeId') })
  beforeId?: string;
}

// One declaration: the GraphQL fields are the Zod filter's, each optional, none added or missing.
const filterFieldsMatch: Holds<SameShape<{ [K in keyof ConversationFilterFields]: ConversationFilterFields[K] }, ConversationFilterShape>> = true;
const listInputMatches: Holds<SameShape<{ [K in keyof ConversationFilterInput]: ConversationFilterInput[K] }, ConversationFilter>> = true;
void [filterFieldsMatch, listInputMatches];

@InputType()
export class CreateConversationInput {
  @Field(() => [String], { nullable: true })
  agent?: string[];

  @Field(() => [String], { nullable: true, description: "Teams; without an agent it waits for their automatic assignment (a team's assignmentMode)" })
  team?: string[];

  @Field(() => [String], { nullable: true })
  customer?: string[];

  @Field(() => SourceEnum, { nullable: true })
  source?: Source;

  @Field(() => String, { nullable: true })
  name?: string;
}

@InputType()
export class UpdateConversationInput {
  @Field()
  id: string;

  @Field(() => ConversationStatusEnum, { nullable: true })
  status?: ConversationStatus;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Boolean, { nullable: true })
  hidden?: boolean;

  @Field(() => [String], { nullable: true })
  addAgent?: string[];

  @Field(() => [String], { nullable: true })
  removeAgent?: string[];

  @Field(() => [String], { nullable: true })
  addTeam?: string[];

  @Field(() => [String], { nullable: true })
  removeTeam?: string[];
}
