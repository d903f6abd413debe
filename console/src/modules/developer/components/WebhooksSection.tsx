import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { describeGraphqlError } from '../../../shared/describeError';
import { Button } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useToast } from '../../../ui/toast/useToast';
import { ConfirmDelete } from '../../people/components/shared/ConfirmDelete';
import { ConfirmModal } from '../../people/components/shared/ConfirmModal';
import { useCreateWebhook } from '../hooks/useCreateWebhook';
import { useDeleteWebhook } from '../hooks/useDeleteWebhook';
import { usePingWebhook } from '../hooks/usePingWebhook';
import { useRotateWebhookSecret } from '../hooks/useRotateWebhookSecret';
import { useUpdateWebhook } from '../hooks/useUpdateWebhook';
import type { Webhook } from '../hooks/useWebhooks';
import type { WebhookDraft } from '../utils/webhookForm';
import { Muted } from './ApiKeysSection';
import { WebhookDeliveriesDrawer } from './WebhookDeliveriesDrawer';
import { WebhookDialog } from './WebhookDialog';
import { WebhookRow, type WebhookAction } from './WebhookRow';
import { WebhookSecretModal } from './WebhookSecretModal';

export interface WebhooksSectionProps {
  webhooks: readonly Webhook[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

type Editing = { webhook: Webhook | null } | null;

/** Outgoing webhooks: the subscriptions, each one's actions and delivery log, and the secret shown once. */
export function WebhooksSection({ webhooks, loading, failed, onRetry }: WebhooksSectionProps) {
  const { t } = useLingui();
  const toast = useToast();
  const { create } = useCreateWebhook();
  const { update, setActive } = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const ping = usePingWebhook();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string; rotated: boolean } | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  // The drawer follows the cached subscription (turned off elsewhere, say); it closes if it is deleted.
  const logWebhook = webhooks.find((w) => w.id === logOf) ?? null;

  const save = async (draft: WebhookDraft) => {
    const current = editing?.webhook;
    if (current) {
      await update({ id: current.id, ...draft });
      toast({ kind: 'success', title: t`Webhook saved` });
      return;
    }
    const made = await create(draft);
    setSecret({ secret: made.secret, url: draft.url, rotated: false });
  };

  const sendPing = async (webhook: Webhook) => {
    setLogOf(webhook.id);
    try {
      await ping(webhook.id);
    } catch (error) {
      toast({ kind: 'error', title: t`The test ping could not be sent`, description: describeGraphqlError(error, t`Server connection failed`) });
    }
  };

  const toggle = async (webhook: Webhook) => {
    try {
      await setActive(webhook, !webhook.active);
      toast({ kind: 'success', title: webhook.active ? t`Webhook turned off` : t`Webhook turned on` });
    } catch (error) {
      toast({ kind: 'error', title: t`The webhook could not be changed`, description: describeGraphqlError(error, t`Server connection failed`) });
    }
  };

  const onAction = (action: WebhookAction, webhook: Webhook) => {
    switch (action) {
      case 'deliveries':
        return setLogOf(webhook.id);
      case 'edit':
        return setEditing({ webhook });
      case 'toggle':
        return void toggle(webhook);
      case 'ping':
        return void sendPing(webhook);
      case 'rotate':
        return setRotating(webhook);
      case 'delete':
        return setDeleting(webhook);
    }
  };

  return (
    <Column>
      <Intro>
        <Trans>
          Each delivery carries a <HeaderName>Parley-Signature</HeaderName> header: an HMAC-SHA256 of its time and body, made with the webhook's signing secret.
          A receiver that does not answer with a 2xx status is tried again later, and the webhook is turned off after repeated failures.
        </Trans>
      </Intro>
      {failed && webhooks.length === 0 ? (
        <LoadFailed onRetry={onRetry} />
      ) : (
        <>
          {!loading && webhooks.length === 0 && <Muted>{t`No webhooks yet.`}</Muted>}
          {webhooks.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} onAction={onAction} />
          ))}
        </>
      )}
      <div>
        <Button icon={<Plus size={16} />} onClick={() => setEditing({ webhook: null })}>
          {t`Add webhook`}
        </Button>
      </div>
      {editing && (
        <WebhookDialog key={editing.webhook?.id ?? 'new'} open onOpenChange={(open) => !open && setEditing(null)} webhook={editing.webhook} onSubmit={save} />
      )}
      <WebhookSecretModal shown={secret} onClose={() => setSecret(null)} />
      <WebhookDeliveriesDrawer webhook={logWebhook} onClose={() => setLogOf(null)} onPing={(w) => void sendPing(w)} />
      <ConfirmModal
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title={t`Rotate the signing secret?`}
        description={t`Parley makes a new secret and signs with it from now on. The old secret keeps signing beside it for 24 hours, so your receiver can switch over without missing a delivery.`}
        confirmLabel={t`Rotate secret`}
        onConfirm={async () => {
          if (!rotating) return;
          try {
            setSecret({ secret: await rotate(rotating.id), url: rotating.url, rotated: true });
          } catch (error) {
            toast({ kind: 'error', title: t`The secret could not be rotated`, description: describeGraphqlError(error, t`Server connection failed`) });
          }
        }}
      />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete this webhook?`}
        description={deleting ? t`Parley stops sending events to ${deleting.url}, and its delivery log is deleted with it.` : ''}
        onDelete={(webhook) => remove(webhook.id)}
        deletedTitle={t`Webhook deleted`}
        failedTitle={t`The webhook could not be deleted`}
      />
    </Column>
  );
}

const Intro = styled(Muted)`
  max-width: 760px;
`;

const HeaderName = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2.5)};
`;
