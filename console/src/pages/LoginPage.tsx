import { Navigate, useSearchParams } from 'react-router-dom';
import { preloadSignedIn } from '../app/signedInChunks';
import { LoginScreen } from '../modules/account/components/LoginScreen';
import { useSession } from '../modules/session/hooks/useSession';
import { safeReferer } from '../modules/session/utils/referer';

/** /login inside the console's routes: with a session, go to the referer or /. */
export function LoginPage() {
  const { user, signedIn } = useSession();
  const [params] = useSearchParams();

  if (user) {
    const to = safeReferer(params.get('referer')) ?? '/';
    // The shell and the page signed in to are fetched at once, not one after the other.
    preloadSignedIn(to === '/' ? '/conversation' : to);
    return <Navigate to={to} replace />;
  }
  return <LoginScreen onSignedIn={signedIn} />;
}
