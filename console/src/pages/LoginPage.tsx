import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { preloadSignedIn } from '../app/signedInChunks';
import { AuthLayout } from '../modules/account/components/AuthLayout';
import { LoginForm } from '../modules/account/components/LoginForm';
import { WorkspacePicker } from '../modules/account/components/WorkspacePicker';
import { useSession } from '../modules/session/hooks/useSession';
import { safeReferer } from '../modules/session/utils/referer';
import type { Credentials, WorkspaceChoice } from '../modules/session/utils/sessionRequests';

type Step = { kind: 'form' } | { kind: 'workspace'; choices: WorkspaceChoice[]; credentials: Credentials };

/** /login: with a session, go to the referer or /. */
export function LoginPage() {
  const { user, signedIn } = useSession();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [lastEmail, setLastEmail] = useState('');

  if (user) {
    const to = safeReferer(params.get('referer')) ?? '/';
    // The shell and the page signed in to are fetched at once, not one after the other.
    preloadSignedIn(to === '/' ? '/conversation' : to);
    return <Navigate to={to} replace />;
  }

  if (step.kind === 'workspace') {
    const email = step.credentials.email.trim();
    return (
      <AuthLayout title={<Trans>Choose a workspace</Trans>} subtitle={<Trans>{email} belongs to several workspaces. Which one do you want to open?</Trans>}>
        <WorkspacePicker
          choices={step.choices}
          credentials={step.credentials}
          onSignedIn={signedIn}
          onBack={() => {
            setLastEmail(step.credentials.email);
            setStep({ kind: 'form' });
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<Trans>Welcome back</Trans>} subtitle={<Trans>Sign in to answer your customers.</Trans>}>
      <LoginForm
        initialEmail={lastEmail}
        onSignedIn={signedIn}
        onChooseWorkspace={(choices, credentials) => setStep({ kind: 'workspace', choices, credentials })}
      />
    </AuthLayout>
  );
}
