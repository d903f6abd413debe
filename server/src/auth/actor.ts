/** Who is making a request, resolved once at the door and passed to every service call. */
export type AuthenticatedActor =
  | { kind: 'agent'; workspaceId: string; agentId: string; sessionId: string; permissions: string[] }
  | { kind: 'customer'; workspaceId: string; customerId: string; sessionId: string; permissions: string[] }
  | { kind: 'apiToken'; workspaceId: string; tokenId: string; permissions: string[] };

export type Actor = AuthenticatedActor | { kind: 'anonymous' };

export const anonymous: Actor = { kind: 'anonymous' };

export function actorUserId(actor: AuthenticatedActor): string {
  switch (actor.kind) {
    case 'agent':
      return actor.agentId;
    case 'customer':
      return actor.customerId;
    case 'apiToken':
      return actor.tokenId;
  }
}
