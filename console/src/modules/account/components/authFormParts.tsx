import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Input, type InputProps } from '../../../ui/Input';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { PASSWORD_PART_TEXT, PASSWORD_PARTS, passwordGaps, STRONG_PASSWORD_RULE } from '../utils/validators';

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
      hint={value ? <PasswordChecklist password={value} /> : i18n._(STRONG_PASSWORD_RULE)}
    />
  );
}

/** The rule's parts, each ticked as the password meets it, so a person sees which one is missing. */
function PasswordChecklist({ password }: { password: string }) {
  const { t, i18n } = useLingui();
  const gaps = passwordGaps(password);
  return (
    <Checklist aria-label={t`Password rule`} data-testid="password-checklist">
      {PASSWORD_PARTS.map((part) => {
        const met = !gaps.includes(part);
        return (
          <Part key={part} $met={met} data-met={met ? 'true' : 'false'}>
            <span aria-hidden>{met ? '✓' : '○'}</span> {i18n._(PASSWORD_PART_TEXT[part])}
            <VisuallyHidden>{met ? t`(met)` : t`(missing)`}</VisuallyHidden>
          </Part>
        );
      })}
    </Checklist>
  );
}

const Checklist = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Part = styled.li<{ $met: boolean }>`
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
`;

const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
