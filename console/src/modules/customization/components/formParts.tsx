import { useLingui } from '@lingui/react/macro';
import type { AppLang, LocalizedText } from '@parley/protocol';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../../../ui/controlStyles';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { setText } from '../utils/customizationDraft';

export function useLanguageNames(): Record<AppLang, string> {
  const { t } = useLingui();
  return { en: t`English`, zh: t`Traditional Chinese`, zh_cn: t`Simplified Chinese` };
}

export interface LocalizedTextFieldProps {
  label: string;
  /** The language being edited (the page's language switch, which the preview follows). */
  lang: AppLang;
  value: LocalizedText;
  onChange: (next: LocalizedText) => void;
  /** What the widget shows when nothing is written in this language. */
  fallback: string;
  multiline?: boolean;
  maxLength?: number;
  testId?: string;
}

/** One text of the widget in the language being edited; empty falls back to English, then to the widget's own text. */
export function LocalizedTextField({ label, lang, value, onChange, fallback, multiline, maxLength = 500, testId }: LocalizedTextFieldProps) {
  const names = useLanguageNames();
  const placeholder = (lang !== 'en' && value.en?.trim()) || fallback;
  const fullLabel = `${label} (${names[lang]})`;
  if (!multiline) {
    return (
      <Input
        label={fullLabel}
        value={value[lang] ?? ''}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => onChange(setText(value, lang, e.target.value))}
        data-testid={testId}
      />
    );
  }
  return (
    <Field label={fullLabel}>
      {(control) => (
        <TextArea
          {...control}
          rows={3}
          value={value[lang] ?? ''}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(e) => onChange(setText(value, lang, e.target.value))}
          data-testid={testId}
        />
      )}
    </Field>
  );
}

const TextArea = styled.textarea`
  ${controlStyles};
  height: auto;
  min-height: 72px;
  padding-top: ${({ theme }) => theme.spacing(2)};
  padding-bottom: ${({ theme }) => theme.spacing(2)};
  resize: vertical;
  font-family: inherit;
  line-height: 1.5;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const GroupTitle = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(210px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
}

/** Native radio buttons in a row (keyboard arrows for free). */
export function Choices<V extends string>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <ChoiceRow role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <ChoiceLabel key={o.value} $checked={o.value === value}>
          <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          {o.label}
        </ChoiceLabel>
      ))}
    </ChoiceRow>
  );
}

const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const ChoiceLabel = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  font-size: ${({ theme }) => theme.font.size.body};
  cursor: pointer;
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
