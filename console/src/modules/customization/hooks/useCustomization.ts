import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { AppConfig, ApplicationView } from '@parley/protocol';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { CustomizationQuery, UpdateAppConfigMutation } from '../graphql/Customization';
import { changedFields, draftProblems } from '../utils/customizationDraft';

/** Spec §8: "Modification succeeded" shows for 3 seconds. */
const TOAST_MS = 3000;
const LIVE_EVENTS = ['appConfig.updated', 'agent.updated', 'agent.deleted', 'agent.joined', HUB_EVENTS.resumed];

/**
 * The customization page's state: the stored configuration, the edited draft (what the preview
 * shows), Save (only the changed fields) and Discard.
 */
export function useCustomization() {
  const { t } = useLingui();
  const toast = useToast();
  const client = useApolloClient();
  const query = useQuery(CustomizationQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateAppConfigMutation);
  const loaded = (query.data?.appConfig as AppConfig | undefined) ?? null;
  const view = (query.data?.application as ApplicationView | undefined) ?? null;
  const [edited, setEdited] = useState<{ from: AppConfig; draft: AppConfig } | null>(null);
  // An edit belongs to the load it started from: after Save the fresh load starts clean.
  const draft = edited && edited.from === loaded ? edited.draft : loaded;
  const setDraft = useCallback((next: AppConfig) => loaded && setEdited({ from: loaded, draft: next }), [loaded]);
  const patch = useMemo(() => (loaded && draft ? changedFields(loaded, draft) : {}), [loaded, draft]);
  const dirty = Object.keys(patch).length > 0;
  const problems = useMemo(() => (draft ? draftProblems(draft) : {}), [draft]);
  const [saving, setSaving] = useState(false);

  const save = useCallback(async () => {
    if (!dirty || Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await update({ variables: { value: patch } });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'application' });
      await query.refetch();
      toast({ kind: 'success', title: t`Modification succeeded`, duration: TOAST_MS });
    } catch {
      // The edits stay on the page to correct and save again.
      toast({ kind: 'error', title: t`Modification failed`, duration: TOAST_MS });
    } finally {
      setSaving(false);
    }
  }, [client, dirty, patch, problems, query, t, toast, update]);

  // Another manager saved (or an agent joined or left the avatars): read again, unless this page holds edits.
  const readAgain = useFreshRead(CustomizationQuery);
  useRealtimeEvents(LIVE_EVENTS, () => {
    if (!dirty && !saving) readAgain();
  });

  return {
    loading: !query.data && query.loading,
    error: query.error,
    draft,
    view,
    measured: query.data?.measuredResponseTime ?? null,
    setDraft,
    dirty,
    problems,
    saving,
    save,
    discard: () => setEdited(null),
  };
}
