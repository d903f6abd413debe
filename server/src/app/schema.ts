import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ResolverData } from 'type-graphql';
import { ApiKeyResolver } from '../modules/api-key/api-key.graphql';
import { ApiTokenResolver } from '../modules/api-token/api-token.graphql';
import { PlatformResolver } from '../modules/platform/platform.graphql';
import { AppConfigResolver } from '../modules/app-config/app-config.graphql';
import { ConfigurationResolver } from '../modules/configuration/configuration.graphql';
import { TeamCountResolver } from '../modules/conversation/team-count.graphql';
import { SessionResolver } from '../modules/session/session.graphql';
import {
  ConversationAgentResolver,
  ConversationCustomerResolver,
  ConversationResolver,
  ConversationTeamResolver,
} from '../modules/conversation/conversation.graphql';
import { ConversationMergeResolver } from '../modules/conversation/conversation-merge.graphql';
import { CustomerMergeResolver } from '../modules/customer/customer-merge.graphql';
import { CustomerEraseResolver } from '../modules/customer/customer-erase.graphql';
import { MessageResolver } from '../modules/message/message.graphql';
import { TypingResolver } from '../modules/message/typing.graphql';
import { RealtimeResolver } from '../doors/realtime/realtime.graphql';
import { UpdatesResolver } from '../modules/updates/updates.graphql';
import { PresenceResolver } from '../modules/presence/presence.graphql';
import { AgentResolver } from '../modules/agent/agent.graphql';
import { InvitationResolver } from '../modules/invitation/invitation.graphql';
import { GettingStartedResolver } from '../modules/onboarding/getting-started.graphql';
import { TeamResolver } from '../modules/team/team.graphql';
import { AgentCapacityResolver, AssignmentResolver } from '../modules/assignment/assignment.graphql';
import { CustomerResolver } from '../modules/customer/customer.graphql';
import { InlineInputResolver } from '../modules/inline-input/inline-input.graphql';
import { SettingResolver } from '../modules/setting/setting.graphql';
import { TagResolver } from '../modules/tag/tag.graphql';
import { ReportResolver } from '../modules/report/report.graphql';
import { CannedReplyResolver } from '../modules/canned-reply/canned-reply.graphql';
import { AuditResolver } from '../modules/audit/audit.graphql';
import { RetentionResolver } from '../modules/retention/retention.graphql';
import { WebhookResolver } from '../modules/webhook/webhook.graphql';
import { NotificationResolver } from '../modules/notification/notification.graphql';
import { CustomerUpsertResolver } from '../modules/customer/customer-upsert.graphql';
import { authChecker } from '../doors/graphql/auth-checker';
import type { GqlContext, ResolverClass, ResolverInstances } from '../modules/graphql-context';
import type { Services } from './services';

/**
 * Every resolver class. Each is built once per node with the services it names in its constructor
 * (a class that takes `{ tag: TagService }` is handed the services and reaches no other); the
 * list's type holds every constructor to what Services can give.
 */
const RESOLVERS = [
  SessionResolver,
  ApiKeyResolver,
  ApiTokenResolver,
  PlatformResolver,
  RealtimeResolver,
  UpdatesResolver,
  PresenceResolver,
  ConversationResolver,
  ConversationMergeResolver,
  CustomerMergeResolver,
  CustomerEraseResolver,
  ConversationAgentResolver,
  ConversationTeamResolver,
  ConversationCustomerResolver,
  MessageResolver,
  TypingResolver,
  AppConfigResolver,
  ConfigurationResolver,
  TeamCountResolver,
  CustomerResolver,
  TagResolver,
  ReportResolver,
  SettingResolver,
  InlineInputResolver,
  AgentResolver,
  InvitationResolver,
  TeamResolver,
  AssignmentResolver,
  AgentCapacityResolver,
  CannedReplyResolver,
  AuditResolver,
  RetentionResolver,
  GettingStartedResolver,
  WebhookResolver,
  NotificationResolver,
  CustomerUpsertResolver,
] as const satisfies ReadonlyArray<new (services: Services) => object>;

/** This node's resolver instances, for the GraphQL context (type-graphql's container reads them from there). */
export function resolverInstances(services: Services): ResolverInstances {
  const classes: ReadonlyArray<new (services: Services) => object> = RESOLVERS;
  const instances = new Map<ResolverClass, object>(classes.map((Resolver) => [Resolver, new Resolver(services)]));
  return {
    get(resolver) {
      const instance = instances.get(resolver);
      if (!instance) throw new Error(`${resolver.name} is not in app/schema.ts's resolver list`);
      return instance;
    },
  };
}

let built: Promise<GraphQLSchema> | undefined;

/**
 * Built once per process: type-graphql keeps its metadata globally. The schema names no node's
 * services: a resolver instance comes from the operation's context, so several nodes in one process
 * (the tests) each run their own.
 */
export function createSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: RESOLVERS,
    container: ({ context }: ResolverData<GqlContext>) => context.resolvers,
    authChecker,
    validate: false,
    // Our subscriptions bring their own `subscribe` (doors/realtime/event-stream); topics are never used.
    pubSub: {
      publish: () => {
        throw new Error('Publish through the EventBus, not the GraphQL pubSub');
      },
      subscribe: () => {
        throw new Error('Subscriptions use doors/realtime/event-stream');
      },
    },
  });
  return built;
}
