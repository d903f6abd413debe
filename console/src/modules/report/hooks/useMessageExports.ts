import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import type { MessageExportFieldsFragment } from '../../../__generated__/graphql';
import { useToast } from '../../../ui/toast/useToast';
import { downloadReport } from '../../people/utils/reportDownload';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import {
  DeleteMessageExportMutation,
  MessageExportDownloadPathMutation,
  MessageExportFields,
  MessageExportsQuery,
  RequestMessageExportMutation,
} from '../graphql/Report';

export type MessageExport = MessageExportFieldsFragment;

export interface ExportRequest {
  from: string;
  to: string;
  includeFile: boolean;
  includeVoice: boolean;
}

/**
 * The message-history archives (spec §7 report/message/export): listed, asked for, downloaded
 * (a signed link fetched as a blob, saved as <id>.zip) and deleted. The list follows the jobs as
 * the server announces them (report.updated), so Scheduled turns into a download by itself.
 */
export function useMessageExports() {
  const { t } = useLingui();
  const toast = useToast();
  const client = useApolloClient();
  const query = useQuery(MessageExportsQuery, { fetchPolicy: 'cache-and-network' });
  // A fresh read, never joined to a request already in flight: one that started before the job
  // finished would answer Scheduled, and no later event would come to ask again.
  const readAgain = useFreshRead(MessageExportsQuery);
  useRealtimeEvents(['report.updated', HUB_EVENTS.resumed], readAgain);
  const [requestMutation, requested] = useMutation(RequestMessageExportMutation);
  const [linkMutation] = useMutation(MessageExportDownloadPathMutation);
  const [deleteMutation] = useMutation(DeleteMessageExportMutation);

  const request = useCallback(
    async (input: ExportRequest): Promise<boolean> => {
      try {
        const result = await requestMutation({ variables: { input } });
        const made = result.data?.requestMessageExport;
        if (made) {
          const current = client.readQuery({ query: MessageExportsQuery })?.messageExports ?? [];
          client.writeQuery({ query: MessageExportsQuery, data: { messageExports: [made, ...current] } });
        }
        toast({ kind: 'success', title: t`Export scheduled`, description: t`The archive is prepared in the background; it appears below when ready.` });
        return true;
      } catch (error) {
        toast({ kind: 'error', title: t`The export could not be scheduled`, description: error instanceof Error ? error.message : undefined });
        return false;
      }
    },
    [client, requestMutation, t, toast],
  );

  const download = useCallback(
    async (job: MessageExport) => {
      try {
        const result = await linkMutation({ variables: { id: job.id } });
        const path = result.data?.messageExportDownloadPath;
        if (!path) throw new Error(t`The archive is not ready yet`);
        await downloadReport(path, `${job.id}.zip`);
      } catch (error) {
        toast({ kind: 'error', title: t`The archive could not be downloaded`, description: error instanceof Error ? error.message : undefined });
      }
    },
    [linkMutation, t, toast],
  );

  const remove = useCallback(
    async (job: MessageExport): Promise<boolean> => {
      try {
        await deleteMutation({ variables: { id: job.id } });
        const current = client.readQuery({ query: MessageExportsQuery })?.messageExports ?? [];
        client.writeQuery({
          query: MessageExportsQuery,
          data: { messageExports: current.filter((j) => getFragmentData(MessageExportFields, j).id !== job.id) },
        });
        toast({ kind: 'success', title: t`Archive deleted` });
        return true;
      } catch {
        toast({ kind: 'error', title: t`The archive could not be deleted` });
        return false;
      }
    },
    [client, deleteMutation, t, toast],
  );

  const jobs: readonly MessageExport[] = query.data ? getFragmentData(MessageExportFields, query.data.messageExports) : [];
  return { jobs, loading: !query.data && query.loading, requesting: requested.loading, request, download, remove };
}
