import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../../ui/IconButton';
import { listEntryButtonStyles } from '../../../ui/controlStyles';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import { useDraftForm } from '../hooks/useDraftForm';
import type { AdoptPlatforms } from '../hooks/usePlatforms';
import { useProviderActions, type Channel, type ChannelTemplate } from '../hooks/useProviderActions';
import { DetailScreen, NotFoundScreen } from './DetailScreen';
import { DraftDrawer } from './DraftDrawer';
import { AddHead, Card, Column, EditRemoveHead, Facts, ListRow, Muted } from './parts';
import { ParamFields, paramIndex, paramProblems, TemplateFields, templateProblems, type ParamDraft, type TemplateDraft } from './TemplateForms';

type Param = ChannelTemplate['params'][number];

interface ParamEdit {
  draft: ParamDraft;
  /** Which param it changes; null for a new one. */
  at: number | null;
}

const paramOf = (d: ParamDraft): Param => ({
  name: d.name.trim(),
  description: d.description,
  component: d.component.trim() || 'body',
  index: paramIndex(d.index) ?? 0,
});

/**
 * Spec §2 template detail (/externalPlatform/{id}/{channelId}/{key}): key, name, description, edit,
 * remove, and its params (create, click to edit, remove); page not found without it.
 */
export function TemplateDetail({
  platformId,
  channelId,
  channel,
  templateKey,
  adopt,
}: {
  platformId: string;
  channelId: string;
  channel: Channel | undefined;
  templateKey: string;
  adopt: AdoptPlatforms;
}) {
  const { t } = useLingui();
  const template = channel?.templates.find((x) => x.key === templateKey);
  const channelPath = `/externalPlatform/${platformId}/${encodeURIComponent(channelId)}`;
  const back = { to: channelPath, label: channel?.name ?? t`Channel` };
  if (!channel || !template) return <NotFoundScreen back={back} description={t`This template does not exist or was removed.`} />;
  return (
    <DetailScreen back={back} title={template.name} subtitle={template.key}>
      <TemplateCards platformId={platformId} channelPath={channelPath} channel={channel} template={template} adopt={adopt} />
    </DetailScreen>
  );
}

function TemplateCards({
  platformId,
  channelPath,
  channel,
  template,
  adopt,
}: {
  platformId: string;
  channelPath: string;
  channel: Channel;
  template: ChannelTemplate;
  adopt: AdoptPlatforms;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useProviderActions(platformId, adopt);
  const otherKeys = channel.templates.filter((x) => x.key !== template.key).map((x) => x.key);
  const editing = useDraftForm((d: TemplateDraft) => templateProblems(d, otherKeys));
  const param = useDraftForm((p: ParamEdit) => paramProblems(p.draft));
  const [removing, setRemoving] = useState(false);
  const [removingParam, setRemovingParam] = useState<number | null>(null);
  const replace = (next: ChannelTemplate) => channel.templates.map((x) => (x.key === template.key ? next : x));

  const saveTemplate = async (draft: TemplateDraft) => {
    const next = { ...template, key: draft.key.trim(), name: draft.name.trim(), description: draft.description };
    const done = await actions.saveTemplates(channel, replace(next), t`The template has been updated`);
    // A new key is a new address.
    if (done && next.key !== template.key) navigate(`${channelPath}/${encodeURIComponent(next.key)}`, { replace: true });
    return done;
  };
  const saveParam = ({ draft, at }: ParamEdit) => {
    const params = at === null ? [...template.params, paramOf(draft)] : template.params.map((p, i) => (i === at ? paramOf(draft) : p));
    return actions.saveTemplates(channel, replace({ ...template, params }), at === null ? t`The param has been created` : t`The param has been updated`);
  };

  return (
    <Column>
      <Card>
        <EditRemoveHead
          title={t`Template`}
          onEdit={() => editing.open({ key: template.key, name: template.name, description: template.description })}
          onRemove={() => setRemoving(true)}
        />
        <Facts>
          <span>{t`Key`}</span>
          <code>{template.key}</code>
          <span>{t`Name`}</span>
          <span>{template.name}</span>
          <span>{t`Description`}</span>
          <span>{template.description || '—'}</span>
        </Facts>
      </Card>
      <Card>
        <AddHead
          title={t`Params`}
          label={t`Create param`}
          onAdd={() => param.open({ draft: { name: '', description: '', component: 'body', index: String(template.params.length) }, at: null })}
        />
        {template.params.length === 0 && <Muted>{t`No params: the template is sent as it is.`}</Muted>}
        {template.params.map((p, i) => (
          <ParamRow key={`${p.component}-${p.index}-${p.name}`} data-testid="param-row">
            <ParamButton
              type="button"
              onClick={() => param.open({ draft: { name: p.name, description: p.description, component: p.component, index: String(p.index) }, at: i })}
            >
              <strong>{p.name}</strong>
              <small>{p.description}</small>
              <code>
                {p.component} · {p.index}
              </code>
            </ParamButton>
            <IconButton label={t`Remove ${p.name}`} icon={<Trash2 size={16} />} onClick={() => setRemovingParam(i)} />
          </ParamRow>
        ))}
      </Card>

      <DraftDrawer form={editing} title={t`Edit template`} saving={actions.saving} onSave={saveTemplate}>
        {(draft) => <TemplateFields draft={draft} onChange={editing.change} problems={editing.shown} />}
      </DraftDrawer>
      <DraftDrawer form={param} title={param.draft?.at === null ? t`Create param` : t`Edit param`} saving={actions.saving} onSave={saveParam}>
        {(edit) => <ParamFields draft={edit.draft} onChange={(draft) => param.change({ ...edit, draft })} problems={param.shown} />}
      </DraftDrawer>
      <ConfirmModal
        open={removing}
        onOpenChange={setRemoving}
        title={t`Remove this template?`}
        description={t`Agents can no longer send it.`}
        confirmLabel={t`Remove`}
        onConfirm={async () => {
          if (
            await actions.saveTemplates(
              channel,
              channel.templates.filter((x) => x.key !== template.key),
              t`The template has been removed`,
            )
          )
            navigate(channelPath);
        }}
      />
      <ConfirmModal
        open={removingParam !== null}
        onOpenChange={(open) => !open && setRemovingParam(null)}
        title={t`Remove this param?`}
        description={t`Agents are no longer asked to fill it in.`}
        confirmLabel={t`Remove`}
        onConfirm={() =>
          removingParam === null
            ? Promise.resolve()
            : actions.saveTemplates(
                channel,
                replace({ ...template, params: template.params.filter((_, i) => i !== removingParam) }),
                t`The param has been removed`,
              )
        }
      />
    </Column>
  );
}

const ParamRow = styled(ListRow)`
  padding: 0 ${({ theme }) => theme.spacing(2)} 0 0;
`;
const ParamButton = styled.button`
  display: grid;
  grid-template-columns: 1fr 2fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 0;
  background: none;
  ${listEntryButtonStyles}
`;
