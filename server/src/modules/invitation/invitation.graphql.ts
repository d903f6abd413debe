import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { InvitationService } from './invitation.service';
import type { InvitationList, InvitationView, MailDelivery } from './invitation.types';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  invitation: InvitationService;
}

@ObjectType('InvitationTeam')
class InvitationTeamType {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@ObjectType('InvitationInviter')
class InvitationInviterType {
  @Field(() => ID)
  id: string;

  @Field()
  displayName: string;
}

@ObjectType('Invitation', { description: 'An invitation nobody has accepted yet (GET /api/admin/agent/invitation)' })
export class InvitationType {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  displayName: string;

  @Field(() => [String])
  permissions: string[];

  @Field(() => [InvitationTeamType], { description: 'The teams the person joins; a team deleted since is left out' })
  teams: { id: string; name: string }[];

  @Field(() => InvitationInviterType, { nullable: true })
  invitedBy: { id: string; displayName: string } | null;

  @Field(() => Float, { description: 'ms' })
  createdAt: number;

  @Field(() => Float, { description: 'ms; past it the link no longer works' })
  expiresAt: number;

  @Field(() => Float, { nullable: true, description: 'ms of the newest email; null while it waits to go or its sending failed' })
  sentAt: number | null;

  @Field()
  expired: boolean;
}

@ObjectType('InvitationList')
export class InvitationListType {
  @Field(() => String, { description: 'smtp: emails are sent; outbox: SMTP_URL is unset and emails are written to DATA_DIR/outbox' })
  delivery: MailDelivery;

  @Field(() => [InvitationType], { description: 'Newest first' })
  items: InvitationView[];
}

/** GraphQL door of the invitations managers see (REST twins under /api/admin/agent/invitation). */
@Resolver()
export class InvitationResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => InvitationListType, { description: 'GET /api/admin/agent/invitation (manageUser)' })
  invitations(@Ctx() { ctx }: GqlContext): Promise<InvitationList> {
    return this.services.invitation.pending(ctx.actor);
  }

  @Authorized()
  @Mutation(() => InvitationType, { description: 'POST /api/admin/agent/invitation/resend (manageUser)' })
  resendInvitation(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<InvitationView> {
    return this.services.invitation.resend(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/admin/agent/invitation/revoke (manageUser)' })
  async revokeInvitation(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.invitation.revoke(ctx.actor, id);
    return true;
  }
}
