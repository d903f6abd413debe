import { withTemplate } from '../utils/templateList';
import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../../ui/Badge';
import { IconButton } from '../../../ui/IconButton';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import { useDraftForm } from '../hooks/useDraftForm';
import type { AdoptPlatforms } from '../hooks/usePlatforms';
import { useProviderActions, type Channel, type ChannelDraft, type ChannelTemplate } from '../hooks/useProviderActions';
import { ChannelForm, channelProblems } from './ChannelForm';
import { DetailScreen, NotFoundScreen } from './DetailScreen';
import { DraftDrawer } from './DraftDrawer';
import { AddHead, Badges, Card, Column, EditRemoveHead, Facts, ListRow, Muted, RowLink } from './parts';
import { TemplateFields, templateProblems, type TemplateDraft } from './TemplateForms';

const draftOf = (channel: Channel): ChannelDraft => ({
  channelId: channel.channelId,
  name: channel.name,
  platformType: channel.platformType as ChannelDraft['platformType'],
  accountId: channel.accountId ?? '',
  namespace: channel.namespace ?? '',
  responseWindowHours: String(channel.responseWindowHours),
});

/** Spec §2 channel detail (/externalPlatform/{id}/{channelId}): its facts, edit, remove, and its templates; page not found without it. */
export function ChannelDetail({ platformId, channel, adopt }: { platformId: string; channel: Channel | undefined; adopt: AdoptPlatforms }) {
  const { t } = useLingui();
  const back = { to: `/externalPlatform/${platformId}`, label: t`Platform` };
  if (!channel) return <NotFoundScreen back={back} description={t`This channel does not exist or was removed.`} />;
  return (
    <DetailScreen back={back} title={channel.name} subtitle={channel.channelId}>
      <ChannelCards platformId={platformId} channel={channel} adopt={adopt} />
    </DetailScreen>
  );
}

function ChannelCards({ platformId, channel, adopt }: { platformId: string; channel: Channel; adopt: AdoptPlatforms }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useProviderActions(platformId, adopt);
  const editing = useDraftForm((d: ChannelDraft) => channelProblems(d, true));
  // A new template with a key the channel holds replaces that template (spec §5), so no key is taken here.
  const creating = useDraftForm((d: TemplateDraft) => templateProblems(d, []));
  const saveNewTemplate = (draft: TemplateDraft) => {
    const added: ChannelTemplate = { key: draft.key.trim(), name: draft.name.trim(), description: draft.description.trim(), params: [] };
    const { list, replaced } = withTemplate(channel.templates, added);
    return actions.saveTemplates(channel, list, replaced ? t`The template has been updated` : t`The template has been created`);
  };
  const [removing, setRemoving] = useState(false);
  const [removingTemplate, setRemovingTemplate] = useState<ChannelTemplate | null>(null);
  const templatePath = (key: string) => `/externalPlatform/${platformId}/${encodeURIComponent(channel.channelId)}/${encodeURIComponent(key)}`;
  return (
    <Column>
      <Card>
        <EditRemoveHead title={t`Channel`} onEdit={() => editing.open(draftOf(channel))} onRemove={() => setRemoving(true)} />
        <Facts>
          <span>{t`Channel ID`}</span>
          <code>{channel.channelId}</code>
          <span>{t`Platform type`}</span>
          <span>{channel.platformType === 'whatsapp' ? 'WhatsApp' : 'Facebook'}</span>
          {channel.accountId && (
            <>
              <span>{t`Account ID`}</span>
              <code>{channel.accountId}</code>
            </>
          )}
          {channel.namespace && (
            <>
              <span>{t`Namespace`}</span>
              <code>{channel.namespace}</code>
            </>
          )}
          <span>{t`Response window (hours)`}</span>
          <span>{channel.responseWindowHours}</span>
        </Facts>
      </Card>
      <Card>
        <AddHead title={t`Templates`} label={t`Create template`} onAdd={() => creating.open({ key: '', name: '', description: '' })} />
        {channel.templates.length === 0 && <Muted>{t`No template yet. Outside the response window, agents can only send templates.`}</Muted>}
        {channel.templates.map((tpl) => (
          <ListRow key={tpl.key} data-testid="template-card">
            <RowLink to={templatePath(tpl.key)}>
              <strong>{tpl.name}</strong>
              <small>
                {tpl.key}
                {tpl.description ? ` · ${tpl.description}` : ''}
              </small>
              <Badges>
                {tpl.params.map((p) => (
                  <Badge key={`${p.component}-${p.index}-${p.name}`}>{p.name}</Badge>
                ))}
              </Badges>
            </RowLink>
            <IconButton label={t`Remove ${tpl.name}`} icon={<Trash2 size={16} />} onClick={() => setRemovingTemplate(tpl)} />
          </ListRow>
        ))}
      </Card>

      <DraftDrawer form={editing} title={t`Edit channel`} saving={actions.saving} onSave={(draft) => actions.saveChannel(draft, channel.templates, false)}>
        {(draft) => <ChannelForm draft={draft} onChange={editing.change} editing problems={editing.shown} />}
      </DraftDrawer>
      <DraftDrawer form={creating} title={t`Create template`} saving={actions.saving} confirmLabel={t`Create`} onSave={(draft) => saveNewTemplate(draft)}>
        {(draft) => <TemplateFields draft={draft} onChange={creating.change} problems={creating.shown} />}
      </DraftDrawer>
      <ConfirmModal
        open={removing}
        onOpenChange={setRemoving}
        title={t`Remove this channel?`}
        description={t`Its messages stop arriving. Its conversations stay in your inbox.`}
        confirmLabel={t`Remove`}
        onConfirm={async () => {
          if (await actions.removeChannel(channel.channelId)) navigate(`/externalPlatform/${platformId}`);
        }}
      />
      <ConfirmModal
        open={removingTemplate !== null}
        onOpenChange={(open) => !open && setRemovingTemplate(null)}
        title={t`Remove this template?`}
        description={t`Agents can no longer send it.`}
        confirmLabel={t`Remove`}
        onConfirm={() =>
          removingTemplate
            ? actions.saveTemplates(
                channel,
                channel.templates.filter((x) => x.key !== removingTemplate.key),
                t`The template has been removed`,
              )
            : Promise.resolve()
        }
      />
    </Column>
  );
}
