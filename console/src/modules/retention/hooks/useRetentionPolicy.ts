import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { useToast } from '../../../ui/toast/useToast';
import { RetentionDryRunMutation } from '../graphql/RetentionDryRun.mutation';
import { RetentionPolicyFragment } from '../graphql/RetentionPolicy.fragment';
import { RetentionPolicyQuery } from '../graphql/RetentionPolicy.query';
import { UpdateRetentionPolicyMutation } from '../graphql/UpdateRetentionPolicy.mutation';

export interface RetentionPreview {
  days: number;
  messages: number;
  files: number;
  bytes: number;
  previewToken: string;
}

/** The workspace's retention policy, its dry run and its switch; the switch writes the answer into the cached policy. */
export function useRetentionPolicy() {
  const { t } = useLingui();
  const toast = useToast();
  const query = useQuery(RetentionPolicyQuery, { fetchPolicy: 'cache-and-network' });
  const [dryRunMutation, dryRunState] = useMutation(RetentionDryRunMutation);
  const [updateMutation, updateState] = useMutation(UpdateRetentionPolicyMutation);

  const preview = useCallback(
    async (days: number): Promise<RetentionPreview | null> => {
      try {
        const { data } = await dryRunMutation({ variables: { days } });
        return data?.retentionDryRun ?? null;
      } catch {
        toast({ kind: 'error', title: t`The preview failed` });
        return null;
      }
    },
    [dryRunMutation, t, toast],
  );

  const update = useCallback(
    async (input: { enabled: boolean; days?: number; previewToken?: string }): Promise<boolean> => {
      try {
        await updateMutation({
          variables: { input },
          update: (cache, { data }) => {
            if (data) cache.writeQuery({ query: RetentionPolicyQuery, data: { retentionPolicy: data.updateRetentionPolicy } });
          },
        });
        toast({ kind: 'success', title: input.enabled ? t`Data retention is on` : t`Data retention is off` });
        return true;
      } catch {
        toast({ kind: 'error', title: t`Failed to save data retention` });
        return false;
      }
    },
    [updateMutation, t, toast],
  );

  return {
    policy: getFragmentData(RetentionPolicyFragment, query.data?.retentionPolicy) ?? null,
    loading: !query.data && query.loading,
    error: query.error,
    refetch: query.refetch,
    preview,
    previewing: dryRunState.loading,
    update,
    saving: updateState.loading,
  };
}
