import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { Drawer } from '../ui/Drawer';
import { EmptyState } from '../ui/EmptyState';
import { IconButton } from '../ui/IconButton';
import { PageLoader } from '../ui/PageLoader';
import { ConfirmModal } from '../modules/people/components/shared/ConfirmModal';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { Actions, Card, Column, Facts, FormFooter, Head, Muted } from '../modules/platforms/components/parts';
import {
  ParamFields,
  paramProblems,
  TemplateFields,
  templateProblems,
  type ParamDraft,
  type TemplateDraft,
} from '../modules/platforms/components/TemplateForms';
import { usePlatforms } from '../modules/platforms/hooks/usePlatforms';
import { useProviderActions, type ChannelTemplate } from '../modules/platforms/hooks/useProviderActions';
import { Back } from './ExternalPlatformChannelPage';

type Param = ChannelTemplate['params'][number];

/** Spec §2 template detail: key, name, description, edit, remove, and its params (create, click to edit, remove). */
export function ExternalPlatformTemplatePage() {
  const { t } = useLingui();
  const { id = '', channelId = '', templateKey = '' } = useParams();
  const navigate = useNavigate();
  const { platforms, loading, adopt } = usePlatforms();
  const actions = useProviderActions(id, adopt);
  const [editing, setEditing] = useState<TemplateDraft | null>(null);
  const [param, setParam] = useState<{ draft: ParamDraft; at: number | null } | null>(null);
  const [tried, setTried] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removingParam, setRemovingParam] = useState<number | null>(null);
  if (loading) return <PageLoader />;
  const channel = platforms.find((p) => p.id === id)?.channels.find((c) => c.channelId === channelId);
  const template = channel?.templates.find((x) => x.key === templateKey);
  const channelPath = `/externalPlatform/${id}/${encodeURIComponent(channelId)}`;
  const back = (
    <Back to={channelPath}>
      <ArrowLeft size={16} aria-hidden /> {channel?.name ?? t`Channel`}
    </Back>
  );
  if (!channel || !template) {
    return (
      <PeoplePage title={t`Page not found`}>
        {back}
        <EmptyState icon={<SearchX size={28} />} title={t`Page not found`} description={t`This template does not exist or was removed.`} />
      </PeoplePage>
    );
  }
  const replace = (next: ChannelTemplate) => channel.templates.map((x) => (x.key === template.key ? next : x));
  const otherKeys = channel.templates.filter((x) => x.key !== template.key).map((x) => x.key);
  const editProblems = editing ? templateProblems(editing, otherKeys) : [];
  const paramIssues = param ? paramProblems(param.draft) : [];
  const paramOf = (d: ParamDraft): Param => ({
    name: d.name.trim(),
    description: d.description,
    component: d.component.trim() || 'body',
    index: Number(d.index),
  });

  return (
    <PeoplePage title={template.name} subtitle={template.key}>
      {back}
      <Column>
        <Card>
          <Head>
            <h2>{t`Template`}</h2>
            <Actions>
              <Button
                variant="secondary"
                icon={<Pencil size={16} />}
                onClick={() => (setTried(false), setEditing({ key: template.key, name: template.name, description: template.description }))}
              >
                {t`Edit`}
              </Button>
              <Button variant="danger" icon={<Trash2 size={16} />} onClick={() => setRemoving(true)}>
                {t`Remove`}
              </Button>
            </Actions>
          </Head>
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
          <Head>
            <h2>{t`Params`}</h2>
            <Button
              icon={<Plus size={16} />}
              onClick={() => (
                setTried(false),
                setParam({ draft: { name: '', description: '', component: 'body', index: String(template.params.length) }, at: null })
              )}
            >
              {t`Create param`}
            </Button>
          </Head>
          {template.params.length === 0 && <Muted>{t`No params: the template is sent as it is.`}</Muted>}
          {template.params.map((p, i) => (
            <ParamRow key={`${p.component}-${p.index}-${p.name}`} data-testid="param-row">
              <ParamButton
                type="button"
                onClick={() => (
                  setTried(false),
                  setParam({ draft: { name: p.name, description: p.description, component: p.component, index: String(p.index) }, at: i })
                )}
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
      </Column>

      <Drawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t`Edit template`}
        footer={
          <FormFooter
            onCancel={() => setEditing(null)}
            loading={actions.saving}
            onConfirm={async () => {
              setTried(true);
              if (!editing || editProblems.length > 0) return;
              const next = { ...template, key: editing.key.trim(), name: editing.name.trim(), description: editing.description };
              if (!(await actions.saveTemplates(channel, replace(next), t`The template has been updated`))) return;
              setEditing(null);
              // A new key is a new address.
              if (next.key !== template.key) navigate(`${channelPath}/${encodeURIComponent(next.key)}`, { replace: true });
            }}
          />
        }
      >
        {editing && <TemplateFields draft={editing} onChange={setEditing} problems={tried ? editProblems : []} />}
      </Drawer>
      <Drawer
        open={param !== null}
        onOpenChange={(open) => !open && setParam(null)}
        title={param?.at === null ? t`Create param` : t`Edit param`}
        footer={
          <FormFooter
            onCancel={() => setParam(null)}
            loading={actions.saving}
            onConfirm={async () => {
              setTried(true);
              if (!param || paramIssues.length > 0) return;
              const params =
                param.at === null ? [...template.params, paramOf(param.draft)] : template.params.map((p, i) => (i === param.at ? paramOf(param.draft) : p));
              const done = await actions.saveTemplates(
                channel,
                replace({ ...template, params }),
                param.at === null ? t`The param has been created` : t`The param has been updated`,
              );
              if (done) setParam(null);
            }}
          />
        }
      >
        {param && <ParamFields draft={param.draft} onChange={(draft) => setParam({ ...param, draft })} problems={tried ? paramIssues : []} />}
      </Drawer>
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
    </PeoplePage>
  );
}

const ParamRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding-right: ${({ theme }) => theme.spacing(2)};
`;
const ParamButton = styled.button`
  display: grid;
  grid-template-columns: 1fr 2fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 0;
  background: none;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
