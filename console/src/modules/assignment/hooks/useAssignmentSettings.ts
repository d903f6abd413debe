import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { TeamsPageQuery } from '../../people/graphql/TeamsPage.query';
import { AgentCapacityQuery } from '../graphql/AgentCapacity.query';
import { AssignmentQueuesQuery } from '../graphql/AssignmentQueues.query';
import { SetAgentCapacityMutation } from '../graphql/SetAgentCapacity.mutation';
import { SetTeamAssignmentModeMutation } from '../graphql/SetTeamAssignmentMode.mutation';

export type AssignmentMode = 'off' | 'roundRobin' | 'leastBusy';

/** Saves a team's assignment mode and an agent's capacity, with a toast either way. */
export function useAssignmentSettings() {
  const { t } = useLingui();
  const toast = useToast();
  const [setMode] = useMutation(SetTeamAssignmentModeMutation);
  const [setCapacity] = useMutation(SetAgentCapacityMutation);

  const saveMode = useCallback(
    async (teamId: string, assignmentMode: AssignmentMode) => {
      try {
        await setMode({ variables: { teamId, assignmentMode }, refetchQueries: [TeamsPageQuery, AssignmentQueuesQuery] });
        toast({ kind: 'success', title: t`Automatic assignment saved` });
        return true;
      } catch {
        toast({ kind: 'error', title: t`Failed to save automatic assignment` });
        return false;
      }
    },
    [setMode, t, toast],
  );

  const saveCapacity = useCallback(
    async (userId: string, capacity: number | null) => {
      try {
        await setCapacity({ variables: { userId, capacity }, refetchQueries: [{ query: AgentCapacityQuery, variables: { id: userId } }] });
        toast({ kind: 'success', title: t`Capacity saved` });
        return true;
      } catch {
        toast({ kind: 'error', title: t`Failed to save capacity` });
        return false;
      }
    },
    [setCapacity, t, toast],
  );

  return { saveMode, saveCapacity };
}
