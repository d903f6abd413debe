import { useLingui } from '@lingui/react/macro';
import { ClipboardList, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { CLIENT_TYPE } from '../../../../shared/rest';
import { canAnswerInlineInput, inlineAnswerError } from '../../utils/messageRules';
import type { MessageMeta, PaneMessage } from '../../utils/types';

/**
 * An interactive information form (inline input). Answerable only when editable, not read-only, and
 * from an agent or internal (spec §4); otherwise each unanswered field says 'not yet answered'.
 */
export function InlineInputForm({
  message,
  inlineInput,
  onUpdated,
}: {
  message: PaneMessage;
  inlineInput: NonNullable<MessageMeta['inlineInput']>;
  onUpdated?: (m: PaneMessage) => void;
}) {
  const { t } = useLingui();
  const answerable = canAnswerInlineInput({
    editable: inlineInput.editable !== false,
    readOnly: inlineInput.readOnly === true,
    senderType: message.senderType,
    internal: message.internal,
  });
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const errorText = (code: string) => (code === 'RequiredField' ? t`This field is required` : t`Please enter a valid email`);

  const submit = async (inputId: string, type: string, value: string) => {
    const code = inlineAnswerError(type, value);
    if (code) {
      setErrors((e) => ({ ...e, [inputId]: errorText(code) }));
      return;
    }
    setErrors((e) => ({ ...e, [inputId]: '' }));
    setBusy(inputId);
    try {
      const res = await fetch('/api/message/inlineInput/update', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientType: CLIENT_TYPE, messageId: message.id, inputId, value: value.trim() }),
      });
      const body = (await res.json().catch(() => ({}))) as { data?: PaneMessage };
      if (!res.ok) throw new Error('refused');
      if (body.data && onUpdated) onUpdated({ ...message, ...body.data });
    } catch {
      setErrors((e) => ({ ...e, [inputId]: t`Update failed` }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form onSubmit={(e: FormEvent) => e.preventDefault()}>
      <Head>
        <ClipboardList size={14} aria-hidden />
        <strong>{inlineInput.title}</strong>
      </Head>
      {inlineInput.description && <Description>{inlineInput.description}</Description>}
      {inlineInput.input.map((field) => {
        const answered = field.answer ?? field.value;
        return (
          <Field key={field.inputId}>
            <Label>{field.title}</Label>
            {answered ? (
              <Answer>{field.type === 'rating' ? '★'.repeat(Number(answered) || 0) : answered}</Answer>
            ) : !answerable ? (
              <Muted>{t`Not yet answered`}</Muted>
            ) : field.type === 'rating' ? (
              <Stars role="group" aria-label={field.title}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <button key={n} type="button" aria-label={t`${n} of 5`} disabled={busy !== null} onClick={() => submit(field.inputId, 'rating', String(n))}>
                    <Star size={18} />
                  </button>
                ))}
              </Stars>
            ) : (
              <Row>
                <input
                  aria-label={field.title}
                  type={field.type === 'email' ? 'email' : field.type === 'date' ? 'date' : 'text'}
                  value={values[field.inputId] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [field.inputId]: e.target.value }))}
                />
                <Button
                  size="small"
                  variant="secondary"
                  loading={busy === field.inputId}
                  onClick={() => submit(field.inputId, field.type, values[field.inputId] ?? '')}
                >
                  {t`Submit`}
                </Button>
              </Row>
            )}
            {errors[field.inputId] && <ErrorText role="alert">{errors[field.inputId]}</ErrorText>}
          </Field>
        );
      })}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 220px;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
`;
const Description = styled.div`
  font-size: ${({ theme }) => theme.font.size.small};
  opacity: 0.8;
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(255, 255, 255, 0.6);
  color: ${({ theme }) => theme.colors.text};
`;
const Label = styled.div`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
const Answer = styled.div``;
const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
  font-style: italic;
`;
const Row = styled.div`
  display: flex;
  gap: 6px;
  input {
    flex: 1;
    min-width: 0;
    height: 32px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
  }
`;
const Stars = styled.div`
  display: flex;
  gap: 2px;
  button {
    padding: 2px;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.warning};
    cursor: pointer;
  }
`;
const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;
