import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { DryRunView, PolicyView } from './retention.schemas';
import type { RetentionService } from './retention.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  retention: RetentionService;
}

/** The counts a run deleted and a dry run would delete: one definition for both types. */
@ObjectType()
abstract class RetentionCountsType {
  @Field(() => Int)
  days: number;

  @Field(() => Int)
  messages: number;

  @Field(() => Int)
  files: number;

  @Field(() => Float)
  bytes: number;
}

@ObjectType('RetentionRun', { description: 'What one run of the retention job deleted' })
export class RetentionRunType extends RetentionCountsType {
  @Field(() => Float, { description: 'When it started (ms)' })
  startedAt: number;

  @Field(() => Float, { description: 'When it finished (ms)' })
  finishedAt: number;

  @Field(() => Float, { description: 'Messages created before this time (ms) were deleted' })
  cutoff: number;
}

@ObjectType('RetentionPolicy', { description: "The workspace's data retention policy (issue 22)" })
export class RetentionPolicyType {
  @Field()
  enabled: boolean;

  @Field(() => Int, { description: 'Messages older than this many days are deleted while it is on' })
  days: number;

  @Field(() => [String], { description: 'What it deletes: messages and their files' })
  covers: string[];

  @Field(() => Float, { nullable: true, description: 'When it last changed (ms)' })
  updatedAt: number | null;

  @Field(() => RetentionRunType, { nullable: true, description: 'What the last run deleted; null: it has not run' })
  lastRun: RetentionRunType | null;
}

@ObjectType('RetentionDryRun', { description: 'What a policy of these days would delete now (nothing is deleted)' })
export class RetentionDryRunType extends RetentionCountsType {
  @Field(() => Float, { description: 'Messages created before this time (ms) would be deleted' })
  cutoff: number;

  @Field({ description: 'Pass to updateRetentionPolicy to switch this policy on (valid 30 minutes)' })
  previewToken: string;

  @Field(() => Float)
  expiresAt: number;
}

@InputType('RetentionPolicyInput')
export class RetentionPolicyInput {
  @Field()
  enabled: boolean;

  @Field(() => Int, { nullable: true, description: 'Unchanged when absent' })
  days?: number | null;

  @Field(() => String, { nullable: true, description: 'From retentionDryRun of the same days: needed to switch on or change the days while on' })
  previewToken?: string | null;
}

/** GraphQL door of data retention (REST /api/admin/retention). */
@Resolver()
export class RetentionResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => RetentionPolicyType, { description: 'GET /api/admin/retention (manageSettings)' })
  retentionPolicy(@Ctx() { ctx }: GqlContext): Promise<PolicyView> {
    return this.services.retention.get(ctx.actor);
  }

  @Authorized()
  @Mutation(() => RetentionDryRunType, { description: 'POST /api/admin/retention/dryRun (manageSettings): counts only, deletes nothing' })
  retentionDryRun(@Arg('days', () => Int) days: number, @Ctx() { ctx }: GqlContext): Promise<DryRunView> {
    return this.services.retention.dryRun(ctx.actor, { days });
  }

  @Authorized()
  @Mutation(() => RetentionPolicyType, { description: 'POST /api/admin/retention/update (manageSettings)' })
  updateRetentionPolicy(@Arg('input', () => RetentionPolicyInput) input: RetentionPolicyInput, @Ctx() { ctx }: GqlContext): Promise<PolicyView> {
    const { days, previewToken, enabled } = input;
    return this.services.retention.update(ctx.actor, {
      enabled,
      ...(days !== null && days !== undefined ? { days } : {}),
      ...(previewToken ? { previewToken } : {}),
    });
  }
}
