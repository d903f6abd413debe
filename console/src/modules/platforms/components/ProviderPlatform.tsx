import { useLingui } from '@lingui/react/macro';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { CopyField } from '../../../ui/CopyField';
import { IconButton } from '../../../ui/IconButton';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import { useDraftForm } from '../hooks/useDraftForm';
import { useProviderActions, type Channel, type ChannelDraft } from '../hooks/useProviderActions';
import type { AdoptPlatforms, Platform } from '../hooks/usePlatforms';
import { ChannelForm, channelProblems, emptyChannel } from './ChannelForm';
import { DraftDrawer } from './DraftDrawer';
import { AddHead, Badges, Card, CardHead, Column, Facts, FormFooter, ListRow, Muted, RowLink } from './parts';
import { RemoveConnection } from './RemoveConnection';
import { SecretModal } from './SecretInput';

/**
 * Spec §2 provider (sanuker) detail: remove connection, access token and edit dialogs, the ids,
 * the copyable webhooks, and the channels (create, open, remove). A new platform's webhook secret
 * is shown once, here.
 */
export function ProviderPlatform({ platform, adopt, newSecret }: { platform: Platform; adopt: AdoptPlatforms; newSecret?: string }) {
  const { t } = useLingui();
  const actions = useProviderActions(platform.id, adopt);
  const [secretShown, setSecretShown] = useState(Boolean(newSecret));
  const [tokenOpen, setTokenOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [ids, setIds] = useState({ organizationId: platform.organizationId ?? '', projectGChannelId: platform.projectGChannelId ?? '' });
  const creating = useDraftForm((d: ChannelDraft) => channelProblems(d, false));
  const [removing, setRemoving] = useState<Channel | null>(null);

  return (
    <Column>
      <Card>
        <CardHead title={t`Connection`}>
          <Button variant="secondary" icon={<KeyRound size={16} />} onClick={() => setTokenOpen(true)}>
            {t`Update access token`}
          </Button>
          <Button
            variant="secondary"
            icon={<Pencil size={16} />}
            onClick={() => (setIds({ organizationId: platform.organizationId ?? '', projectGChannelId: platform.projectGChannelId ?? '' }), setEditOpen(true))}
          >
            {t`Edit`}
          </Button>
          <RemoveConnection
            platformId={platform.id}
            adopt={adopt}
            description={t`Its channels stop sending messages here. Conversations stay in your inbox.`}
          />
        </CardHead>
        <Facts>
          <span>{t`Access token`}</span>
          <code data-testid="provider-token-hint">{platform.accessTokenHint || t`Not set`}</code>
          {platform.organizationId && (
            <>
              <span>{t`Organization ID`}</span>
              <code>{platform.organizationId}</code>
            </>
          )}
          {platform.projectGChannelId && (
            <>
              <span>{t`Project channel ID`}</span>
              <code>{platform.projectGChannelId}</code>
            </>
          )}
          <span>{t`Webhook secret`}</span>
          <code>{platform.webhookSecretHint}</code>
        </Facts>
        <CopyField
          label={t`Live chat webhook`}
          value={platform.liveChatWebhook ?? ''}
          hint={t`The provider posts customer messages here, signed with the webhook secret.`}
        />
        <CopyField label={t`Relay webhook`} value={platform.relayWebhook ?? ''} />
        <CopyField label={t`Send webhook`} value={platform.sendWebhook ?? ''} hint={t`Parley posts your replies here with the access token.`} />
      </Card>

      <Card>
        <AddHead title={t`Channels`} label={t`Create channel`} onAdd={() => creating.open(emptyChannel())} />
        {platform.channels.length === 0 && <Muted>{t`No channel yet. Create one for each WhatsApp number or Facebook page of the provider.`}</Muted>}
        {platform.channels.map((c) => (
          <ListRow key={c.channelId} $hover data-testid="channel-card">
            <RowLink to={`/externalPlatform/${platform.id}/${encodeURIComponent(c.channelId)}`}>
              <strong>{c.name}</strong>
              <small>
                {c.channelId} · {t`${c.responseWindowHours} h window`}
              </small>
              <Badges>
                {c.templates.map((tpl) => (
                  <Badge key={tpl.key}>{tpl.name}</Badge>
                ))}
              </Badges>
            </RowLink>
            <IconButton label={t`Remove ${c.name}`} icon={<Trash2 size={16} />} onClick={() => setRemoving(c)} />
          </ListRow>
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
      <SecretModal
        open={tokenOpen}
        onOpenChange={setTokenOpen}
        title={t`Update access token`}
        label={t`Access token`}
        missing={t`Please input the access token`}
        saving={actions.saving}
        onSave={actions.setToken}
      />
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
          <Input label={t`Organization ID`} value={ids.organizationId} onChange={(e) => setIds({ ...ids, organizationId: e.target.value })} />
          <Input label={t`Project channel ID`} value={ids.projectGChannelId} onChange={(e) => setIds({ ...ids, projectGChannelId: e.target.value })} />
        </Stack>
      </Modal>
      <DraftDrawer
        form={creating}
        title={t`Create channel`}
        saving={actions.saving}
        confirmLabel={t`Create`}
        onSave={(draft) => actions.saveChannel(draft, [], true)}
      >
        {(draft) => <ChannelForm draft={draft} onChange={creating.change} editing={false} problems={creating.shown} />}
      </DraftDrawer>
      <ConfirmModal
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t`Remove this channel?`}
        description={t`Its messages stop arriving. Its conversations stay in your inbox.`}
        confirmLabel={t`Remove`}
        onConfirm={() => (removing ? actions.removeChannel(removing.channelId) : Promise.resolve())}
      />
    </Column>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
