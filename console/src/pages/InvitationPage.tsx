import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { InvitationForm } from '../modules/account/components/InvitationForm';
import { AuthLayout } from '../modules/account/components/AuthLayout';
import { fetchInvitation, type InvitationInfo } from '../modules/account/utils/accountRequests';
import { useSession } from '../modules/session/hooks/useSession';
import { PageLoader } from '../ui/PageLoader';
import { useToast } from '../ui/toast/useToast';

/** /invitation/:token. Spec §8: a failed lookup redirects to /. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const { signedIn } = useSession();
  const [invitation, setInvitation] = useState<InvitationInfo | null>(null);

  const refuse = useEffectEvent(() => {
    toast({ kind: 'error', title: t`This invitation is no longer valid` });
    navigate('/', { replace: true });
  });

  // Once per token: a language switch must not look the invitation up again.
  useEffect(() => {
    let cancelled = false;
    fetchInvitation(token)
      .then((info) => !cancelled && setInvitation(info))
      .catch(() => {
        if (!cancelled) refuse();
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (!invitation) {
    return (
      <AuthLayout title={<Trans>Join your team</Trans>}>
        <PageLoader />
      </AuthLayout>
    );
  }

  const organization = invitation.organization;
  return (
    <AuthLayout
      title={<Trans>Join {organization}</Trans>}
      subtitle={<Trans>You have been invited to answer customers with the {organization} team on Parley.</Trans>}
    >
      <InvitationForm
        token={token}
        invitation={invitation}
        onJoined={(user) => {
          signedIn(user);
          navigate('/', { replace: true });
        }}
      />
    </AuthLayout>
  );
}
