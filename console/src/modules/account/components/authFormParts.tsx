import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Input, type InputProps } from '../../../ui/Input';
import { STRONG_PASSWORD_RULE } from '../utils/validators';

/** The form of a signed-out page (sign in, forgot, reset, join): one field under another. */
export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
`;

/** The email a person signs in with, first on its page; `autoComplete` says what a password manager is to fill. */
export function AccountEmailInput(props: Omit<InputProps, 'label' | 'type' | 'name'>) {
  const { t } = useLingui();
  return <Input label={t`Email`} type="email" name="email" autoFocus placeholder={t`you@company.com`} {...props} />;
}

export interface NewPasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A password being chosen, with the strength rule under it (the server holds to it). */
export function NewPasswordInput({ label, value, onChange }: NewPasswordInputProps) {
  const { i18n } = useLingui();
  return (
    <Input
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={i18n._(STRONG_PASSWORD_RULE)}
    />
  );
}
