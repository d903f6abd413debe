import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { ReportDashboard } from './report-dashboard';
import type { ReportService, MessageExportView } from './report.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  report: ReportService;
}

const CsvReportTypeEnum = { conversation: 'conversation', conversation_agent: 'conversation_agent' } as const;
registerEnumType(CsvReportTypeEnum, { name: 'CsvReportType', description: 'The report types that download as CSV' });

@ObjectType('MessageExport', { description: 'Spec §3 export job: a message-history archive' })
export class MessageExportType {
  @Field(() => ID)
  id: string;

  @Field()
  from: string;

  @Field()
  to: string;

  @Field()
  includeVoice: boolean;

  @Field()
  includeFile: boolean;

  @Field({ description: 'pending, success or failed' })
  status: string;

  @Field(() => Float)
  createDate: number;

  @Field(() => Float, { nullable: true })
  size: number | null;

  @Field(() => Int)
  conversations: number;

  @Field({ description: 'false: made with an earlier report password, which it still needs' })
  currentKey: boolean;
}

@InputType()
export class MessageExportInput {
  @Field()
  from: string;

  @Field()
  to: string;

  @Field({ defaultValue: false })
  includeFile: boolean;

  @Field({ defaultValue: false })
  includeVoice: boolean;
}

@ObjectType('ReportTotals')
export class ReportTotalsType {
  @Field(() => Int)
  conversations: number;

  @Field(() => Int)
  responded: number;

  @Field(() => Int)
  closed: number;

  @Field(() => Float, { nullable: true })
  medianFirstResponseSeconds: number | null;

  @Field(() => Float, { nullable: true })
  medianResolutionSeconds: number | null;

  @Field(() => Int)
  customerMessages: number;

  @Field(() => Int)
  agentMessages: number;
}

@ObjectType('ReportDay')
export class ReportDayType {
  @Field({ description: 'YYYY-MM-DD in the workspace time zone' })
  date: string;

  @Field()
  source: string;

  @Field(() => Int)
  conversations: number;
}

@ObjectType('ReportHour')
export class ReportHourType {
  @Field(() => Int, { description: '1 Monday … 7 Sunday' })
  weekday: number;

  @Field(() => Int)
  hour: number;

  @Field(() => Int)
  conversations: number;
}

@ObjectType('ReportAgent')
export class ReportAgentType {
  @Field(() => ID)
  agentId: string;

  @Field()
  displayName: string;

  @Field(() => Int)
  conversations: number;

  @Field(() => Int)
  firstResponses: number;

  @Field(() => Float, { nullable: true })
  medianFirstResponseSeconds: number | null;

  @Field(() => Float, { nullable: true })
  averageRating: number | null;

  @Field(() => Int)
  ratings: number;
}

@ObjectType('ReportRating')
export class ReportRatingType {
  @Field(() => Int)
  score: number;

  @Field(() => Int)
  conversations: number;
}

@ObjectType('ReportDashboard', { description: 'The report page’s figures for conversations created in a range' })
export class ReportDashboardType {
  @Field()
  from: string;

  @Field()
  to: string;

  @Field()
  timeZone: string;

  @Field(() => ReportTotalsType)
  totals: ReportTotalsType;

  @Field(() => [ReportDayType])
  perDay: ReportDayType[];

  @Field(() => [ReportHourType])
  heatmap: ReportHourType[];

  @Field(() => [ReportAgentType])
  agents: ReportAgentType[];

  @Field(() => [ReportRatingType])
  ratings: ReportRatingType[];
}

/** The report door of GraphQL: the same service and checks as /api/admin/report/*. */
@Resolver()
export class ReportResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => ReportDashboardType)
  reportDashboard(@Arg('from') from: string, @Arg('to') to: string, @Ctx() { ctx }: GqlContext): Promise<ReportDashboard> {
    return this.services.report.dashboard(ctx.actor, { from, to });
  }

  @Authorized()
  @Query(() => String, { description: 'Where the CSV report of the range downloads from (GET with the session)' })
  reportDownloadPath(
    @Arg('type', () => CsvReportTypeEnum) type: 'conversation' | 'conversation_agent',
    @Arg('from') from: string,
    @Arg('to') to: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<string> {
    return this.services.report.reportPath(ctx.actor, { type, from, to });
  }

  @Authorized()
  @Query(() => [MessageExportType])
  messageExports(@Ctx() { ctx }: GqlContext): Promise<MessageExportView[]> {
    return this.services.report.exports(ctx.actor);
  }

  @Authorized()
  @Query(() => String, { description: 'The report password (report or manageSettings)' })
  messageExportKey(@Ctx() { ctx }: GqlContext): Promise<string> {
    return this.services.report.exportKey(ctx.actor);
  }

  @Authorized()
  @Mutation(() => MessageExportType)
  requestMessageExport(@Arg('input') input: MessageExportInput, @Ctx() { ctx }: GqlContext): Promise<MessageExportView> {
    return this.services.report.requestExport(ctx.actor, input);
  }

  @Authorized()
  @Mutation(() => String, { description: 'A signed path to the built archive, valid for 5 minutes' })
  async messageExportDownloadPath(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<string> {
    const [path] = await this.services.report.downloadLink(ctx.actor, id);
    return path!;
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteMessageExport(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.report.deleteExport(ctx.actor, id);
    return true;
  }

  @Authorized()
  @Mutation(() => String, { description: 'A new report password; archives made before keep the old one' })
  revokeMessageExportKey(@Ctx() { ctx }: GqlContext): Promise<string> {
    return this.services.report.revokeExportKey(ctx.actor);
  }
}
