import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UpdateAgentInput } from '../../../__generated__/graphql';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../../shared/describeError';
import { AgentsPageQuery } from '../graphql/AgentsPage.query';
import { DeleteAgentMutation } from '../graphql/DeleteAgent.mutation';
import { UpdateAgentMutation } from '../graphql/UpdateAgent.mutation';

export interface AgentActions {
  /** Saves a change; false (after an error toast naming the server's reason) when refused. */
  update: (patch: Omit<UpdateAgentInput, 'id'>) => Promise<boolean>;
  remove: () => Promise<void>;
}

/** What the agent page does to one agent. */
export function useAgentActions(agentId: string): AgentActions {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [updateAgent] = useMutation(UpdateAgentMutation);
  const [deleteAgent] = useMutation(DeleteAgentMutation);

  const update = useCallback(
    async (patch: Omit<UpdateAgentInput, 'id'>) => {
      try {
        await updateAgent({ variables: { input: { id: agentId, ...patch } } });
        return true;
      } catch (error) {
        toast({ kind: 'error', title: t`Update failed`, description: describeGraphqlError(error, t`Server connection failed`) });
        return false;
      }
    },
    [agentId, t, toast, updateAgent],
  );

  const remove = useCallback(async () => {
    try {
      await deleteAgent({ variables: { id: agentId }, refetchQueries: [AgentsPageQuery] });
      toast({ kind: 'success', title: t`Agent deleted` });
      navigate('/agents');
    } catch (error) {
      toast({ kind: 'error', title: t`The agent could not be deleted`, description: describeGraphqlError(error, t`Server connection failed`) });
    }
  }, [agentId, deleteAgent, navigate, t, toast]);

  return { update, remove };
}
