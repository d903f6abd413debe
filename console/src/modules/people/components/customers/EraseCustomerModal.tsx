import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { controlStyles } from '../../../../ui/controlStyles';
import { Field } from '../../../../ui/Field';
import { FormMessage } from '../../../../ui/FormMessage';
import { Input } from '../../../../ui/Input';
import { Modal } from '../../../../ui/Modal';
import { describeGraphqlError } from '../../../../shared/describeError';
import { confirmsName, ERASE_REASON_MAX } from '../../utils/eraseConfirmation';

export interface EraseCustomerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** Erases; rejects with the refusal, shown here. */
  onErase: (reason: string) => Promise<void>;
}

/**
 * The GDPR erasure's confirmation (issue 22): what goes, that it cannot be undone, an optional
 * reason for the audit log, and the customer's name typed out before the button wakes up, the
 * way GitHub guards deleting a repository: a click alone is too easy for something this final.
 */
export function EraseCustomerModal({ open, onOpenChange, name, onErase }: EraseCustomerModalProps) {
  const { t } = useLingui();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = confirmsName(typed, name);

  // Closing clears it: a name typed for an earlier attempt must not leave the next one armed.
  const close = () => {
    if (busy) return;
    setReason('');
    setTyped('');
    setProblem(null);
    onOpenChange(false);
  };

  const submit = async () => {
    if (!confirmed || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onErase(reason);
    } catch (error) {
      setProblem(describeGraphqlError(error, t`Server connection failed`));
      return;
    } finally {
      setBusy(false);
    }
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      width={500}
      title={t`Erase ${name}?`}
      description={t`This deletes the customer for good, with everything that holds them. It cannot be undone.`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy} disabled={!confirmed} data-testid="confirm-erase">
            {t`Erase customer`}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        data-testid="erase-customer-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Section>
          <Heading>{t`What is deleted`}</Heading>
          <List>
            <li>{t`Their profile, notes, tags and sign-ins (an open chat widget of theirs closes)`}</li>
            <li>{t`Their conversations, with every message and file in them`}</li>
            <li>{t`The messages they sent in other conversations`}</li>
            <li>{t`Conversation information records (archives) holding their messages`}</li>
            <li>{t`The duplicate records merged into them, each with all of the above`}</li>
          </List>
          <Kept>{t`The audit log keeps who erased them (by id, not by name), when, what was deleted and the reason.`}</Kept>
        </Section>
        <Field label={t`Reason (kept in the audit log)`} hint={t`Optional, up to ${ERASE_REASON_MAX} characters: the request's reference, say.`}>
          {(control) => (
            <TextArea
              {...control}
              rows={2}
              maxLength={ERASE_REASON_MAX}
              value={reason}
              disabled={busy}
              onChange={(e) => setReason(e.target.value)}
              data-testid="erase-reason"
            />
          )}
        </Field>
        <Input
          label={
            <Trans>
              Type <Name>{name}</Name> to confirm
            </Trans>
          }
          value={typed}
          disabled={busy}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="erase-confirm-name"
        />
        {problem && <FormMessage>{problem}</FormMessage>}
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;
const Section = styled.section`
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.body};
`;
const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.body};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.colors.text};
`;
const Kept = styled.p`
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const TextArea = styled.textarea`
  ${controlStyles};
  height: auto;
  min-height: 60px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  line-height: 1.4;
  font-family: inherit;
  resize: vertical;
`;
// The label is bold already: the name stands out as a chip, and one click selects all of it.
const Name = styled.strong`
  padding: 1px ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  user-select: all;
`;
