import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/FormMessage';
import { TextLink } from '../../../ui/TextLink';
import { useToast } from '../../../ui/toast/useToast';
import { useCountdown } from '../hooks/useCountdown';
import { requestPasswordReset } from '../utils/accountRequests';
import { RESEND_COUNTDOWN_SECONDS } from '../utils/countdown';
import { describeApiError, fieldError } from '../utils/describeApiError';
import { validateForgotPassword } from '../utils/validators';
import { AccountEmailInput, AuthForm } from './authFormParts';

/**
 * Spec §4: after a successful request a 60-second countdown disables the button, then its label
 * becomes "Resubmit".
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (countdown.running) return;
    setFormError(null);
    const check = validateForgotPassword(email);
    setEmailError(check.fields.email ? i18n._(check.fields.email) : undefined);
    if (!check.valid) return;

    setSubmitting(true);
    try {
      await requestPasswordReset(email);
      setSentTo(email.trim());
      countdown.start();
      toast({ kind: 'info', title: t`Check your email`, description: t`We sent a link to reset your password.` });
    } catch (error) {
      const invalidEmail = fieldError(error, 'body.email');
      if (invalidEmail) setEmailError(invalidEmail);
      else setFormError(describeApiError(error, i18n));
    } finally {
      setSubmitting(false);
    }
  };

  const remaining = countdown.remaining;
  const label = countdown.running ? t`Resubmit (${remaining}s)` : sentTo ? t`Resubmit` : t`Send reset link`;

  return (
    <AuthForm onSubmit={(e) => void submit(e)} noValidate aria-label={t`Forgot password`}>
      <AccountEmailInput autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
      {sentTo && !formError && (
        <FormMessage tone="success">
          <Trans>If an account exists for {sentTo}, a reset link is on its way. It is valid for 60 minutes.</Trans>
        </FormMessage>
      )}
      <Button type="submit" size="large" fullWidth loading={submitting} disabled={countdown.running}>
        {label}
      </Button>
      {formError && <FormMessage>{formError}</FormMessage>}
      <Back>
        <TextLink to="/login">
          <ArrowLeft size={14} aria-hidden /> <Trans>Back to sign in</Trans>
        </TextLink>
      </Back>
    </AuthForm>
  );
}

const Back = styled.div`
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;
