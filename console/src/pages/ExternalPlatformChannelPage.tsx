import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Drawer } from '../ui/Drawer';
import { EmptyState } from '../ui/EmptyState';
import { IconButton } from '../ui/IconButton';
import { PageLoader } from '../ui/PageLoader';
import { ConfirmModal } from '../modules/people/components/shared/ConfirmModal';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { ChannelForm, channelProblems } from '../modules/platforms/components/ChannelForm';
import { Actions, Badges, Card, Column, Facts, FormFooter, Head, Muted } from '../modules/platforms/components/parts';
import { TemplateFields, templateProblems, type TemplateDraft } from '../modules/platforms/components/TemplateForms';
import { usePlatforms } from '../modules/platforms/hooks/usePlatforms';
import { useProviderActions, type ChannelDraft, type ChannelTemplate } from '../modules/platforms/hooks/useProviderActions';

/** Spec §2 channel detail (/externalPlatform/{id}/{channelId}): its facts, edit, remove, and its templates. */
export function ExternalPlatformChannelPage() {
  const { t } = useLingui();
  const { id = '', channelId = '' } = useParams();
  const navigate = useNavigate();
  const { platforms, loading, adopt } = usePlatforms();
  const actions = useProviderActions(id, adopt);
  const [editing, setEditing] = useState<ChannelDraft | null>(null);
  const [template, setTemplate] = useState<TemplateDraft | null>(null);
  const [tried, setTried] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removingTemplate, setRemovingTemplate] = useState<ChannelTemplate | null>(null);
  if (loading) return <PageLoader />;
  const platform = platforms.find((p) => p.id === id);
  const channel = platform?.channels.find((c) => c.channelId === channelId);
  const back = (
    <Back to={`/externalPlatform/${id}`}>
      <ArrowLeft size={16} aria-hidden /> {t`Platform`}
    </Back>
  );
  if (!platform || !channel) {
    return (
      <PeoplePage title={t`Page not found`}>
        {back}
        <EmptyState icon={<SearchX size={28} />} title={t`Page not found`} description={t`This channel does not exist or was removed.`} />
      </PeoplePage>
    );
  }
  const editProblems = editing ? channelProblems(editing, true) : [];
  const newProblems = template
    ? templateProblems(
        template,
        channel.templates.map((x) => x.key),
      )
    : [];
  return (
    <PeoplePage title={channel.name} subtitle={channel.channelId}>
      {back}
      <Column>
        <Card>
          <Head>
            <h2>{t`Channel`}</h2>
            <Actions>
              <Button
                variant="secondary"
                icon={<Pencil size={16} />}
                onClick={() => (
                  setTried(false),
                  setEditing({
                    channelId: channel.channelId,
                    name: channel.name,
                    platformType: channel.platformType as ChannelDraft['platformType'],
                    accountId: channel.accountId ?? '',
                    namespace: channel.namespace ?? '',
                    responseWindowHours: String(channel.responseWindowHours),
                  })
                )}
              >
                {t`Edit`}
              </Button>
              <Button variant="danger" icon={<Trash2 size={16} />} onClick={() => setRemoving(true)}>
                {t`Remove`}
              </Button>
            </Actions>
          </Head>
          <Facts>
            <span>{t`Channel ID`}</span>
            <code>{channel.channelId}</code>
            <span>{t`Platform type`}</span>
            <span>{channel.platformType === 'whatsapp' ? 'WhatsApp' : 'Facebook'}</span>
            {channel.accountId && (
              <>
                <span>accountId</span>
                <code>{channel.accountId}</code>
              </>
            )}
            {channel.namespace && (
              <>
                <span>namespace</span>
                <code>{channel.namespace}</code>
              </>
            )}
            <span>{t`Response window (hours)`}</span>
            <span>{channel.responseWindowHours}</span>
          </Facts>
        </Card>
        <Card>
          <Head>
            <h2>{t`Templates`}</h2>
            <Button icon={<Plus size={16} />} onClick={() => (setTried(false), setTemplate({ key: '', name: '', description: '' }))}>
              {t`Create template`}
            </Button>
          </Head>
          {channel.templates.length === 0 && <Muted>{t`No template yet. Outside the response window, agents can only send templates.`}</Muted>}
          {channel.templates.map((tpl) => (
            <Row key={tpl.key} data-testid="template-card">
              <RowLink to={`/externalPlatform/${id}/${encodeURIComponent(channelId)}/${encodeURIComponent(tpl.key)}`}>
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
            </Row>
          ))}
        </Card>
      </Column>

      <Drawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t`Edit channel`}
        footer={
          <FormFooter
            onCancel={() => setEditing(null)}
            loading={actions.saving}
            onConfirm={async () => {
              setTried(true);
              if (!editing || editProblems.length > 0) return;
              if (await actions.saveChannel(editing, channel.templates, false)) setEditing(null);
            }}
          />
        }
      >
        {editing && <ChannelForm draft={editing} onChange={setEditing} editing problems={tried ? editProblems : []} />}
      </Drawer>
      <Drawer
        open={template !== null}
        onOpenChange={(open) => !open && setTemplate(null)}
        title={t`Create template`}
        footer={
          <FormFooter
            onCancel={() => setTemplate(null)}
            loading={actions.saving}
            onConfirm={async () => {
              setTried(true);
              if (!template || newProblems.length > 0) return;
              const next = [...channel.templates, { key: template.key.trim(), name: template.name.trim(), description: template.description, params: [] }];
              if (await actions.saveTemplates(channel, next, t`The template has been created`)) setTemplate(null);
            }}
            confirmLabel={t`Create`}
          />
        }
      >
        {template && <TemplateFields draft={template} onChange={setTemplate} problems={tried ? newProblems : []} />}
      </Drawer>
      <ConfirmModal
        open={removing}
        onOpenChange={setRemoving}
        title={t`Remove this channel?`}
        description={t`Its messages stop arriving. Its conversations stay in your inbox.`}
        confirmLabel={t`Remove`}
        onConfirm={async () => {
          if (await actions.removeChannel(channel.channelId)) navigate(`/externalPlatform/${id}`);
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
    </PeoplePage>
  );
}

export const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  text-decoration: none;
  margin-top: -${({ theme }) => theme.spacing(3)};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;
const RowLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
