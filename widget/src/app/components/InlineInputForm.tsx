import { fieldValueProblem } from '@parley/protocol';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { InlineInputField, Message } from '../api/types';
import { widgetClient } from '../state/client';
import { Card, CardTitle, Muted, PrimaryButton } from './Panel';
import { Stars } from './Stars';

const typeOf = (f: InlineInputField) => String(f.answerType ?? f.type ?? 'text');
const answered = (f: InlineInputField) => f.value !== undefined && f.value !== null && f.value !== '';

/** An interactive form an agent sent (spec §3 inline input; §5: required, email pattern). */
export function InlineInputForm({ message }: { message: Message }) {
  const { t } = useLingui();
  const form = message.meta.inlineInput ?? {};
  const inputs = form.input ?? [];
  const done = form.readOnly === true || (inputs.length > 0 && inputs.every(answered));
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const validate = (field: InlineInputField, value: string): string | undefined => {
    if (!value.trim()) return t({ id: 'RequiredField', message: 'This field is required' });
    const type = typeOf(field);
    // The rules the server applies (@parley/protocol), so a value shown as fine is never refused.
    if (type === 'email' && fieldValueProblem('email', value)) return t({ id: 'PleaseEnterAValidEmail', message: 'Please enter a valid email' });
    if (type === 'url' && fieldValueProblem('url', value)) return t({ id: 'PleaseEnterAValidUrl', message: 'Please enter a valid URL' });
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const field of inputs) {
      const error = validate(field, values[field.inputId] ?? '');
      if (error) next[field.inputId] = error;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFailed(false);
    try {
      for (const field of inputs) await widgetClient.answerInlineInput(message.id, field.inputId, values[field.inputId].trim());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form as="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate data-testid="inline-input">
      {form.title && <CardTitle>{form.title}</CardTitle>}
      {form.description && <Muted>{form.description}</Muted>}
      {inputs.map((field) => {
        const type = typeOf(field);
        const id = `${message.id}-${field.inputId}`;
        const value = done ? String(field.value ?? '') : (values[field.inputId] ?? '');
        const set = (v: string) => setValues((s) => ({ ...s, [field.inputId]: v }));
        return (
          <Field key={field.inputId}>
            <label htmlFor={id}>{field.title}</label>
            {type === 'rating' ? (
              <Stars value={Number(value) || 0} readOnly={done} onChange={(n) => set(String(n))} />
            ) : type === 'longtext' ? (
              <textarea id={id} value={value} readOnly={done} rows={3} onChange={(e) => set(e.target.value)} />
            ) : (
              <input
                id={id}
                value={value}
                readOnly={done}
                type={type === 'email' ? 'email' : type === 'date' ? 'date' : type === 'phone' ? 'tel' : type === 'url' ? 'url' : 'text'}
                placeholder={type === 'anniversary' ? 'MM-DD' : undefined}
                onChange={(e) => set(e.target.value)}
                onBlur={(e) => !done && setErrors((s) => ({ ...s, [field.inputId]: validate(field, e.target.value) ?? '' }))}
                aria-invalid={Boolean(errors[field.inputId])}
              />
            )}
            {errors[field.inputId] && <ErrorText role="alert">{errors[field.inputId]}</ErrorText>}
          </Field>
        );
      })}
      {done ? (
        <Muted>{t`Thank you, your answers were sent.`}</Muted>
      ) : (
        <PrimaryButton type="submit" disabled={busy}>
          {t`Submit`}
        </PrimaryButton>
      )}
      {failed && <ErrorText role="alert">{t`Update failed`}</ErrorText>}
    </Form>
  );
}

const Form = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 260px;
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-size: 12px;
    font-weight: 600;
  }
  input,
  textarea {
    padding: 7px 9px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
    resize: vertical;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;
`;
