import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { useToast } from '../../../ui/toast/useToast';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { CustomFieldFragment } from '../../people/graphql/CustomField.fragment';
import { ConfigurationQuery } from '../graphql/Configuration.query';
import {
  CreateConversationTagMutation,
  DeleteConversationTagMutation,
  UpdateConfigurationSettingMutation,
  UpdateSettingRulesMutation,
} from '../graphql/SaveConfiguration.mutation';
import { changedSections, definitionsOf, draftFrom, fieldProblems, tagChanges, type ConfigurationDraft } from '../utils/configurationDraft';

const LIVE_EVENTS = ['setting.updated', 'tag.updated', 'team.updated', 'team.deleted', HUB_EVENTS.resumed];

/** Spec §8: the configuration toasts last 2000 to 3000 ms. */
const TOAST_MS = 2500;

/**
 * The configuration page's state: what the server holds, the edited draft, and Apply (every changed
 * section saved in one go, then reloaded) and Cancel (back to what was loaded).
 */
export function useConfiguration() {
  const { t } = useLingui();
  const toast = useToast();
  const query = useQuery(ConfigurationQuery, { fetchPolicy: 'network-only' });
  const client = useApolloClient();
  const [updateSetting] = useMutation(UpdateConfigurationSettingMutation);
  const [updateRules] = useMutation(UpdateSettingRulesMutation);
  const [createTag] = useMutation(CreateConversationTagMutation);
  const [deleteTag] = useMutation(DeleteConversationTagMutation);
  const data = query.data;
  const loaded = useMemo<ConfigurationDraft | null>(
    () =>
      data
        ? draftFrom({
            customerFields: getFragmentData(CustomFieldFragment, data.adminSetting.customerFields),
            agentFields: getFragmentData(CustomFieldFragment, data.adminSetting.agentFields),
            defaultCustomerTags: data.adminSetting.defaultCustomerTags,
            assignOnReply: data.adminSetting.assignOnReply,
            conversationTags: data.conversationTags,
            rules: data.settingRules,
          })
        : null,
    [data],
  );
  const [edited, setEdited] = useState<{ from: ConfigurationDraft; draft: ConfigurationDraft } | null>(null);
  // An edit belongs to the load it started from: a fresh load (after Apply) starts clean.
  const draft = edited && edited.from === loaded ? edited.draft : loaded;
  const setDraft = useCallback((next: ConfigurationDraft) => loaded && setEdited({ from: loaded, draft: next }), [loaded]);
  const changed = useMemo(() => (loaded && draft ? changedSections(loaded, draft) : []), [loaded, draft]);
  const valid = draft ? Object.keys({ ...fieldProblems(draft.customerFields), ...fieldProblems(draft.agentFields) }).length === 0 : false;
  const [applying, setApplying] = useState(false);

  const apply = useCallback(async () => {
    if (!loaded || !draft || changed.length === 0) return;
    setApplying(true);
    try {
      const setting = changed.filter((s) => s !== 'tags');
      if (setting.length > 0) {
        await updateSetting({
          variables: {
            ...(changed.includes('customerFields') ? { customerFields: definitionsOf(draft.customerFields) } : {}),
            ...(changed.includes('agentFields') ? { agentFields: definitionsOf(draft.agentFields) } : {}),
            ...(changed.includes('defaultCustomerTags') ? { defaultCustomerTags: draft.defaultCustomerTags } : {}),
            ...(changed.includes('assignOnReply') ? { assignOnReply: draft.assignOnReply } : {}),
          },
        });
      }
      if (changed.includes('tags')) {
        const { added, removed, rules } = tagChanges(loaded.tags, draft.tags);
        for (const tag of added) await createTag({ variables: { tag } });
        for (const tag of removed) await deleteTag({ variables: { tag } });
        await updateRules({ variables: { rules } });
      }
      // Other screens read the fields and tag lists from the cache: they read them again. What the
      // server holds now becomes this page's starting point.
      for (const fieldName of ['adminSetting', 'settingRules', 'tags']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
      client.cache.gc();
      await query.refetch();
      toast({ kind: 'success', title: t`Update succeeded`, duration: TOAST_MS });
    } catch {
      // The edits stay on the page to correct and apply again (each section's save replaces, so a repeat is safe).
      toast({ kind: 'error', title: t`Update failed`, duration: TOAST_MS });
    } finally {
      setApplying(false);
    }
  }, [changed, client, createTag, deleteTag, draft, loaded, query, t, toast, updateRules, updateSetting]);

  // Another manager's change (announced as provisioning) is read again, unless this page holds edits
  // of its own: those are not swept away under the person typing them.
  const readAgain = useFreshRead(ConfigurationQuery);
  useRealtimeEvents(LIVE_EVENTS, () => {
    if (changed.length === 0 && !applying) readAgain();
  });

  return {
    loading: !data && query.loading,
    error: query.error,
    teams: data?.teams ?? [],
    draft,
    setDraft,
    /** The sections holding edits that Apply would save and Cancel would drop. */
    changed,
    dirty: changed.length > 0,
    valid,
    applying,
    apply,
    cancel: () => setEdited(null),
  };
}
