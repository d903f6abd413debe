import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { API_CODE, isApiError } from '../../../shared/rest';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/FormMessage';
import { Input } from '../../../ui/Input';
import { submitNewPassword } from '../utils/accountRequests';
import { describeApiError } from '../utils/describeApiError';
import { STRONG_PASSWORD_RULE, validateResetPassword, weakPasswordText } from '../utils/validators';
import { INTL_LOCALE } from '../../../shared/dateFormat';
import { asLocale } from '../../../shared/i18n';
import { AuthForm, NewPasswordInput } from './authFormParts';

export interface ResetPasswordFormProps {
  token: string;
  email: string;
  onDone: () => void;
  /** The link expired or was used while the form was open. */
  onExpired: () => void;
}

export function ResetPasswordForm({ token, email, onDone, onExpired }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateResetPassword(password, confirm);
    setError(problem === STRONG_PASSWORD_RULE ? weakPasswordText(password, i18n, INTL_LOCALE[asLocale(i18n.locale)]) : problem ? i18n._(problem) : null);
    if (problem) return;

    setSubmitting(true);
    try {
      await submitNewPassword(token, password);
      onDone();
    } catch (e) {
      setSubmitting(false);
      if (isApiError(e) && e.code === API_CODE.gone) onExpired();
      else setError(describeApiError(e, i18n));
    }
  };

  return (
    <AuthForm onSubmit={(e) => void submit(e)} noValidate aria-label={t`Reset password`}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Input label={t`Email`} value={email} readOnly name="email-display" />
      <NewPasswordInput label={t`New password`} value={password} onChange={setPassword} />
      <Input
        label={t`Confirm password`}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {error && <FormMessage>{error}</FormMessage>}
      <Button type="submit" size="large" fullWidth loading={submitting}>
        <Trans>Reset password</Trans>
      </Button>
    </AuthForm>
  );
}
