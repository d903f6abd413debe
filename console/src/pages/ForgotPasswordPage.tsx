import { Trans } from '@lingui/react/macro';
import { AuthLayout } from '../modules/account/components/AuthLayout';
import { ForgotPasswordForm } from '../modules/account/components/ForgotPasswordForm';

/** /forget */
export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title={<Trans>Forgot your password?</Trans>}
      subtitle={<Trans>Enter the email you sign in with and we will send you a link to set a new password.</Trans>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
