import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../../shared/describeError';
import { AgentTagsQuery } from '../graphql/AgentTags.query';
import { SetAgentTagsMutation } from '../graphql/SetAgentTags.mutation';

export interface AgentTagActions {
  addTag: (tag: string) => Promise<boolean>;
  removeTag: (tag: string) => Promise<boolean>;
}

/** Apollo normalizes an optimistic answer by its __typename, which the generated types leave out. */
const withTypename = <T extends object>(value: T): T => ({ __typename: 'Agent', ...value }) as T;

/**
 * The agent's tag list (spec §3 Agent). The server takes the whole list, so each edit sends the
 * list as shown plus or minus one tag; it shows at once and goes back if the server refuses
 * (spec §4: tag edits are optimistic).
 */
export function useAgentTags(agentId: string, tags: readonly string[]): AgentTagActions {
  const { t } = useLingui();
  const toast = useToast();
  const [setTags] = useMutation(SetAgentTagsMutation);

  const save = useCallback(
    async (next: string[], added: boolean) => {
      try {
        await setTags({
          variables: { id: agentId, tags: next },
          optimisticResponse: { updateAgent: withTypename({ id: agentId, tags: next }) },
          // A new tag joins the workspace's list: the picker offers it next time.
          refetchQueries: added ? [AgentTagsQuery] : [],
        });
        return true;
      } catch (error) {
        toast({ kind: 'error', title: t`Update failed`, description: describeGraphqlError(error, t`Server connection failed`) });
        return false;
      }
    },
    [agentId, setTags, t, toast],
  );

  const addTag = useCallback((tag: string) => (tags.includes(tag) ? Promise.resolve(true) : save([...tags, tag], true)), [save, tags]);
  const removeTag = useCallback(
    (tag: string) =>
      save(
        tags.filter((x) => x !== tag),
        false,
      ),
    [save, tags],
  );
  return { addTag, removeTag };
}
