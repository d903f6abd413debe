import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AgentStatus, ConversationStatus, Source } from './conversation.constants';
import type { StatusFilter, ViewFilter } from './conversation.constants';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const ConversationStatusEnum = enumOf<ConversationStatus>(['open', 'closed', 'terminated']);
export const StatusFilterEnum = enumOf<StatusFilter>(['all', 'open', 'closed']);
export const ViewFilterEnum = enumOf<ViewFilter>(['all', 'me', 'unassigned', 'snooze', 'hidden', 'mention', 'team']);
export const SourceEnum = enumOf<Source>(['facebook', 'whatsapp', 'sanuker', 'api', 'web']);
registerEnumType(ConversationStatusEnum, { name: 'ConversationStatus' });
registerEnumType(StatusFilterEnum, { name: 'ConversationStatusFilter', description: 'open (default), closed, or all' });
registerEnumType(ViewFilterEnum, { name: 'ConversationViewFilter', description: 'The inbox views of spec §3' });
registerEnumType(SourceEnum, { name: 'ConversationSource' });
export const AgentStatusEnum = enumOf<AgentStatus>(['unassigned', 'offline', 'online']);
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

@InputType({ description: 'Spec §3 "Conversation filter" plus paging.' })
export class ConversationFilterInput {
  @Field(() => StatusFilterEnum, { nullable: true })
  status?: StatusFilter;

  @Field(() => ViewFilterEnum, { nullable: true })
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

  @Field(() => Float, { nullable: true })
  beforeTimestamp?: number;

  @Field(() => Float, { nullable: true })
  afterTimestamp?: number;

  @Field(() => Boolean, { nullable: true })
  showOnline?: boolean;

  @Field(() => Boolean, { nullable: true })
  reverseOrder?: boolean;

  @Field(() => Int, { nullable: true, description: 'Default 20, at most 100' })
  size?: number;

  @Field(() => String, { nullable: true })
  beforeId?: string;
}

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
