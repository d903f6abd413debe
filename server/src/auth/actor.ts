/** Who is making a request, resolved once at the door and passed to every service call. */
export type AuthenticatedActor =
  | {
      kind: 'agent';
      workspaceId: string;
      agentId: string;
      sessionId: string;
      permissions: string[];
      /** The client address, set at the door (the audit log records it); unset for internal callers. */
      address?: string;
    }
  | {
      kind: 'customer';
      workspaceId: string;
      customerId: string;
      sessionId: string;
      permissions: string[];
      /** The client address the visitor calls from, set at the door (visitor limits count by it); unset for internal callers. */
      address?: string;
    }
  | {
      kind: 'apiToken';
      workspaceId: string;
      tokenId: string;
      /** What the token may do now: its own permissions that its creator still holds (api-token.service.ts). */
      permissions: string[];
      /** The agent who made it (through another token too); their demotion or removal narrows it. Unset for internal callers. */
      createdBy?: string | null;
      /** The token's name: what its messages are signed with. Unset for internal callers. */
      name?: string;
      address?: string;
    };

export type Actor = AuthenticatedActor | { kind: 'anonymous' };

export const anonymous: Actor = { kind: 'anonymous' };

/** The actor as it calls from this client address, carried to the services (visitor limits, the audit log). */
export function fromAddress(actor: Actor, address: string): Actor {
  return actor.kind === 'anonymous' ? actor : { ...actor, address };
}

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
