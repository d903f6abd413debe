import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { SessionUser } from '@parley/protocol';
import type { Credentials, WorkspaceChoice } from '../../session/utils/sessionRequests';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { WorkspacePicker } from './WorkspacePicker';

type Step = { kind: 'form' } | { kind: 'workspace'; choices: WorkspaceChoice[]; credentials: Credentials };

/**
 * The sign-in form, then the workspace choice when the email belongs to several. It needs no router
 * and no GraphQL client: the first visit to /login renders it on its own (app/SignInApp.tsx), and the
 * console renders it at /login inside its routes (pages/LoginPage.tsx).
 */
export function LoginScreen({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [lastEmail, setLastEmail] = useState('');

  if (step.kind === 'workspace') {
    const email = step.credentials.email.trim();
    return (
      <AuthLayout title={<Trans>Choose a workspace</Trans>} subtitle={<Trans>{email} belongs to several workspaces. Which one do you want to open?</Trans>}>
        <WorkspacePicker
          choices={step.choices}
          credentials={step.credentials}
          onSignedIn={onSignedIn}
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
        onSignedIn={onSignedIn}
        onChooseWorkspace={(choices, credentials) => setStep({ kind: 'workspace', choices, credentials })}
      />
    </AuthLayout>
  );
}
