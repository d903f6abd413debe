import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { asLocale } from '../../../shared/i18n';
import { API_CODE, isApiError } from '../../../shared/rest';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/FormMessage';
import { Input } from '../../../ui/Input';
import { TextLink } from '../../../ui/TextLink';
import { signIn, workspaceChoices, type Credentials, type WorkspaceChoice } from '../../session/utils/sessionRequests';
import type { SessionUser } from '@parley/protocol';
import { describeApiError, fieldError } from '../utils/describeApiError';
import { validateLogin } from '../utils/validators';
import { AccountEmailInput, AuthForm } from './authFormParts';

export interface LoginFormProps {
  initialEmail?: string;
  onSignedIn: (user: SessionUser) => void;
  /** The email belongs to several workspaces (code 253): the person picks one. */
  onChooseWorkspace: (choices: WorkspaceChoice[], credentials: Credentials) => void;
}

export function LoginForm({ initialEmail = '', onSignedIn, onChooseWorkspace }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', MessageDescriptor | string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const show = (message: MessageDescriptor | string | undefined) =>
    message === undefined ? undefined : typeof message === 'string' ? message : i18n._(message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const check = validateLogin(email, password);
    setErrors(check.fields);
    if (!check.valid) return;

    setSubmitting(true);
    try {
      const user = await signIn({ email, password, lang: asLocale(i18n.locale) });
      onSignedIn(user);
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.code === API_CODE.chooseWorkspace) {
        onChooseWorkspace(workspaceChoices(error.extraInfo), { email, password });
        return;
      }
      const emailError = fieldError(error, 'body.username');
      const passwordError = fieldError(error, 'body.password');
      if (emailError || passwordError) setErrors({ email: emailError, password: passwordError });
      else setFormError(describeApiError(error, i18n));
    }
  };

  return (
    <AuthForm onSubmit={(e) => void submit(e)} noValidate aria-label={t`Sign in`}>
      <AccountEmailInput autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={show(errors.email)} />
      <Input
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={show(errors.password)}
        labelAside={
          <TextLink to="/forget">
            <Trans>Forgot password?</Trans>
          </TextLink>
        }
      />
      <Button type="submit" size="large" fullWidth loading={submitting}>
        <Trans>Sign in</Trans>
      </Button>
      {formError && <FormMessage>{formError}</FormMessage>}
    </AuthForm>
  );
}
