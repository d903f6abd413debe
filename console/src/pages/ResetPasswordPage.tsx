import { Trans, useLingui } from '@lingui/react/macro';
import { Clock3 } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { API_CODE, isApiError } from '../shared/rest';
import { AuthLayout } from '../modules/account/components/AuthLayout';
import { ResetPasswordForm } from '../modules/account/components/ResetPasswordForm';
import { lookupResetToken } from '../modules/account/utils/accountRequests';
import { describeApiError } from '../modules/account/utils/describeApiError';
import { buttonStyles } from '../ui/Button';
import { PageLoader } from '../ui/PageLoader';
import { TextLink } from '../ui/TextLink';
import { TOAST_DURATION } from '../ui/toast/toastDurations';
import { useToast } from '../ui/toast/useToast';

type State = { kind: 'loading' } | { kind: 'ready'; email: string } | { kind: 'expired' };

/**
 * /account/:token/reset. Spec §8: an expired link explains itself; any other lookup failure is an
 * error toast (7500 ms) and a redirect to /.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const [state, setState] = useState<State>({ kind: 'loading' });

  // Reads the language and helpers of the moment it runs, without looking the link up again.
  const refuse = useEffectEvent((error: unknown) => {
    if (isApiError(error) && error.code === API_CODE.gone) {
      setState({ kind: 'expired' });
      return;
    }
    toast({
      kind: 'error',
      title: t`This reset link cannot be used`,
      description: isApiError(error) && error.code === API_CODE.notFound ? t`The link is not valid.` : describeApiError(error, i18n),
      duration: TOAST_DURATION.long,
    });
    navigate('/', { replace: true });
  });

  // Once per token: a language switch must not look the link up again.
  useEffect(() => {
    let cancelled = false;
    lookupResetToken(token)
      .then(({ email }) => !cancelled && setState({ kind: 'ready', email }))
      .catch((error: unknown) => {
        if (!cancelled) refuse(error);
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (state.kind === 'expired') {
    return (
      <AuthLayout title={<Trans>The reset password link has expired</Trans>}>
        <Expired>
          <ExpiredIcon aria-hidden>
            <Clock3 size={22} />
          </ExpiredIcon>
          <p>
            <Trans>
              For your security, reset links work once and only for a short time. Please try again later, and if the problem continues, contact customer
              service.
            </Trans>
          </p>
        </Expired>
        <Actions>
          <LinkButton to="/forget" $variant="primary" $size="large" $fullWidth>
            <Trans>Request a new link</Trans>
          </LinkButton>
          <TextLink to="/login">
            <Trans>Back to sign in</Trans>
          </TextLink>
        </Actions>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<Trans>Set a new password</Trans>} subtitle={state.kind === 'ready' ? <ResetSubtitle email={state.email} /> : undefined}>
      {state.kind === 'loading' ? (
        <PageLoader />
      ) : (
        <ResetPasswordForm
          token={token}
          email={state.email}
          onExpired={() => setState({ kind: 'expired' })}
          onDone={() => {
            toast({ kind: 'success', title: t`Your password has been reset`, description: t`Sign in with your new password.` });
            navigate('/login', { replace: true });
          }}
        />
      )}
    </AuthLayout>
  );
}

function ResetSubtitle({ email }: { email: string }) {
  return <Trans>Choose a new password for {email}.</Trans>;
}

const Expired = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

const ExpiredIcon = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

const LinkButton = styled(Link)<{ $variant: 'primary'; $size: 'large'; $fullWidth: boolean }>`
  ${buttonStyles}
`;
