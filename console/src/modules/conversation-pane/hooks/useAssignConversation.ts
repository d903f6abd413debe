import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateConversationMutation } from '../graphql/UpdateConversation.mutation';
import type { PaneConversation } from '../utils/types';
import { useConversationChange } from './useConversationChange';

export type Assignment =
  | { kind: 'agent'; id: string; displayName: string | null; profilePic?: string | null }
  | { kind: 'team'; id: string; name: string | null }
  | { kind: 'unassigned' };

/**
 * Assign to me, an agent, a team, or nobody. One agent and one team at most hold a conversation
 * here: choosing one replaces the previous holder (removeAgent/removeTeam in the same update).
 */
export function useAssignConversation(conversationId: string): (current: PaneConversation, to: Assignment) => Promise<boolean> {
  const [mutate] = useMutation(UpdateConversationMutation);
  const change = useConversationChange();
  return useCallback(
    (current: PaneConversation, to: Assignment) => {
      const agents = current.assignedAgent.map((a) => a.id);
      const teams = current.team.map((t) => t.id);
      const input: { id: string; addAgent?: string[]; removeAgent?: string[]; addTeam?: string[]; removeTeam?: string[] } = { id: conversationId };
      let patch: Partial<PaneConversation>;
      if (to.kind === 'agent') {
        if (agents.length === 1 && agents[0] === to.id) return Promise.resolve(true);
        input.addAgent = [to.id];
        const remove = agents.filter((a) => a !== to.id);
        if (remove.length) input.removeAgent = remove;
        patch = {
          assignedAgent: [
            { __typename: 'ConversationAgent', id: to.id, displayName: to.displayName, profilePic: to.profilePic ?? null },
          ] as unknown as PaneConversation['assignedAgent'],
        };
      } else if (to.kind === 'team') {
        if (teams.length === 1 && teams[0] === to.id) return Promise.resolve(true);
        input.addTeam = [to.id];
        const remove = teams.filter((t) => t !== to.id);
        if (remove.length) input.removeTeam = remove;
        patch = { team: [{ __typename: 'ConversationTeam', id: to.id, name: to.name }] as unknown as PaneConversation['team'] };
      } else {
        if (!agents.length && !teams.length) return Promise.resolve(true);
        if (agents.length) input.removeAgent = agents;
        if (teams.length) input.removeTeam = teams;
        patch = { assignedAgent: [], team: [] };
      }
      return change({
        conversationId,
        patch: () => ({ ...patch, lastUpdateTimestamp: Date.now() }),
        send: () => mutate({ variables: { input } }),
      });
    },
    [change, conversationId, mutate],
  );
}
