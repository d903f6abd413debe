import type { AuthChecker } from 'type-graphql';
import type { GqlContext } from '../../modules/graphql-context';

/** Coarse door check: signed in at all. Services do the record- and permission-level checks. */
export const authChecker: AuthChecker<GqlContext> = ({ context }) => context.ctx.actor.kind !== 'anonymous';
