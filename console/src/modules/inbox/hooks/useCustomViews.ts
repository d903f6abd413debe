import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import type { ConversationCustomViewInput } from '../../../__generated__/graphql';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../../shared/describeError';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { InboxConfigurationFragment, InboxConfigurationQuery } from '../graphql/InboxConfiguration.query';
import { UpdateConfigurationMutation } from '../graphql/UpdateConfiguration.mutation';
import { cleanParams, newCustomViewValue, type CustomViewRecord, type ViewParams } from '../utils/views';

export interface CustomViews {
  views: CustomViewRecord[];
  loading: boolean;
  /** Saves a new view; answers its value (customView-…), or null when refused. */
  create: (label: string, params: ViewParams) => Promise<string | null>;
  update: (value: string, label: string, params: ViewParams) => Promise<boolean>;
  remove: (value: string) => Promise<boolean>;
  refetch: () => void;
}

const toInput = (v: CustomViewRecord): ConversationCustomViewInput => ({
  value: v.value,
  label: v.label,
  ...(typeof v.count === 'number' ? { count: v.count } : {}),
  searchParams: cleanParams(v.searchParams),
});

/**
 * The agent's saved views (spec §3 Session conversationCustomViews), kept by the server per agent
 * (POST /api/configuration/update setValue.conversationCustomViews). Every change sends the whole
 * list and shows at once; a refusal puts the previous list back with an error toast.
 */
export function useCustomViews(): CustomViews {
  const { t } = useLingui();
  const toast = useToast();
  const { data, loading } = useQuery(InboxConfigurationQuery, { fetchPolicy: 'cache-and-network' });
  // Asked for by configuration.updated and after a gap (useInboxLive): a fresh read, never a share of one already on its way.
  const refetch = useFreshRead(InboxConfigurationQuery);
  const [mutate] = useMutation(UpdateConfigurationMutation);
  const config = getFragmentData(InboxConfigurationFragment, data?.configuration);
  const views = useMemo<CustomViewRecord[]>(
    () => (config?.conversationCustomViews ?? []).map((v) => ({ value: v.value, label: v.label, count: v.count, searchParams: cleanParams(v.searchParams) })),
    [config],
  );

  const save = useCallback(
    async (next: CustomViewRecord[]): Promise<boolean> => {
      if (!config) return false;
      const input = next.map(toInput);
      try {
        await mutate({
          variables: { setValue: { conversationCustomViews: input } },
          optimisticResponse: {
            updateConfiguration: {
              __typename: 'UserConfiguration',
              id: config.id,
              conversationCustomViews: input.map((v) => ({
                __typename: 'ConversationCustomView' as const,
                value: v.value,
                label: v.label.trim(),
                count: v.count ?? null,
                searchParams: {
                  __typename: 'ConversationCustomViewParams' as const,
                  status: v.searchParams.status ?? null,
                  filter: v.searchParams.filter ?? null,
                  team: v.searchParams.team ?? null,
                  customerId: v.searchParams.customerId ?? null,
                  agentId: v.searchParams.agentId ?? null,
                  tag: v.searchParams.tag ?? null,
                  customerTag: v.searchParams.customerTag ?? null,
                  beforeTimestamp: v.searchParams.beforeTimestamp ?? null,
                  afterTimestamp: v.searchParams.afterTimestamp ?? null,
                  showOnline: v.searchParams.showOnline ?? null,
                  reverseOrder: v.searchParams.reverseOrder ?? null,
                },
              })),
            },
          } as never,
        });
        return true;
      } catch (error) {
        toast({ kind: 'error', title: t`Update failed`, description: describeGraphqlError(error, t`Server connection failed`) });
        return false;
      }
    },
    [config, mutate, t, toast],
  );

  const create = useCallback(
    async (label: string, params: ViewParams) => {
      const value = newCustomViewValue();
      return (await save([...views, { value, label: label.trim(), searchParams: params }])) ? value : null;
    },
    [save, views],
  );
  const update = useCallback(
    (value: string, label: string, params: ViewParams) => save(views.map((v) => (v.value === value ? { ...v, label: label.trim(), searchParams: params } : v))),
    [save, views],
  );
  const remove = useCallback((value: string) => save(views.filter((v) => v.value !== value)), [save, views]);

  return {
    views,
    loading: loading && !config,
    create,
    update,
    remove,
    refetch,
  };
}
