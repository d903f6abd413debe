import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { CreateTeamMutation } from '../graphql/CreateTeam.mutation';
import { DeleteTeamMutation } from '../graphql/DeleteTeam.mutation';
import { TeamsPageQuery } from '../graphql/TeamsPage.query';
import { UpdateTeamMutation } from '../graphql/UpdateTeam.mutation';

/** Spec §8: the team toasts last 2500 ms. */
const TEAM_TOAST_MS = 2500;

export interface TeamActions {
  create: (name: string, agent: string[]) => Promise<boolean>;
  update: (id: string, change: { name?: string; agent?: string[] }) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
}

/** The server refused the name as taken: decided by the field's code, never by the (translated) message. */
const nameTaken = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => (e.extensions?.extraInfo as { fields?: Record<string, unknown> } | undefined)?.fields?.name === 'duplicate');

/** Create, rename, change members and delete teams, with the toasts of spec §8. */
export function useTeamActions(): TeamActions {
  const { t } = useLingui();
  const toast = useToast();
  const [createTeam] = useMutation(CreateTeamMutation);
  const [updateTeam] = useMutation(UpdateTeamMutation);
  const [deleteTeam] = useMutation(DeleteTeamMutation);

  // Spec §8's exact text for a saved team.
  const saved = useCallback(() => toast({ kind: 'success', title: t`storage team success`, duration: TEAM_TOAST_MS }), [t, toast]);
  const saveFailed = useCallback(
    (error: unknown) => toast({ kind: 'error', title: nameTaken(error) ? t`Team name already exists` : t`Failed to modify team`, duration: TEAM_TOAST_MS }),
    [t, toast],
  );

  const create = useCallback(
    async (name: string, agent: string[]) => {
      try {
        await createTeam({ variables: { name: name.trim(), agent }, refetchQueries: [TeamsPageQuery], awaitRefetchQueries: true });
        saved();
        return true;
      } catch (error) {
        saveFailed(error);
        return false;
      }
    },
    [createTeam, saveFailed, saved],
  );

  const update = useCallback(
    async (id: string, change: { name?: string; agent?: string[] }) => {
      try {
        await updateTeam({
          variables: { id, ...(change.name !== undefined ? { name: change.name.trim() } : {}), ...(change.agent ? { agent: change.agent } : {}) },
        });
        saved();
        return true;
      } catch (error) {
        saveFailed(error);
        return false;
      }
    },
    [saveFailed, saved, updateTeam],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteTeam({
          variables: { id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Team', id }) });
            cache.gc();
          },
        });
        toast({ kind: 'success', title: t`Team deleted successfully`, duration: TEAM_TOAST_MS });
        return true;
      } catch {
        toast({ kind: 'error', title: t`Failed to delete team`, duration: TEAM_TOAST_MS });
        return false;
      }
    },
    [deleteTeam, t, toast],
  );

  return { create, update, remove };
}
