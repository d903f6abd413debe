import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { FormMessage } from '../../../ui/FormMessage';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import type { Webhook } from '../hooks/useWebhooks';
import { DESCRIPTION_MAX, draftInput, draftOf, draftProblems, serverProblems, type ServerProblems, type WebhookDraft } from '../utils/webhookForm';
import { WebhookEventPicker } from './WebhookEventPicker';

export interface WebhookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The subscription to edit; none to add one. */
  webhook?: Webhook | null;
  /** Saves; rejects with the server's refusal, shown in the dialog. The dialog closes once it resolves. */
  onSubmit: (draft: WebhookDraft) => Promise<unknown>;
}

/**
 * Add or edit a webhook: the receiver's URL, what it is for, the events it gets and whether internal
 * notes go too. The fields start from `webhook` as it was when the dialog was mounted (mount it per
 * opening): a realtime change to the subscription does not wipe what is being typed.
 */
export function WebhookDialog({ open, onOpenChange, webhook, onSubmit }: WebhookDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const [draft, setDraft] = useState<WebhookDraft>(() => draftOf(webhook));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ServerProblems>({});

  const problems = tried ? draftProblems(draft) : {};
  const change = (next: Partial<WebhookDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    // A refusal is about what was sent: editing the field it names clears it.
    setRefused((r) => ({ ...r, ...('url' in next ? { url: undefined } : {}), ...('events' in next ? { events: undefined } : {}), form: undefined }));
  };

  const submit = async () => {
    setTried(true);
    if (busy || Object.keys(draftProblems(draft)).length > 0) return;
    setBusy(true);
    setRefused({});
    try {
      await onSubmit(draftInput(draft));
    } catch (error) {
      setRefused(serverProblems(error, t`Server connection failed`));
      return;
    } finally {
      setBusy(false);
    }
    onOpenChange(false);
  };

  const urlError =
    problems.url === 'required' ? t`Please input a URL` : problems.url === 'invalid' ? t`Enter a URL starting with https:// or http://` : refused.url;
  const eventsError = problems.events ? t`Choose at least one event` : refused.events;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      width={720}
      title={webhook ? t`Edit webhook` : t`Add webhook`}
      description={t`Parley POSTs each event you choose to this URL as JSON, signed with the webhook's secret.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form={formId} loading={busy} data-testid="webhook-save">
            {webhook ? t`Save` : t`Add webhook`}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        data-testid="webhook-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label={t`Endpoint URL`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/webhooks/parley"
          value={draft.url}
          error={urlError}
          disabled={busy}
          onChange={(e) => change({ url: e.target.value })}
        />
        <Input
          label={t`Description`}
          hint={t`Optional: what receives these events, so others know.`}
          maxLength={DESCRIPTION_MAX}
          value={draft.description}
          disabled={busy}
          onChange={(e) => change({ description: e.target.value })}
        />
        <WebhookEventPicker selected={draft.events} onChange={(events) => change({ events })} error={eventsError} disabled={busy} />
        <Checkbox
          label={t`Include internal notes`}
          description={t`Internal notes and agent-only conversations are sent too. Leave this off if the receiver is outside your team.`}
          checked={draft.includeInternal}
          disabled={busy}
          onCheckedChange={(includeInternal) => change({ includeInternal })}
        />
        {refused.form && <FormMessage>{refused.form}</FormMessage>}
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;
