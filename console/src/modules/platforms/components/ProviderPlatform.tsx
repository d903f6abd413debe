import { useLingui } from '@lingui/react/macro';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { CopyField } from '../../../ui/CopyField';
import { Drawer } from '../../../ui/Drawer';
import { IconButton } from '../../../ui/IconButton';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import { useProviderActions, type Channel, type ChannelDraft } from '../hooks/useProviderActions';
import type { Platform, usePlatforms } from '../hooks/usePlatforms';
import { ChannelForm, channelProblems, emptyChannel } from './ChannelForm';
import { Actions, Badges, Card, Column, Facts, FormFooter, Head, Muted } from './parts';

/**
 * Spec §2 provider (sanuker) detail: remove connection, access token and edit dialogs, the ids,
 * the copyable webhooks, and the channels (create, open, remove). A new platform's webhook secret
 * is shown once, here.
 */
export function ProviderPlatform({ platform, adopt, newSecret }: { platform: Platform; adopt: ReturnType<typeof usePlatforms>['adopt']; newSecret?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useProviderActions(platform.id, adopt);
  const [secretShown, setSecretShown] = useState(Boolean(newSecret));
  const [tokenOpen, setTokenOpen] = useState(false);
  const [token, setToken] = useState('');
  const [tokenTried, setTokenTried] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [ids, setIds] = useState({ organizationId: platform.organizationId ?? '', projectGChannelId: platform.projectGChannelId ?? '' });
  const [channel, setChannel] = useState<ChannelDraft | null>(null);
  const [tried, setTried] = useState(false);
  const [removing, setRemoving] = useState<Channel | null>(null);
  const [removingConnection, setRemovingConnection] = useState(false);
  const problems = channel ? channelProblems(channel, false) : [];

  return (
    <Column>
      <Card>
        <Head>
          <h2>{t`Connection`}</h2>
          <Actions>
            <Button variant="secondary" icon={<KeyRound size={16} />} onClick={() => (setTokenOpen(true), setToken(''), setTokenTried(false))}>
              {t`Update access token`}
            </Button>
            <Button
              variant="secondary"
              icon={<Pencil size={16} />}
              onClick={() => (
                setIds({ organizationId: platform.organizationId ?? '', projectGChannelId: platform.projectGChannelId ?? '' }),
                setEditOpen(true)
              )}
            >
              {t`Edit`}
            </Button>
            <Button variant="danger" icon={<Trash2 size={16} />} onClick={() => setRemovingConnection(true)}>
              {t`Remove connection`}
            </Button>
          </Actions>
        </Head>
        <Facts>
          <span>{t`Access token`}</span>
          <code data-testid="provider-token-hint">{platform.accessTokenHint || t`Not set`}</code>
          {platform.organizationId && (
            <>
              <span>organizationId</span>
              <code>{platform.organizationId}</code>
            </>
          )}
          {platform.projectGChannelId && (
            <>
              <span>projectGChannelId</span>
              <code>{platform.projectGChannelId}</code>
            </>
          )}
          <span>{t`Webhook secret`}</span>
          <code>{platform.webhookSecretHint}</code>
        </Facts>
        <CopyField
          label="liveChatWebhook"
          value={platform.liveChatWebhook ?? ''}
          hint={t`The provider posts customer messages here, signed with the webhook secret.`}
        />
        <CopyField label="relayWebhook" value={platform.relayWebhook ?? ''} />
        <CopyField label="sendWebhook" value={platform.sendWebhook ?? ''} hint={t`Parley posts your replies here with the access token.`} />
      </Card>

      <Card>
        <Head>
          <h2>{t`Channels`}</h2>
          <Button icon={<Plus size={16} />} onClick={() => (setTried(false), setChannel(emptyChannel()))}>
            {t`Create channel`}
          </Button>
        </Head>
        {platform.channels.length === 0 && <Muted>{t`No channel yet. Create one for each WhatsApp number or Facebook page of the provider.`}</Muted>}
        {platform.channels.map((c) => (
          <ChannelCard key={c.channelId} data-testid="channel-card">
            <CardLink to={`/externalPlatform/${platform.id}/${encodeURIComponent(c.channelId)}`}>
              <strong>{c.name}</strong>
              <small>
                {c.channelId} · {t`${c.responseWindowHours} h window`}
              </small>
              <Badges>
                {c.templates.map((tpl) => (
                  <Badge key={tpl.key}>{tpl.name}</Badge>
                ))}
              </Badges>
            </CardLink>
            <IconButton label={t`Remove ${c.name}`} icon={<Trash2 size={16} />} onClick={() => setRemoving(c)} />
          </ChannelCard>
        ))}
      </Card>

      <Modal
        open={secretShown}
        onOpenChange={setSecretShown}
        title={t`The webhook secret`}
        description={t`Give it to your provider: it signs every message it posts to Parley. It is shown only this once.`}
        footer={<Button onClick={() => setSecretShown(false)}>{t`I have copied it`}</Button>}
      >
        <CopyField label={t`Webhook secret`} value={newSecret ?? ''} />
      </Modal>
      <Modal
        open={tokenOpen}
        onOpenChange={setTokenOpen}
        title={t`Update access token`}
        footer={
          <FormFooter
            onCancel={() => setTokenOpen(false)}
            loading={actions.saving}
            onConfirm={async () => {
              setTokenTried(true);
              if (!token.trim()) return;
              if (await actions.setToken(token.trim())) setTokenOpen(false);
            }}
          />
        }
      >
        <Input
          label={t`Access token`}
          type="password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          error={tokenTried && !token.trim() ? t`Please input the access token` : undefined}
        />
      </Modal>
      <Modal
        open={editOpen}
        onOpenChange={setEditOpen}
        title={t`Edit platform`}
        footer={
          <FormFooter
            onCancel={() => setEditOpen(false)}
            loading={actions.saving}
            onConfirm={async () => (await actions.setIds(ids.organizationId, ids.projectGChannelId)) && setEditOpen(false)}
          />
        }
      >
        <Stack>
          <Input label="organizationId" value={ids.organizationId} onChange={(e) => setIds({ ...ids, organizationId: e.target.value })} />
          <Input label="projectGChannelId" value={ids.projectGChannelId} onChange={(e) => setIds({ ...ids, projectGChannelId: e.target.value })} />
        </Stack>
      </Modal>
      <Drawer
        open={channel !== null}
        onOpenChange={(open) => !open && setChannel(null)}
        title={t`Create channel`}
        footer={
          <FormFooter
            onCancel={() => setChannel(null)}
            loading={actions.saving}
            onConfirm={async () => {
              setTried(true);
              if (!channel || problems.length > 0) return;
              if (await actions.saveChannel(channel, [], true)) setChannel(null);
            }}
            confirmLabel={t`Create`}
          />
        }
      >
        {channel && <ChannelForm draft={channel} onChange={setChannel} editing={false} problems={tried ? problems : []} />}
      </Drawer>
      <ConfirmModal
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t`Remove this channel?`}
        description={t`Its messages stop arriving. Its conversations stay in your inbox.`}
        confirmLabel={t`Remove`}
        onConfirm={() => (removing ? actions.removeChannel(removing.channelId) : Promise.resolve())}
      />
      <ConfirmModal
        open={removingConnection}
        onOpenChange={setRemovingConnection}
        title={t`Remove this connection?`}
        description={t`Its channels stop sending messages here. Conversations stay in your inbox.`}
        confirmLabel={t`Remove`}
        onConfirm={async () => {
          if (await actions.removeConnection()) navigate('/externalPlatform');
        }}
      />
    </Column>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const ChannelCard = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
