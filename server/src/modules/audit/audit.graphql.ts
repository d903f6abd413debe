import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { AuditPage } from './audit.schemas';
import type { AuditService } from './audit.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  audit: AuditService;
}

@ObjectType('AuditEntry', { description: 'One admin action of the workspace (issue 22)' })
export class AuditEntryType {
  @Field(() => ID)
  id: string;

  @Field(() => Float, { description: 'When (ms)' })
  time: number;

  @Field({ description: 'agent, apiToken or system' })
  actorType: string;

  @Field(() => ID, { nullable: true, description: "The agent's or API token's id; null for the system" })
  actorId: string | null;

  @Field({ description: 'Their name when they acted' })
  actorName: string;

  @Field({ description: 'One of the recorded actions, e.g. setting.changed (GET /api/openapi.json lists them)' })
  action: string;

  @Field()
  targetType: string;

  @Field(() => String, { nullable: true })
  targetId: string | null;

  @Field(() => GraphQLJSONObject, { description: 'What changed (before → after for settings and permissions); never a secret' })
  detail: Record<string, unknown>;

  @Field(() => String, { nullable: true })
  address: string | null;
}

@ObjectType('AuditPage')
export class AuditPageType {
  @Field(() => [AuditEntryType], { description: 'Newest first' })
  items: AuditEntryType[];

  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next (older) page; null: this was the last' })
  nextCursor: string | null;
}

@InputType('AuditFilter')
export class AuditFilterInput {
  @Field(() => String, { nullable: true })
  action?: string | null;

  @Field(() => ID, { nullable: true })
  actorId?: string | null;

  @Field(() => String, { nullable: true, description: 'agent, apiToken or system' })
  actorType?: string | null;

  @Field(() => String, { nullable: true })
  targetType?: string | null;

  @Field(() => String, { nullable: true })
  targetId?: string | null;

  @Field(() => Float, { nullable: true, description: 'From this time on (ms, inclusive)' })
  from?: number | null;

  @Field(() => Float, { nullable: true, description: 'Up to this time (ms, exclusive)' })
  to?: number | null;
}

/** The filter in the REST query's shape (absent rather than null), so one validation names the same fields. */
export const filterOf = (f: AuditFilterInput | null | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(f ?? {}).filter(([, v]) => v !== null && v !== undefined));

/** GraphQL door of the audit log (REST /api/admin/audit). */
@Resolver()
export class AuditResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => AuditPageType, { description: 'GET /api/admin/audit (manageSettings): admin actions, newest first' })
  auditLog(
    @Arg('filter', () => AuditFilterInput, { nullable: true }) filter: AuditFilterInput | null,
    @Arg('cursor', () => String, { nullable: true }) cursor: string | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AuditPage> {
    return this.services.audit.list(ctx.actor, filterOf(filter), { cursor, size });
  }

  @Authorized()
  @Query(() => String, { description: 'Where the CSV of the entries matching the filter downloads from (GET with the session)' })
  auditLogExportPath(@Arg('filter', () => AuditFilterInput, { nullable: true }) filter: AuditFilterInput | null, @Ctx() { ctx }: GqlContext): string {
    return this.services.audit.exportPath(ctx.actor, filterOf(filter));
  }
}
