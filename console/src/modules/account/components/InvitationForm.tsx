import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { asLocale } from '../../../shared/i18n';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/FormMessage';
import { Input } from '../../../ui/Input';
import type { SessionUser } from '@parley/protocol';
import { acceptInvitation, type InvitationInfo } from '../utils/accountRequests';
import { describeApiError } from '../utils/describeApiError';
import { AuthForm, NewPasswordInput } from './authFormParts';

export interface InvitationFormProps {
  token: string;
  invitation: InvitationInfo;
  onJoined: (user: SessionUser) => void;
}

/** Spec §2/§5: a password field only when the invitation requires one; no client rule on it. */
export function InvitationForm({ token, invitation, onJoined }: InvitationFormProps) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const lang = asLocale(i18n.locale);
      const user = await acceptInvitation(token, lang, invitation.requirePassword ? password : undefined);
      onJoined(user);
    } catch (e) {
      setSubmitting(false);
      setError(describeApiError(e, i18n));
    }
  };

  return (
    <AuthForm onSubmit={(e) => void submit(e)} noValidate aria-label={t`Join workspace`}>
      <Input label={t`Email`} value={invitation.email} readOnly name="username" autoComplete="username" />
      {invitation.requirePassword && <NewPasswordInput label={t`Create a password`} value={password} onChange={setPassword} />}
      {error && <FormMessage>{error}</FormMessage>}
      <Button type="submit" size="large" fullWidth loading={submitting}>
        <Trans>Join</Trans>
      </Button>
    </AuthForm>
  );
}
