import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useAttempt } from './useAttempt';
import { DeleteProviderChannelMutation, SaveProviderChannelMutation, UpdateProviderPlatformMutation } from '../graphql/Platforms';
import type { AdoptPlatforms, Platform } from './usePlatforms';

export type Channel = Platform['channels'][number];
export type ChannelTemplate = Channel['templates'][number];

/** What the channel form holds; templates travel whole (spec §7: the full list each time). */
export interface ChannelDraft {
  channelId: string;
  name: string;
  platformType: 'whatsapp' | 'facebook' | '';
  accountId: string;
  namespace: string;
  responseWindowHours: string;
}

const templatesInput = (templates: readonly ChannelTemplate[]) =>
  templates.map((t) => ({
    key: t.key,
    name: t.name,
    description: t.description,
    params: t.params.map((p) => ({ name: p.name, description: p.description, component: p.component, index: p.index })),
  }));

/** The changes a provider platform takes, each with its spec §8 toast; true when it went through. */
export function useProviderActions(platformId: string, adopt: AdoptPlatforms) {
  const { t } = useLingui();
  const attempt = useAttempt();
  const [update, updateState] = useMutation(UpdateProviderPlatformMutation);
  const [saveChannel, channelState] = useMutation(SaveProviderChannelMutation);
  const [deleteChannel] = useMutation(DeleteProviderChannelMutation);

  const save = (channel: Channel | ChannelDraft, templates: readonly ChannelTemplate[]) =>
    saveChannel({
      variables: {
        id: platformId,
        channelId: channel.channelId.trim(),
        name: channel.name.trim(),
        platformType: channel.platformType,
        accountId: channel.accountId?.trim() || null,
        namespace: channel.namespace?.trim() || null,
        responseWindowHours: Number(channel.responseWindowHours),
        templates: templatesInput(templates),
      },
    }).then((r) => adopt(r.data?.saveProviderChannel));

  return {
    saving: updateState.loading || channelState.loading,
    setToken: (accessToken: string) =>
      attempt(
        async () => adopt((await update({ variables: { id: platformId, accessToken } })).data?.updateProviderPlatform),
        t`The access token has been updated`,
        t`The access token could not be updated`,
      ),
    setIds: (organizationId: string, projectGChannelId: string) =>
      attempt(
        async () => adopt((await update({ variables: { id: platformId, organizationId, projectGChannelId } })).data?.updateProviderPlatform),
        t`The platform has been updated`,
        t`The platform could not be updated`,
      ),
    saveChannel: (channel: Channel | ChannelDraft, templates: readonly ChannelTemplate[], created: boolean) =>
      attempt(
        () => save(channel, templates),
        created ? t`The channel has been created` : t`The channel has been updated`,
        created ? t`The channel could not be created` : t`The channel could not be updated`,
      ),
    /** The channel's templates changed (a template or a param added, changed or removed). */
    saveTemplates: (channel: Channel, templates: readonly ChannelTemplate[], success: string) =>
      attempt(() => save(channel, templates), success, t`The change could not be saved`),
    removeChannel: (channelId: string) =>
      attempt(
        async () => adopt((await deleteChannel({ variables: { id: platformId, channelId } })).data?.deleteProviderChannel),
        t`The channel has been removed`,
        t`The channel could not be removed`,
      ),
  };
}
